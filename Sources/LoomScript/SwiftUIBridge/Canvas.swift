import LoomGraphics
import LoomUI

/// `Canvas { context, size in … }` and its `GraphicsContext`: fill and stroke paths with colours,
/// gradients or styles, draw text and images (resolved or not), transform, fade, blend and clip.
/// The context is a value: `var copy = context` then `copy.rotate(by:)` leaves `context` as it was.
extension NativeRegistry {
    func installCanvas() {
        nativeType("Canvas", conformances: ["View"]) { t in
            t.initializer("init(opaque: Bool = false, colorMode: Any? = nil, rendersAsynchronously: Bool = false, renderer: (inout GraphicsContext, CGSize) -> Void)") { c in
                let renderer = try c.function(3)
                let interpreter = c.interpreter, loc = c.loc
                return c.wrap(CanvasView { context, size in
                    let arguments = [interpreter.wrapNative(context), interpreter.wrapNative(size)]
                    try interpreter.evaluateDeferred(loc: loc) {
                        _ = try interpreter.callFunction(renderer, arguments, loc)
                    }
                })
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
    /// A view to draw, or the view a `resolve(_:)` wrapped.
    func resolvedView(_ i: Int) throws -> any ViewNode {
        if case .native(let n) = value(i).optionalPayload ?? .null, let resolved = n.payload as? ResolvedView { return resolved.view }
        return try view(i)
    }
}
