import LoomGraphics
import LoomUI

/// A UIKit font (`UIFont`, also spelled `NSFont`): a SwiftUI `Font` under another type, with the
/// metrics UIKit reports for SF Pro, so `Font(uiFont)` converts for free and a library that
/// measures text (`lineHeight`, `size(withAttributes:)`) gets the numbers Loom lays text out with.
struct PlatformFont: Equatable {
    var font: Font
}

extension NativeRegistry {
    func installPlatformFonts() {
        nativeType("UIFont", payload: PlatformFont.self, conformances: ["Equatable"]) { t in
            t.staticMethod("systemFont(ofSize fontSize: CGFloat) -> UIFont") { c in c.wrap(PlatformFont(font: .system(size: try c.double(0)))) }
            t.staticMethod("systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont") { c in
                c.wrap(PlatformFont(font: .system(size: try c.double(0), weight: try c.native(1))))
            }
            t.staticMethod("boldSystemFont(ofSize fontSize: CGFloat) -> UIFont") { c in c.wrap(PlatformFont(font: .system(size: try c.double(0), weight: .bold))) }
            t.staticMethod("italicSystemFont(ofSize fontSize: CGFloat) -> UIFont") { c in c.wrap(PlatformFont(font: Font.system(size: try c.double(0)).italic())) }
            for name in ["monospacedSystemFont", "monospacedDigitSystemFont"] {
                t.staticMethod("\(name)(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont") { c in
                    c.wrap(PlatformFont(font: .system(size: try c.double(0), weight: try c.native(1), design: name == "monospacedSystemFont" ? .monospaced : .default)))
                }
            }
            t.staticMethod("preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont") { c in c.wrap(PlatformFont(font: .system(try c.native(0)))) }
            // A named face fontconfig lacks falls back to the system face, as Font.custom does.
            t.initializer("init(name fontName: String, size fontSize: CGFloat)") { c in .some(c.wrap(PlatformFont(font: .custom(c.string(0), size: try c.double(1))))) }
            t.staticValue("static let systemFontSize: CGFloat") { _ in .cgfloat(14) }
            t.staticValue("static let labelFontSize: CGFloat") { _ in .cgfloat(17) }
            t.staticValue("static let buttonFontSize: CGFloat") { _ in .cgfloat(18) }
            t.staticValue("static let smallSystemFontSize: CGFloat") { _ in .cgfloat(12) }
            func metric(_ name: String, _ value: @escaping (Font) -> Double) {
                t.property("var \(name): CGFloat") { .cgfloat(value(($0 as! PlatformFont).font)) }
            }
            metric("pointSize") { $0.size }
            metric("lineHeight") { $0.lineHeight }
            metric("ascender") { $0.ascender }
            metric("descender") { $0.descender }
            metric("capHeight") { $0.capHeight }
            metric("xHeight") { $0.xHeight }
            metric("leading") { _ in 0 }
            t.property("var familyName: String") { .string(($0 as! PlatformFont).font.customFamily ?? ".AppleSystemUIFont") }
            t.property("var fontName: String") { .string(($0 as! PlatformFont).font.customFamily ?? ".SFUI-Regular") }
            t.method("withSize(_ fontSize: CGFloat) -> UIFont") { c in
                var font = (try c.receiverNative() as PlatformFont).font
                font.size = try c.double(0)
                return c.wrap(PlatformFont(font: font))
            }
        }
        typeAlias("NSFont", "UIFont")
        nativeType("UIFont.Weight", conformances: ["Equatable"]) { t in
            t.constants(of: Font.Weight.self)
        }
        nativeType("UIFont.TextStyle", conformances: ["Equatable"]) { t in
            t.constants([("largeTitle", Font.TextStyle.largeTitle), ("title1", .title), ("title2", .title2), ("title3", .title3), ("headline", .headline),
                         ("subheadline", .subheadline), ("body", .body), ("callout", .callout), ("footnote", .footnote), ("caption1", .caption),
                         ("caption2", .caption2)] as [(String, Font.TextStyle)])
        }
        nativeType("Font") { t in
            t.initializer("init(_ font: UIFont)") { c in c.wrap((try c.native(0) as PlatformFont).font) }
        }
        // Scaling for Dynamic Type: a picture is drawn at the default size, where it scales by 1.
        nativeType("UIFontMetrics") { t in
            t.initializer("init(forTextStyle textStyle: UIFont.TextStyle)") { c in c.interpreter.wrap("metrics", as: "UIFontMetrics") }
            t.staticValue("static let `default`: UIFontMetrics") { i in i.wrap("metrics", as: "UIFontMetrics") }
            t.method("scaledValue(for value: CGFloat) -> CGFloat") { c in .cgfloat(try c.double(0)) }
            t.method("scaledFont(for font: UIFont) -> UIFont") { c in c.value(0) }
            t.method("scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont") { c in
                var font = (try c.native(0) as PlatformFont).font
                font.size = min(font.size, try c.double(1))
                return c.wrap(PlatformFont(font: font))
            }
        }
        // `"Title".size(withAttributes: [.font: font])`: the string's size in that font.
        nativeType("NSAttributedString")
        nativeType("NSAttributedString.Key", payload: AttributeKey.self, conformances: ["Hashable", "Equatable"]) { t in
            t.constants(["font", "foregroundColor", "backgroundColor", "kern", "paragraphStyle", "underlineStyle", "strikethroughStyle"].map { ($0, AttributeKey(name: $0)) })
        }
        standardType("String") { t in
            t.method("size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize") { c in
                var font = Font.system(size: 12)  // NSString's default: Helvetica 12, here the system face.
                if case .dictionary(let attributes)? = c.value(0).optionalPayload {
                    for (key, value) in zip(attributes.keys, attributes.values) {
                        if case .native(let k) = key, (k.payload as? AttributeKey)?.name == "font",
                           case .native(let f) = value.optionalPayload ?? .null, let given = f.payload as? PlatformFont {
                            font = given.font
                        }
                    }
                }
                return c.wrap(font.size(of: try c.receiver(as: String.self)))
            }
        }
    }
}

/// A key of an attributed string's attributes (`.font`), named as Foundation names it.
struct AttributeKey: Hashable {
    var name: String
}
