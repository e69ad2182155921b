import LoomGraphics
import LoomUI

/// `GeometryReader` and the `GeometryProxy` its content closure receives.
extension NativeRegistry {
    func installGeometryReader() {
        nativeType("GeometryProxy", payload: GeometryProxy.self) { t in
            t.property("var size: CGSize") { p in self.wrap((p as! GeometryProxy).size) }
            t.method("frame(in coordinateSpace: CoordinateSpace)") { c in
                let proxy: GeometryProxy = try c.receiverNative()
                // `.local` is the view's own bounds; any other space is the picture's.
                if case .native(let n) = c.value(0), n.payload as? String == "local" { return c.wrap(Rect(origin: .zero, size: proxy.size)) }
                return c.wrap(proxy.frame)
            }
            t.property("var safeAreaInsets: EdgeInsets") { _ in self.wrap(EdgeInsets()) }
        }
        nativeType("GeometryReader", conformances: ["View"]) { t in
            t.initializer("init<Content: View>(@ViewBuilder content: (GeometryProxy) -> Content)") { c in
                let f = try c.function(0)
                let interp = c.interpreter, loc = c.loc
                // The generic arguments of the body that made it (`Inner<E>()` inside `Outer<E>`).
                let generics = interp.genericScopes.last
                return c.wrap(GeometryReader(environmentContent: { proxy, environment in
                    try interp.evaluateDeferred(loc: loc) {
                        // Run at layout: the closure sees the environment the reader is drawn in,
                        // and the generic arguments it was made with.
                        interp.environmentStack.append(environment)
                        if let generics { interp.genericScopes.append(generics) }
                        defer {
                            interp.environmentStack.removeLast()
                            if generics != nil { interp.genericScopes.removeLast() }
                        }
                        let v = try interp.callFunction(f, [interp.wrapNative(proxy)], loc)
                        return LoomUI.Group(content: try interp.builderChildren(v, loc: loc))
                    }
                }))
            }
        }

        // Controls: bindings are plain values in a static picture (`$x` reads `x`).
    }
}
