import LoomGraphics

/// A font request as SwiftUI spells it: a text style or a point size, a weight, a design.
public struct Font: Hashable, Sendable {
    public enum Weight: Int, Hashable, Sendable, CaseIterable {
        case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500
        case semibold = 600, bold = 700, heavy = 800, black = 900
    }

    public enum Design: Hashable, Sendable, CaseIterable {
        case `default`, serif, rounded, monospaced
    }

    /// iOS text styles at the default ("Large") Dynamic Type size (research doc §5.1).
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        var size: Double {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }

        var weight: Weight { self == .headline ? .semibold : .regular }
    }

    public var size: Double
    public var weight: Weight
    public var design: Design
    public var isItalic: Bool
    /// `Font.custom(_:size:)`: a fontconfig family by name; nil for the system face.
    public var customFamily: String?

    public init(size: Double, weight: Weight = .regular, design: Design = .default, italic: Bool = false) {
        self.size = size
        self.weight = weight
        self.design = design
        self.isItalic = italic
    }

    /// A font by family or PostScript name, at `size` points: an installed family by name, else
    /// the family part of a PostScript name (`"JetBrainsMono-Bold"`), else the system face of the
    /// kind the name asks for. The weight and slant a PostScript name spells
    /// (`"HelveticaNeue-Light"`, `"Georgia-BoldItalic"`) are kept either way (PostScriptFontName.swift).
    public static func custom(_ name: String, size: Double) -> Font {
        let face = PostScriptFontName(name)
        var font = Font(size: size, weight: face.weight, design: face.design, italic: face.isItalic)
        font.customFamily = name
        return font
    }

    public static func system(size: Double, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight, design: design)
    }

    public static func system(_ style: TextStyle, design: Design = .default) -> Font {
        Font(size: style.size, weight: style.weight, design: design)
    }

    public static let largeTitle = system(.largeTitle)
    public static let title = system(.title)
    public static let title2 = system(.title2)
    public static let title3 = system(.title3)
    public static let headline = system(.headline)
    public static let subheadline = system(.subheadline)
    public static let body = system(.body)
    public static let callout = system(.callout)
    public static let footnote = system(.footnote)
    public static let caption = system(.caption)
    public static let caption2 = system(.caption2)

    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    public func bold() -> Font { weight(.bold) }

    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    public func design(_ design: Design) -> Font {
        var copy = self
        copy.design = design
        return copy
    }

    public func monospaced() -> Font {
        var copy = self
        copy.design = .monospaced
        return copy
    }

    var spec: FontSpec {
        let family: FontSpec.Family = switch design {
        case .default, .rounded: .sans
        case .serif: .serif
        case .monospaced: .monospaced
        }
        if let customFamily {
            let installed = FontSpec.isInstalled(family: customFamily) ? customFamily
                : FontSpec.installedFamily(compactName: PostScriptFontName(customFamily).family)
            if let installed { return FontSpec(family: .named(installed), size: size, weight: weight.rawValue, italic: isItalic) }
        }
        return FontSpec(family: family, size: size, weight: weight.rawValue, italic: isItalic)
    }
}
