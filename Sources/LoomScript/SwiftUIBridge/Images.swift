import LoomGraphics
import LoomUI

/// Images: `Image(systemName:)`, `Image("asset")`, rendering modes, resizing and scales.
extension NativeRegistry {
    func installImages() {
        nativeType("TemplateRenderingMode", conformances: ["Equatable"]) { t in
            t.constants(of: TemplateRenderingMode.self)
        }
        nativeType("Image.Interpolation", conformances: ["Equatable"]) { t in
            t.constants(of: Canvas.Interpolation.self)
        }
        nativeType("Image.ResizingMode", conformances: ["Equatable"]) { t in t.constants([("stretch", 0), ("tile", 1)]) }
        nativeType("Image.Scale", conformances: ["Equatable"]) { t in
            t.constants(of: Image.Scale.self)
        }
        nativeType("Image", conformances: ["View", "Equatable"]) { t in
            t.initializer("init(_ name: String)") { c in c.wrap(Image(c.string(0))) }
            // (A package's own bundle is not searched: the notebook's folder and its assets/ are.)
            t.initializer("init(_ name: String, bundle: Bundle?)") { c in c.wrap(Image(c.string(0))) }
            t.initializer("init(systemName: String)") { c in c.wrap(Image(systemName: c.string(0))) }
            // Decorative images are hidden from accessibility only; they draw the same.
            t.initializer("init(decorative name: String)") { c in c.wrap(Image(c.string(0))) }
            t.method("resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch)") { c in
                c.wrap((try c.receiverNative() as Image).resizable())
            }
            t.method("renderingMode(_ renderingMode: TemplateRenderingMode?)") { c in
                c.wrap((try c.receiverNative() as Image).renderingMode(try c.optionalNative(0)))
            }
            t.method("interpolation(_ interpolation: Image.Interpolation)") { c in
                c.wrap((try c.receiverNative() as Image).interpolation(try c.native(0)))
            }
            t.method("antialiased(_ isAntialiased: Bool)") { c in c.receiverValue }
            t.staticValue("static let TemplateRenderingMode: TemplateRenderingMode.Type") { i in .type(.native(i.nativeTypes["TemplateRenderingMode"]!)) }
        }
        nativeType("ContentMode", conformances: ["Equatable"]) { t in t.constants(of: ContentMode.self) }
        // Foundation's `Bundle`, as resource code names it: `.main` and SwiftPM's `.module`.
        nativeType("Bundle", conformances: ["Equatable"]) { t in t.constants([("main", "main"), ("module", "module")]) }
    }
}
