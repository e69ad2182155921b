/// A concrete font request: which face, how big, how heavy.
public struct FontSpec: Hashable, Sendable {
    /// The stand-ins for Apple's system fonts (DESIGN.md "Fonts").
    public enum Family: Hashable, Sendable {
        /// SF Pro → Inter.
        case sans
        /// SF Mono → JetBrains Mono.
        case monospaced
        /// New York → a serif face.
        case serif
        /// A named fontconfig family.
        case named(String)

        var fontconfigName: String {
            switch self {
            case .sans: "Inter"
            case .monospaced: "JetBrains Mono"
            case .serif: "DejaVu Serif"
            case .named(let name): name
            }
        }
    }

    public var family: Family
    /// Points.
    public var size: Double
    /// CSS-style weight, 100 (ultra light) … 900 (black); 400 is regular.
    public var weight: Int
    public var italic: Bool

    public init(family: Family = .sans, size: Double = 17, weight: Int = 400, italic: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
    }
}
