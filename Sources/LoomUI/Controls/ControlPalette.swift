import LoomGraphics

/// iOS 17's UIKit colours that controls are drawn with, beyond the system colours of
/// `SystemColor`. Values are Apple's published `UIColor` definitions (Human Interface Guidelines,
/// "Color" → dynamic system colours), standard contrast, light and dark appearance.
enum ControlPalette {
    /// `UIColor.systemBlue`: the default accent (tint) colour.
    static let accent = Color.blue
    /// `UIColor.systemGreen`: a switch that is on.
    static let switchOn = Color.green
    /// `UIColor.systemGroupedBackground` (#F2F2F7): behind inset grouped lists and forms.
    static let groupedBackground = Color(light: RGBA(bytes: 242, 242, 247), dark: .black)
    /// `UIColor.secondarySystemGroupedBackground` (white): a list section's card.
    static let groupedCell = Color(light: .white, dark: RGBA(bytes: 28, 28, 30))
    /// A plain list's section header band: `UIColor.systemGray6` (#F2F2F7).
    static let plainHeaderBackground = Color(light: RGBA(bytes: 242, 242, 247), dark: RGBA(bytes: 28, 28, 30))
    /// `UIColor.systemBackground` (white).
    static let background = Color.background
    /// `UIColor.systemGray5` (#E5E5EA): a slider's unfilled track.
    static let sliderTrack = Color(light: RGBA(bytes: 229, 229, 234), dark: RGBA(bytes: 44, 44, 46))
    /// `UIColor.systemFill` (#787880 at 20 %): a progress bar's track.
    static let systemFill = Color(light: RGBA(bytes: 120, 120, 128, alpha: 0.2), dark: RGBA(bytes: 120, 120, 128, alpha: 0.36))
    /// `UIColor.secondarySystemFill` (#787880 at 16 %): a switch's track when off.
    static let secondaryFill = Color(light: RGBA(bytes: 120, 120, 128, alpha: 0.16), dark: RGBA(bytes: 120, 120, 128, alpha: 0.32))
    /// `UIColor.tertiarySystemFill` (#767680 at 12 %): stepper and segmented-control backgrounds.
    static let tertiaryFill = Color(light: RGBA(bytes: 118, 118, 128, alpha: 0.12), dark: RGBA(bytes: 118, 118, 128, alpha: 0.24))
    /// `UIColor.secondaryLabel` (#3C3C43 at 60 %): section headers, secondary values.
    static let secondaryLabel = Color.secondary
    /// `UIColor.tertiaryLabel` (#3C3C43 at 30 %): disabled glyphs.
    static let tertiaryLabel = Color.tertiary
    /// A disabled control's glyphs and label: `tertiaryLabel`, as UIKit greys a disabled button's title.
    static let disabledLabel = tertiaryLabel
    /// A disabled bordered button's fill: `tertiarySystemFill`, UIKit's grey for a disabled filled button.
    static let disabledFill = tertiaryFill
    /// A disabled switch or slider is drawn faded to half (Loom's reading of UIKit's dimmed
    /// controls, not a measured value).
    static let disabledControlOpacity = 0.5
    /// `UIColor.placeholderText` (#3C3C43 at 30 %): a text field's placeholder.
    static let placeholder = Color.tertiary
    /// `UIColor.separator` (#3C3C43 at 29 %): hairlines between rows and segments.
    static let separator = Color(light: RGBA(bytes: 60, 60, 67, alpha: 0.29), dark: RGBA(bytes: 84, 84, 88, alpha: 0.6))
    /// `UIColor.opaqueSeparator` (#C6C6C8): a rounded text field's border.
    static let opaqueSeparator = Color(light: RGBA(bytes: 198, 198, 200), dark: RGBA(bytes: 56, 56, 58))
    /// A segmented control's selected segment: white, `#636366` in dark mode.
    static let selectedSegment = Color(light: .white, dark: RGBA(bytes: 99, 99, 102))
    /// `UIColor.systemGray` (#8E8E93): the activity indicator's spokes.
    static let systemGray = Color.gray

    /// The drop shadows UIKit puts under a switch knob, a slider thumb and a selected segment:
    /// a soft one (black 15 %, 3 pt down) and a tight contact one (black 6 %). Measured from
    /// iOS 17 simulator screenshots; `radius` is the Gaussian's standard deviation, as Loom's
    /// `shadow` takes it.
    static let knobShadow = (color: Color(white: 0, opacity: 0.15), radius: 3.0, y: 3.0)
    static let knobContactShadow = (color: Color(white: 0, opacity: 0.06), radius: 0.5, y: 1.0)
    /// The hairline ring around a white knob (black 4 %), so it reads on a white background.
    static let knobRing = Color(white: 0, opacity: 0.04)
}

/// A white circular knob with UIKit's two shadows and hairline ring, `diameter` points wide.
func controlKnob(diameter: Double) -> any ViewNode {
    Circle().fill(Color.white)
        .overlay(Circle().stroke(ControlPalette.knobRing, lineWidth: 0.5))
        .frame(width: diameter, height: diameter)
        .shadow(color: ControlPalette.knobContactShadow.color, radius: ControlPalette.knobContactShadow.radius, y: ControlPalette.knobContactShadow.y)
        .shadow(color: ControlPalette.knobShadow.color, radius: ControlPalette.knobShadow.radius, y: ControlPalette.knobShadow.y)
}
