import LoomUI

/// A UIKit image (`UIImage`, also spelled `NSImage`): a SwiftUI `Image` under another type, by
/// asset name or SF Symbol, so `Image(uiImage:)` draws what `Image(_:)` would.
struct PlatformImage {
    var image: Image
}

extension NativeRegistry {
    func installPlatformImages() {
        nativeType("UIImage", payload: PlatformImage.self) { t in
            // Failable in UIKit; the asset or symbol is looked up when the picture is drawn.
            t.initializer("init(named name: String)") { c in .some(c.wrap(PlatformImage(image: Image(c.string(0))))) }
            t.initializer("init(systemName name: String)") { c in .some(c.wrap(PlatformImage(image: Image(systemName: c.string(0))))) }
            t.initializer("init(systemName name: String, withConfiguration configuration: UIImage.SymbolConfiguration?)") { c in
                .some(c.wrap(PlatformImage(image: Image(systemName: c.string(0)))))
            }
            t.method("withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage") { c in
                let image = (try c.receiverNative() as PlatformImage).image
                let mode: TemplateRenderingMode? = switch try c.native(0) as String {
                case "alwaysOriginal": .original
                case "alwaysTemplate": .template
                default: nil
                }
                return c.wrap(PlatformImage(image: image.renderingMode(mode)))
            }
        }
        typeAlias("NSImage", "UIImage")
        nativeType("UIImage.RenderingMode") { t in
            t.constants(["automatic", "alwaysOriginal", "alwaysTemplate"].map { ($0, $0) })
        }
        // A symbol's point size and weight come from the font it is drawn in, as with Image(systemName:).
        nativeType("UIImage.SymbolConfiguration") { t in
            for signature in ["init(pointSize: CGFloat)", "init(pointSize: CGFloat, weight: UIImage.SymbolWeight)", "init(weight: UIImage.SymbolWeight)",
                              "init(scale: UIImage.SymbolScale)", "init(textStyle: UIFont.TextStyle)"] {
                t.initializer(signature) { c in c.interpreter.wrap("configuration", as: "UIImage.SymbolConfiguration") }
            }
        }
        nativeType("UIImage.SymbolWeight") { t in
            t.constants(["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"].map { ($0, $0) })
        }
        nativeType("UIImage.SymbolScale") { t in t.constants(["default", "small", "medium", "large"].map { ($0, $0) }) }
        nativeType("Image") { t in
            t.initializer("init(uiImage: UIImage)") { c in c.wrap((try c.native(0) as PlatformImage).image) }
            t.initializer("init(nsImage: NSImage)") { c in c.wrap((try c.native(0) as PlatformImage).image) }
        }
    }
}
