import LoomGraphics
import LoomUI

/// `Canvas { context, size in … } symbols: { … }` and its `GraphicsContext`: fill and stroke
/// paths with colours, gradients or styles, draw text, images and tagged symbol views, transform,
/// fade, blend, clip and filter, and draw into layers.
/// The context is a value: `var copy = context` then `copy.rotate(by:)` leaves `context` as it was.
extension NativeRegistry {
    func installCanvas() {
        nativeType("Canvas", conformances: ["View"]) { t in
            t.initializer("init(opaque: Bool = false, colorMode: Any? = nil, rendersAsynchronously: Bool = false, renderer: (inout GraphicsContext, CGSize) -> Void)") { c in
                c.wrap(CanvasView(renderer: try c.canvasRenderer(3)))
            }
            t.initializer("init<Symbols: View>(opaque: Bool = false, colorMode: Any? = nil, rendersAsynchronously: Bool = false, renderer: (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols)") { c in
                c.wrap(CanvasView(renderer: try c.canvasRenderer(3), symbols: try c.builtView(4)))
            }
        }
        nativeType("GraphicsContext.Shading", payload: GraphicsContext.Shading.self) { t in
            t.staticMethod("color(_ color: Color)") { c in c.wrap(GraphicsContext.Shading.style(try c.native(0) as Color)) }
            t.staticMethod("style(_ style: ShapeStyle)") { c in c.wrap(GraphicsContext.Shading.style(try c.style(0))) }
            t.staticValue("static let foreground: GraphicsContext.Shading") { i in i.wrapNative(GraphicsContext.Shading.style(ForegroundStyle())) }
            t.staticMethod("linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint)") { c in
                c.wrap(GraphicsContext.Shading.linearGradient(try c.native(0), startPoint: try c.native(1), endPoint: try c.native(2)))
            }
            t.staticMethod("radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)") { c in
                c.wrap(GraphicsContext.Shading.radialGradient(try c.native(0), center: try c.native(1),
                                                              startRadius: try c.double(2), endRadius: try c.double(3)))
            }
        }
        // What `resolve(_:)` returns: the view, drawn later by `draw(_:at:)` like the unresolved one.
        nativeType("GraphicsContext.ResolvedText") { t in t.type.describe = { _ in "ResolvedText" } }
        nativeType("GraphicsContext.ResolvedImage") { t in t.type.describe = { _ in "ResolvedImage" } }
        nativeType("GraphicsContext.ResolvedSymbol", payload: GraphicsContext.ResolvedSymbol.self) { t in
            t.type.describe = { _ in "ResolvedSymbol" }
            t.property("var size: CGSize") { p in NativeRegistry.shared.wrap((p as! GraphicsContext.ResolvedSymbol).size) }
        }
        nativeType("GraphicsContext.Filter", payload: GraphicsContext.Filter.self) { t in
            typealias Filter = GraphicsContext.Filter
            t.staticMethod("blur(radius: CGFloat, options: GraphicsContext.BlurOptions = GraphicsContext.BlurOptions())") { c in
                c.wrap(Filter.blur(radius: try c.double(0), options: try c.native(1)))
            }
            t.staticMethod("alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black)") { c in
                c.wrap(Filter.alphaThreshold(min: try c.double(0), max: try c.double(1), color: try c.native(2)))
            }
            t.staticMethod("shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0, blendMode: GraphicsContext.BlendMode = .normal, options: GraphicsContext.ShadowOptions = GraphicsContext.ShadowOptions())") { c in
                guard let filter = Filter.shadow(color: try c.native(0), radius: try c.double(1), x: try c.double(2), y: try c.double(3),
                                                 blendMode: try c.native(4), options: try c.native(5)) else {
                    throw ScriptError(c.loc, "a shadow filter with .invertsAlpha is supported only as an inner shadow (with .shadowAbove and the .sourceAtop blend mode), not yet otherwise")
                }
                return c.wrap(filter)
            }
            t.staticMethod("colorMultiply(_ color: Color)") { c in c.wrap(Filter.colorMultiply(try c.native(0))) }
            t.staticMethod("opacity(_ alpha: Double)") { c in c.wrap(Filter.opacity(try c.double(0))) }
            t.staticMethod("brightness(_ amount: Double)") { c in c.wrap(Filter.brightness(try c.double(0))) }
            t.staticMethod("contrast(_ amount: Double)") { c in c.wrap(Filter.contrast(try c.double(0))) }
            t.staticMethod("saturation(_ amount: Double)") { c in c.wrap(Filter.saturation(try c.double(0))) }
            t.staticMethod("grayscale(_ amount: Double)") { c in c.wrap(Filter.grayscale(try c.double(0))) }
            t.staticMethod("hueRotation(_ angle: Angle)") { c in c.wrap(Filter.hueRotation(try c.native(0))) }
            t.staticMethod("colorInvert(_ amount: Double = 1)") { c in c.wrap(Filter.colorInvert(try c.double(0))) }
            t.staticValue("static var luminanceToAlpha: GraphicsContext.Filter") { i in i.wrapNative(Filter.luminanceToAlpha) }
        }
        nativeType("GraphicsContext.BlurOptions", payload: GraphicsContext.BlurOptions.self, conformances: ["Equatable"]) { t in
            t.constants([("opaque", GraphicsContext.BlurOptions.opaque), ("dithersResult", GraphicsContext.BlurOptions.dithersResult)])
            t.optionSetAlgebra(GraphicsContext.BlurOptions.self)
        }
        nativeType("GraphicsContext.ShadowOptions", payload: GraphicsContext.ShadowOptions.self, conformances: ["Equatable"]) { t in
            typealias Options = GraphicsContext.ShadowOptions
            t.constants([("shadowAbove", Options.shadowAbove), ("shadowOnly", Options.shadowOnly),
                         ("invertsAlpha", Options.invertsAlpha), ("disablesGroup", Options.disablesGroup)])
            t.optionSetAlgebra(Options.self)
        }
        nativeType("GraphicsContext", payload: GraphicsContext.self) { t in
            t.property("var opacity: Double { get set }") { p in .double((p as! GraphicsContext).opacity, .double) } set: { p, v, interpreter, loc in
                var context = p as! GraphicsContext
                context.opacity = try interpreter.toDouble(v, loc)
                return context
            }
            t.property("var blendMode: GraphicsContext.BlendMode { get set }") { p in NativeRegistry.shared.wrap((p as! GraphicsContext).blendMode) } set: { p, v, _, loc in
                var context = p as! GraphicsContext
                guard case .native(let n) = v.optionalPayload ?? .null, let mode = n.payload as? BlendMode else {
                    throw ScriptError(loc, "blendMode takes a GraphicsContext.BlendMode such as .multiply")
                }
                context.blendMode = mode
                return context
            }
            t.property("var transform: CGAffineTransform") { p in NativeRegistry.shared.wrap((p as! GraphicsContext).transform, as: "CGAffineTransform") }
            t.mutating("translateBy(x: CGFloat, y: CGFloat)") { (g: inout GraphicsContext, c) in g.translateBy(x: try c.double(0), y: try c.double(1)) }
            t.mutating("scaleBy(x: CGFloat, y: CGFloat)") { (g: inout GraphicsContext, c) in g.scaleBy(x: try c.double(0), y: try c.double(1)) }
            t.mutating("rotate(by angle: Angle)") { (g: inout GraphicsContext, c) in g.rotate(by: (try c.native(0) as Angle).radians) }
            t.mutating("concatenate(_ matrix: CGAffineTransform)") { (g: inout GraphicsContext, c) in g.concatenate(try c.native(0)) }
            t.mutating("clip(to path: Path, style: FillStyle = FillStyle(), options: Any? = nil)") { (g: inout GraphicsContext, c) in
                g.clip(to: try c.native(0), style: try c.native(1))
            }
            t.mutating("addFilter(_ filter: GraphicsContext.Filter, options: Any? = nil)") { (g: inout GraphicsContext, c) in
                g.addFilter(try c.native(0))
            }
            t.method("drawLayer(content: (inout GraphicsContext) throws -> Void)") { c in
                let g: GraphicsContext = try c.receiverNative()
                let content = try c.function(0), call = c
                try g.drawLayer { layer in _ = try call.call(content, [call.wrap(layer)]) }
                return .void
            }
            t.method("resolveSymbol<ID: Hashable>(id: ID) -> GraphicsContext.ResolvedSymbol?") { c in
                let g: GraphicsContext = try c.receiverNative()
                return g.resolveSymbol(id: c.interpreter.tag(for: c.value(0))).map { .some(c.wrap($0)) } ?? .null
            }
            t.method("draw(_ symbol: GraphicsContext.ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center)") { c in
                let g: GraphicsContext = try c.receiverNative()
                g.draw(try c.native(0) as GraphicsContext.ResolvedSymbol, at: try c.native(1), anchor: try c.native(2))
                return .void
            }
            t.method("draw(_ symbol: GraphicsContext.ResolvedSymbol, in rect: CGRect)") { c in
                let g: GraphicsContext = try c.receiverNative()
                g.draw(try c.native(0) as GraphicsContext.ResolvedSymbol, in: try c.native(1))
                return .void
            }
            t.method("fill(_ path: Path, with shading: GraphicsContext.Shading, style: FillStyle = FillStyle())") { c in
                let g: GraphicsContext = try c.receiverNative()
                g.fill(try c.native(0), with: try c.native(1), evenOdd: (try? c.native(2) as FillStyle)?.isEOFilled ?? false)
                return .void
            }
            t.method("stroke(_ path: Path, with shading: GraphicsContext.Shading, lineWidth: CGFloat = 1)") { c in
                let g: GraphicsContext = try c.receiverNative()
                g.stroke(try c.native(0), with: try c.native(1), style: StrokeStyle(lineWidth: try c.double(2)))
                return .void
            }
            t.method("stroke(_ path: Path, with shading: GraphicsContext.Shading, style: StrokeStyle)") { c in
                let g: GraphicsContext = try c.receiverNative()
                g.stroke(try c.native(0), with: try c.native(1), style: try c.native(2))
                return .void
            }
            for kind in ["Text", "Image", "GraphicsContext.ResolvedText", "GraphicsContext.ResolvedImage"] {
                t.method("draw(_ view: \(kind), at point: CGPoint, anchor: UnitPoint = .center)") { c in
                    let g: GraphicsContext = try c.receiverNative()
                    try g.draw(try c.resolvedView(0), at: try c.native(1), anchor: try c.native(2))
                    return .void
                }
                t.method("draw(_ view: \(kind), in rect: CGRect)") { c in
                    let g: GraphicsContext = try c.receiverNative()
                    try g.draw(try c.resolvedView(0), in: try c.native(1))
                    return .void
                }
            }
            t.method("resolve(_ text: Text) -> GraphicsContext.ResolvedText") { c in
                c.interpreter.wrap(ResolvedView(view: try c.view(0)), as: "GraphicsContext.ResolvedText")
            }
            t.method("resolve(_ image: Image) -> GraphicsContext.ResolvedImage") { c in
                c.interpreter.wrap(ResolvedView(view: try c.view(0)), as: "GraphicsContext.ResolvedImage")
            }
        }
        nativeType("GraphicsContext.BlendMode") { t in
            t.constants(BlendMode.allCases.map { ($0.rawValue, $0) })
        }
    }
}

/// A text or image a context resolved; drawing it draws the view.
struct ResolvedView {
    var view: any ViewNode
}

extension NativeCall {
    /// The script's renderer closure, argument `i`, as a canvas's renderer: run when the canvas
    /// is drawn, with the context and the canvas's size.
    func canvasRenderer(_ i: Int) throws -> (inout GraphicsContext, Size) throws -> Void {
        let renderer = try function(i)
        let interpreter = self.interpreter, loc = self.loc
        return { context, size in
            let arguments = [interpreter.wrapNative(context), interpreter.wrapNative(size)]
            try interpreter.evaluateDeferred(loc: loc) {
                _ = try interpreter.callFunction(renderer, arguments, loc)
            }
        }
    }

    /// A view to draw, or the view a `resolve(_:)` wrapped.
    func resolvedView(_ i: Int) throws -> any ViewNode {
        if case .native(let n) = value(i).optionalPayload ?? .null, let resolved = n.payload as? ResolvedView { return resolved.view }
        return try view(i)
    }
}
