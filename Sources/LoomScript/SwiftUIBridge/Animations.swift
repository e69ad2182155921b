import LoomGraphics
import LoomUI

/// `Animation`, `withAnimation`, `.animation(_:value:)`, `AnyTransition`: SwiftUI's motion
/// vocabulary over LoomUI's model (LoomUI/Animation). In a still picture `withAnimation` just
/// runs its body; in an animated one (a block whose `onAppear`/`task` changes state) it ends a
/// change under its animation on the picture's clock.
extension NativeRegistry {
    func installAnimations() {
        nativeType("Animation", payload: LoomUI.Animation.self, conformances: ["Equatable"]) { t in
            t.constants([("default", LoomUI.Animation.default), ("linear", .linear()), ("easeIn", .easeIn()),
                         ("easeOut", .easeOut()), ("easeInOut", .easeInOut()), ("spring", .spring),
                         ("interactiveSpring", .interactiveSpring()), ("bouncy", .bouncy()), ("smooth", .smooth()),
                         ("snappy", .snappy()), ("interpolatingSpring", interpolatingSpringDefault)])
            t.staticMethod("linear(duration: Double)") { c in c.wrap(LoomUI.Animation.linear(duration: try c.double(0))) }
            t.staticMethod("easeIn(duration: Double)") { c in c.wrap(LoomUI.Animation.easeIn(duration: try c.double(0))) }
            t.staticMethod("easeOut(duration: Double)") { c in c.wrap(LoomUI.Animation.easeOut(duration: try c.double(0))) }
            t.staticMethod("easeInOut(duration: Double)") { c in c.wrap(LoomUI.Animation.easeInOut(duration: try c.double(0))) }
            t.staticMethod("spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)") { c in
                c.wrap(LoomUI.Animation.spring(response: try c.double(0), dampingFraction: try c.double(1), blendDuration: try c.double(2)))
            }
            t.staticMethod("spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0)") { c in
                c.wrap(LoomUI.Animation.spring(duration: try c.double(0), bounce: try c.double(1), blendDuration: try c.double(2)))
            }
            t.staticMethod("interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25)") { c in
                c.wrap(LoomUI.Animation.interactiveSpring(response: try c.double(0), dampingFraction: try c.double(1), blendDuration: try c.double(2)))
            }
            t.staticMethod("interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0)") { c in
                c.wrap(LoomUI.Animation.interpolatingSpring(mass: try c.double(0), stiffness: try c.double(1), damping: try c.double(2),
                                                            initialVelocity: try c.double(3)))
            }
            t.staticMethod("interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0)") { c in
                var animation = LoomUI.Animation.spring(duration: try c.double(0), bounce: try c.double(1))
                animation.name = "interpolatingSpring(duration: \(try c.double(0)), bounce: \(try c.double(1)))"
                return c.wrap(animation)
            }
            t.staticMethod("timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35)") { c in
                c.wrap(LoomUI.Animation.timingCurve(try c.double(0), try c.double(1), try c.double(2), try c.double(3), duration: try c.double(4)))
            }
            // iOS 17's springs as values: `.spring(.bouncy)`, `.interpolatingSpring(Spring(duration: 1))`.
            t.staticMethod("spring(_ spring: Spring, blendDuration: Double = 0)") { c in
                let spring: Spring = try c.native(0)
                return c.wrap(LoomUI.Animation(.spring(spring), name: "spring(\(spring))"))
            }
            t.staticMethod("interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0)") { c in
                let spring: Spring = try c.native(0)
                return c.wrap(LoomUI.Animation(.spring(Spring(stiffness: spring.stiffness, damping: spring.damping, initialVelocity: try c.double(1))),
                                               name: "interpolatingSpring(\(spring))"))
            }
            for (name, make) in [("smooth", LoomUI.Animation.smooth), ("snappy", LoomUI.Animation.snappy), ("bouncy", LoomUI.Animation.bouncy)] {
                t.staticMethod("\(name)(duration: Double = 0.5, extraBounce: Double = 0)") { c in
                    c.wrap(make(try c.double(0), try c.double(1)))
                }
            }
            t.method("delay(_ delay: Double)") { c in c.wrap((try c.receiverNative() as LoomUI.Animation).delay(try c.double(0))) }
            t.method("speed(_ speed: Double)") { c in c.wrap((try c.receiverNative() as LoomUI.Animation).speed(try c.double(0))) }
            t.method("repeatForever(autoreverses: Bool = true)") { c in
                c.wrap((try c.receiverNative() as LoomUI.Animation).repeatForever(autoreverses: c.bool(0)))
            }
            t.method("repeatCount(_ count: Int, autoreverses: Bool = true)") { c in
                c.wrap((try c.receiverNative() as LoomUI.Animation).repeatCount(try c.int(0), autoreverses: c.bool(1)))
            }
            t.type.describe = { ($0 as! LoomUI.Animation).description }
        }
        nativeType("View") { t in
            t.method("animation(_ animation: Animation?)") { c in
                c.wrap(try c.receiverView().animation(try c.optionalNative(0), value: nil))
            }
            t.method("animation(_ animation: Animation?, value: Any)") { c in
                c.wrap(try c.receiverView().animation(try c.optionalNative(0), value: c.interpreter.describe(c.value(1))))
            }
            t.method("transition(_ transition: AnyTransition)") { c in c.wrap(try c.receiverView().transition(try c.native(0))) }
            t.method("contentTransition(_ transition: ContentTransition)") { c in
                c.wrap(try c.receiverView().contentTransition(try c.native(0)))
            }
        }
        globalFunction("withAnimation(_ animation: Animation? = .default, _ body: () -> Any) -> Any") { c in
            try withAnimation(try c.optionalNative(0), try c.function(1), &c)
        }
        // iOS 17's completion runs on the picture's clock once the change is complete:
        // logically (a spring's perceptual duration) or once removed (its settling time).
        globalFunction("withAnimation(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete, _ body: () -> Any, completion: () -> Void) -> Any") { c in
            let animation: LoomUI.Animation? = try c.optionalNative(0)
            let result = try withAnimation(animation, try c.function(2), &c)
            if let clock = c.interpreter.motionClock {
                let removed = (try? c.native(1) as String) == "removed"
                let seconds = (removed ? animation?.duration : animation?.logicalDuration) ?? 0
                _ = try c.interpreter.schedule(try c.function(3), at: clock.now + seconds, loc: c.loc)
            }
            return result
        }
        nativeType("ContentTransition", payload: LoomUI.ContentTransition.self) { t in
            t.constants([("identity", LoomUI.ContentTransition.identity), ("opacity", .opacity), ("interpolate", .interpolate)])
            t.staticMethod("numericText(countsDown: Bool = false)") { c in c.wrap(LoomUI.ContentTransition.numericText(countsDown: c.bool(0))) }
            t.staticMethod("numericText(value: Double)") { c in c.wrap(LoomUI.ContentTransition.numericText(countsDown: false)) }
        }
        nativeType("AnimationCompletionCriteria", payload: String.self) { t in
            t.constants([("logicallyComplete", "logicallyComplete"), ("removed", "removed")])
        }
        nativeType("AnyTransition", payload: LoomUI.Transition.self) { t in
            t.constants([("opacity", LoomUI.Transition.opacity), ("scale", .scale(0, anchor: .center)), ("slide", .slide),
                         ("identity", .identity)])
            t.staticMethod("move(edge: Edge)") { c in c.wrap(LoomUI.Transition.move(edge(try c.native(0)))) }
            t.staticMethod("push(from edge: Edge)") { c in
                // The new view comes in from `edge` and the old one leaves towards the other side,
                // both fading, as SwiftUI's push does.
                let from = edge(try c.native(0))
                return c.wrap(LoomUI.Transition.push(from: from))
            }
            t.staticMethod("offset(x: CGFloat = 0, y: CGFloat = 0)") { c in c.wrap(LoomUI.Transition.offset(x: try c.double(0), y: try c.double(1))) }
            t.staticMethod("offset(_ offset: CGSize)") { c in
                let size: LoomGraphics.Size = try c.native(0)
                return c.wrap(LoomUI.Transition.offset(x: size.width, y: size.height))
            }
            t.staticMethod("scale(scale: CGFloat, anchor: UnitPoint = .center)") { c in
                c.wrap(LoomUI.Transition.scale(try c.double(0), anchor: try c.native(1)))
            }
            t.staticMethod("asymmetric(insertion: AnyTransition, removal: AnyTransition)") { c in
                c.wrap(LoomUI.Transition.asymmetric(insertion: try c.native(0), removal: try c.native(1)))
            }
            t.staticMethod("modifier(active: Any, identity: Any)") { c in c.wrap(LoomUI.Transition.identity) }
            t.method("combined(with other: AnyTransition)") { c in
                c.wrap(LoomUI.Transition.combined([try c.receiverNative(), try c.native(0)]))
            }
            t.method("animation(_ animation: Animation?)") { c in c.receiverValue }
            t.type.describe = { "\($0 as! LoomUI.Transition)" }
        }
    }
}

/// Runs `body` with its state changes under `animation` on the picture's clock (in a still
/// picture, just runs it).
func withAnimation(_ animation: LoomUI.Animation?, _ body: FunctionValue, _ c: inout NativeCall) throws -> Value {
    guard let clock = c.interpreter.motionClock else { return try c.call(body, []) }
    // Changes made before are not animated by this one; those made inside are.
    try clock.commit(animation: clock.transaction)
    let saved = clock.transaction
    clock.transaction = animation
    defer { clock.transaction = saved }
    let result = try c.call(body, [])
    try clock.commit(animation: animation)
    return result
}

/// `Animation.interpolatingSpring` with no arguments: `interpolatingSpring(duration: 0.5, bounce: 0)`.
private let interpolatingSpringDefault: LoomUI.Animation = {
    var animation = LoomUI.Animation.spring(duration: 0.5, bounce: 0)
    animation.name = "interpolatingSpring"
    return animation
}()

/// A script's `Edge` value (bridged as the one-edge `Edge.Set`) as LoomUI's `Edge`.
private func edge(_ set: Edge.Set) -> Edge {
    if set == .top { return .top }
    if set == .bottom { return .bottom }
    if set == .trailing { return .trailing }
    return .leading
}
