import LoomGraphics

/// Values a view inherits from its ancestors: foreground style, font, colour scheme.
public struct EnvironmentValues {
    /// What text, symbols, template images and bare shapes are painted with: any shape style
    /// (a colour, a gradient, an image paint). Nil means `.primary`.
    public var foregroundStyle: (any ShapeStyle)?
    /// The secondary and tertiary levels `.foregroundStyle(_:_:)` and `(_:_:_:)` set beside the
    /// primary; empty where `.secondary` and `.tertiary` are the primary faded.
    public var foregroundLevels: [any ShapeStyle] = []
    public var font: Font?
    public var fontWeight: Font.Weight?
    public var italic = false
    /// `.fontDesign(_:)`: the design of fonts below that do not name one.
    public var fontDesign: Font.Design?
    /// `.textCase(_:)`: text below is shown in upper or lower case.
    public var textCase: Text.Case?
    /// `.imageScale(_:)`: how large symbols are drawn relative to the font.
    public var imageScale: Image.Scale = .medium
    public var colorScheme: ColorScheme = .light
    /// SwiftUI's `isEnabled`: false below `.disabled(true)` (Modifiers/Style/Disabled.swift);
    /// controls draw themselves greyed, and script views read it with `@Environment(\.isEnabled)`.
    public var isEnabled = true
    /// The axis of the nearest HStack or VStack around: a `Divider` runs across it, however many
    /// modifiers wrap the divider (`Divider().padding(.vertical, 8)` in a row is vertical).
    var stackAxis: Axis?
    /// `.redacted(reason:)`: why the views below are drawn as placeholders (Modifiers/Style/Redaction.swift).
    public var redactionReasons: RedactionReasons = []
    /// `.contentTransition(_:)`: how texts below change their words under an animation.
    public var contentTransition: ContentTransition = .opacity
    /// Values that scripts and libraries keep under their own keys (`.environment(\.badge, v)`
    /// for an `EnvironmentValues` extension), by the key's property name.
    public var custom: [String: Any] = [:]
    var paragraph = ParagraphStyle()
    /// Loads `Image("name")`; nil when the page has no assets.
    public var imageProvider: (any ImageProvider)?
    /// `.accentColor(_:)`: what `Color.accentColor` draws as below (Styles/AccentColor.swift); nil is system blue.
    public var accent: Color?
    /// Accent colour and control styles (Controls/ControlEnvironment.swift).
    public var controls = ControlEnvironment()
    /// Deferred bodies resolved on the way down; bounds runaway recursion in script views.
    var bodyDepth = 0
    /// Where views record preferences for the whole picture (`preferredColorScheme`).
    var presentation: PresentationPreferences?
    /// Where views below a NavigationStack put its title, display mode and toolbar items.
    var navigation: NavigationPreferences?
    /// While a canvas resolves its `symbols:` views, where `.tag(_:)` notes the nodes it tags
    /// (Views/GraphicsContext+Symbols.swift); nil everywhere else.
    var symbolTags: SymbolTags?
    /// The clock of an animated picture (Animation/MotionClock.swift); nil for a still one.
    public var motion: MotionContext?
    /// A still picture's state between its passes: what `onPreferenceChange` actions changed,
    /// kept by each view's place as an animated picture's clock keeps it; nil on a clock.
    public var pictureState: MotionClock?

    public init() {}

    /// The foreground when it is a plain colour; setting a colour replaces any style.
    public var foregroundColor: Color? {
        get { foregroundStyle as? Color }
        set { foregroundStyle = newValue }
    }

    /// The foreground paint for a leaf whose bounds are `rect`: SwiftUI stretches a gradient
    /// foreground over each leaf view separately, not over the container that set it.
    func foregroundPaint(in rect: Rect) -> Paint {
        // `.foregroundStyle(.foreground)` names the inherited style itself: it changes nothing.
        guard let style = foregroundStyle, !(style is ForegroundStyle) else {
            return Color.primary.paint(in: rect, environment: self)
        }
        return style.paint(in: rect, environment: self)
    }
}

public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}
