import LoomGraphics

/// SwiftUI's system colours as iOS 13–18 draw them, standard contrast (research doc §6.2).
/// The one table of the palette; `Color.red` and friends point here.
enum SystemColor: String, Hashable, Sendable, CaseIterable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
    case black, white, clear
    case primary, secondary, tertiary, quaternary
    /// The system background a page is drawn on: white in light mode, black in dark mode.
    case background

    func rgba(in scheme: ColorScheme) -> RGBA {
        scheme == .light ? light : dark
    }

    private var light: RGBA {
        switch self {
        case .red: RGBA(bytes: 255, 59, 48)
        case .orange: RGBA(bytes: 255, 149, 0)
        case .yellow: RGBA(bytes: 255, 204, 0)
        case .green: RGBA(bytes: 52, 199, 89)
        case .mint: RGBA(bytes: 0, 199, 190)
        case .teal: RGBA(bytes: 48, 176, 199)
        case .cyan: RGBA(bytes: 50, 173, 230)
        case .blue: RGBA(bytes: 0, 122, 255)
        case .indigo: RGBA(bytes: 88, 86, 214)
        case .purple: RGBA(bytes: 175, 82, 222)
        case .pink: RGBA(bytes: 255, 45, 85)
        case .brown: RGBA(bytes: 162, 132, 94)
        case .gray: RGBA(bytes: 142, 142, 147)
        case .black: .black
        case .white: .white
        case .clear: .clear
        case .primary: .black
        case .secondary: RGBA(bytes: 60, 60, 67, alpha: 0.6)
        case .tertiary: RGBA(bytes: 60, 60, 67, alpha: 0.3)
        case .quaternary: RGBA(bytes: 60, 60, 67, alpha: 0.18)
        case .background: .white
        }
    }

    private var dark: RGBA {
        switch self {
        case .red: RGBA(bytes: 255, 69, 58)
        case .orange: RGBA(bytes: 255, 159, 10)
        case .yellow: RGBA(bytes: 255, 214, 10)
        case .green: RGBA(bytes: 48, 209, 88)
        case .mint: RGBA(bytes: 99, 230, 226)
        case .teal: RGBA(bytes: 64, 200, 224)
        case .cyan: RGBA(bytes: 100, 210, 255)
        case .blue: RGBA(bytes: 10, 132, 255)
        case .indigo: RGBA(bytes: 94, 92, 230)
        case .purple: RGBA(bytes: 191, 90, 242)
        case .pink: RGBA(bytes: 255, 55, 95)
        case .brown: RGBA(bytes: 172, 142, 104)
        case .gray: RGBA(bytes: 142, 142, 147)
        case .black: .black
        case .white: .white
        case .clear: .clear
        case .primary: .white
        case .secondary: RGBA(bytes: 235, 235, 245, alpha: 0.6)
        case .tertiary: RGBA(bytes: 235, 235, 245, alpha: 0.3)
        case .quaternary: RGBA(bytes: 235, 235, 245, alpha: 0.16)
        case .background: .black
        }
    }
}

extension Color {
    public static let red = Color(storage: .system(.red))
    public static let orange = Color(storage: .system(.orange))
    public static let yellow = Color(storage: .system(.yellow))
    public static let green = Color(storage: .system(.green))
    public static let mint = Color(storage: .system(.mint))
    public static let teal = Color(storage: .system(.teal))
    public static let cyan = Color(storage: .system(.cyan))
    public static let blue = Color(storage: .system(.blue))
    public static let indigo = Color(storage: .system(.indigo))
    public static let purple = Color(storage: .system(.purple))
    public static let pink = Color(storage: .system(.pink))
    public static let brown = Color(storage: .system(.brown))
    public static let gray = Color(storage: .system(.gray))
    public static let black = Color(storage: .system(.black))
    public static let white = Color(storage: .system(.white))
    public static let clear = Color(storage: .system(.clear))
    public static let primary = Color(storage: .system(.primary))
    public static let secondary = Color(storage: .system(.secondary))
    public static let tertiary = Color(storage: .system(.tertiary))
    public static let quaternary = Color(storage: .system(.quaternary))
    /// SwiftUI's `.background` shape style (the system background of the colour scheme).
    public static let background = Color(storage: .system(.background))

    /// Every named colour, for scripts and docs: `Color.named["red"]`.
    public static let named: [String: Color] = Dictionary(
        uniqueKeysWithValues: SystemColor.allCases.map { ($0.rawValue, Color(storage: .system($0))) })
}
