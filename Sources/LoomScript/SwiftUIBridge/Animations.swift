import LoomUI

/// An animation or transition as a value: what a library builds and passes around. Pictures are
/// still (motion is the animation issue), so a value only remembers how it was made.
struct AnimationValue: Equatable {
    var description: String
    func with(_ step: String) -> AnimationValue { AnimationValue(description: description + "." + step) }
}

struct TransitionValue: Equatable {
    var description: String
}

/// `Animation`, `withAnimation`, `AnyTransition`: typed so library code that builds them runs;
/// `withAnimation` runs its body at once (a still picture shows the end state).
extension NativeRegistry {
    func installAnimations() {
        nativeType("Animation", payload: AnimationValue.self, conformances: ["Equatable"]) { t in
            t.constants(["default", "linear", "easeIn", "easeOut", "easeInOut", "spring", "interactiveSpring", "bouncy", "smooth", "snappy"]
                .map { ($0, AnimationValue(description: $0)) })
            for curve in ["linear", "easeIn", "easeOut", "easeInOut"] {
                t.staticMethod("\(curve)(duration: Double)") { c in c.wrap(AnimationValue(description: "\(curve)(duration: \(try c.double(0)))")) }
            }
            t.staticMethod("spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)") { c in
                c.wrap(AnimationValue(description: "spring(response: \(try c.double(0)), dampingFraction: \(try c.double(1)))"))
            }
            t.staticMethod("spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0)") { c in
                c.wrap(AnimationValue(description: "spring(duration: \(try c.double(0)), bounce: \(try c.double(1)))"))
            }
            t.staticMethod("interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25)") { c in
                c.wrap(AnimationValue(description: "interactiveSpring"))
            }
            t.staticMethod("interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double = 0)") { c in
                c.wrap(AnimationValue(description: "interpolatingSpring(stiffness: \(try c.double(0)), damping: \(try c.double(1)))"))
            }
            t.staticMethod("timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35)") { c in
                c.wrap(AnimationValue(description: "timingCurve"))
            }
            t.method("delay(_ delay: Double)") { c in c.wrap((try c.receiverNative() as AnimationValue).with("delay(\(try c.double(0)))")) }
            t.method("speed(_ speed: Double)") { c in c.wrap((try c.receiverNative() as AnimationValue).with("speed(\(try c.double(0)))")) }
            t.method("repeatForever(autoreverses: Bool = true)") { c in
                c.wrap((try c.receiverNative() as AnimationValue).with("repeatForever(autoreverses: \(c.bool(0)))"))
            }
            t.method("repeatCount(_ count: Int, autoreverses: Bool = true)") { c in
                c.wrap((try c.receiverNative() as AnimationValue).with("repeatCount(\(try c.int(0)))"))
            }
            t.type.describe = { ($0 as! AnimationValue).description }
        }
        nativeType("View") { t in
            for signature in ["animation(_ animation: Animation?)", "animation(_ animation: Animation?, value: Any)",
                              "transition(_ transition: AnyTransition)", "transaction(_ transform: (inout Any) -> Void)"] {
                t.method(signature) { c in c.receiverValue }
            }
        }
        globalFunction("withAnimation(_ animation: Animation? = .default, _ body: () -> Any) -> Any") { c in
            try c.call(try c.function(1), [])
        }
        globalFunction("withTransaction(_ transaction: Any, _ body: () -> Any) -> Any") { c in
            try c.call(try c.function(1), [])
        }
        nativeType("AnyTransition", payload: TransitionValue.self) { t in
            t.constants(["opacity", "scale", "slide", "identity"].map { ($0, TransitionValue(description: $0)) })
            t.staticMethod("move(edge: Edge)") { c in c.wrap(TransitionValue(description: "move")) }
            t.staticMethod("push(from edge: Edge)") { c in c.wrap(TransitionValue(description: "push")) }
            t.staticMethod("offset(x: CGFloat = 0, y: CGFloat = 0)") { c in c.wrap(TransitionValue(description: "offset")) }
            t.staticMethod("offset(_ offset: CGSize)") { c in c.wrap(TransitionValue(description: "offset")) }
            t.staticMethod("scale(scale: CGFloat, anchor: UnitPoint = .center)") { c in c.wrap(TransitionValue(description: "scale")) }
            t.staticMethod("asymmetric(insertion: AnyTransition, removal: AnyTransition)") { c in c.wrap(TransitionValue(description: "asymmetric")) }
            t.staticMethod("modifier(active: Any, identity: Any)") { c in c.wrap(TransitionValue(description: "modifier")) }
            t.method("combined(with other: AnyTransition)") { c in c.receiverValue }
            t.method("animation(_ animation: Animation?)") { c in c.receiverValue }
            t.type.describe = { ($0 as! TransitionValue).description }
        }
    }
}
