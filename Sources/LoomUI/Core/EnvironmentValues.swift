import LoomGraphics

/// Values a view inherits from its ancestors: foreground colour, font, colour scheme.
public struct EnvironmentValues {
    public var foregroundColor: Color?
    public var font: Font?
    public var fontWeight: Font.Weight?
    public var italic = false
    public var colorScheme: ColorScheme = .light
    var paragraph = ParagraphStyle()
    /// Loads `Image("name")`; nil when the page has no assets.
    public var imageProvider: (any ImageProvider)?
    /// Accent colour and control styles (Controls/ControlEnvironment.swift).
    public var controls = ControlEnvironment()
    /// Deferred bodies resolved on the way down; bounds runaway recursion in script views.
    var bodyDepth = 0

    public init() {}

    /// The style a shape without an explicit fill uses, and the colour of text.
    var foregroundStyle: Color { foregroundColor ?? .primary }
}

public enum ColorScheme: Hashable, Sendable {
    case light, dark
}
