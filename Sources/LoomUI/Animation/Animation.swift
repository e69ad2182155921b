/// SwiftUI's `Animation`: how a change moves from its old value to its new one over time.
///
/// A base curve (a Bézier timing curve over a duration, or a spring) wrapped in any number of
/// `delay`, `speed` and `repeatCount`/`repeatForever` steps, applied in the order they were
/// written. `progress(at:)` is the fraction of the change shown `t` seconds after it began (a
/// spring overshoots past 1). The values and their sources: Docs/Animation.md.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    public enum Base: Hashable, Sendable {
        case curve(UnitCurve, duration: Double)
        case spring(Spring)
    }

    public enum Step: Hashable, Sendable {
        case delay(Double)
        case speed(Double)
        /// `count` nil repeats forever.
        case repeating(count: Int?, autoreverses: Bool)
    }

    public var base: Base
    public var steps: [Step] = []
    /// How the animation was written (`easeInOut(duration: 1).delay(0.5)`), for descriptions.
    public var name: String

    public init(_ base: Base, name: String) {
        self.base = base
        self.name = name
    }

    public var description: String { name }

    // MARK: The curves (Docs/Animation.md §Curves)

    /// SwiftUI's default duration for the timing-curve animations.
    public static let defaultDuration = 0.35

    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double,
                                   duration: Double = defaultDuration) -> Animation {
        Animation(.curve(UnitCurve(c0x, c0y, c1x, c1y), duration: safeDuration(duration)),
                  name: "timingCurve(\(c0x), \(c0y), \(c1x), \(c1y), duration: \(duration))")
    }

    public static func linear(duration: Double = defaultDuration) -> Animation {
        Animation(.curve(.linear, duration: safeDuration(duration)), name: "linear(duration: \(duration))")
    }

    public static func easeIn(duration: Double = defaultDuration) -> Animation {
        Animation(.curve(.easeIn, duration: safeDuration(duration)), name: "easeIn(duration: \(duration))")
    }

    public static func easeOut(duration: Double = defaultDuration) -> Animation {
        Animation(.curve(.easeOut, duration: safeDuration(duration)), name: "easeOut(duration: \(duration))")
    }

    public static func easeInOut(duration: Double = defaultDuration) -> Animation {
        Animation(.curve(.easeInOut, duration: safeDuration(duration)), name: "easeInOut(duration: \(duration))")
    }

    // MARK: Springs (Docs/Animation.md §Springs)

    /// iOS 17's `Animation.default`: a critically damped spring with a 0.55 s response.
    public static let `default` = Animation(.spring(Spring(response: 0.55, dampingRatio: 1)), name: "default")

    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(springBase(response, Spring(response: response, dampingRatio: dampingFraction)),
                  name: "spring(response: \(response), dampingFraction: \(dampingFraction))")
    }

    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(springBase(duration, Spring(duration: duration, bounce: bounce)), name: "spring(duration: \(duration), bounce: \(bounce))")
    }

    /// A response (or duration) of 0 is SwiftUI's "infinitely stiff spring": the change lands at
    /// once, whatever the damping.
    private static func springBase(_ response: Double, _ spring: Spring) -> Base {
        response == 0 ? .curve(.linear, duration: 0) : .spring(spring)
    }

    /// `.spring` with no arguments (iOS 17): `spring(duration: 0.5, bounce: 0)`.
    public static let spring = Animation.spring(duration: 0.5, bounce: 0)

    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        Animation(springBase(response, Spring(response: response, dampingRatio: dampingFraction)),
                  name: "interactiveSpring(response: \(response), dampingFraction: \(dampingFraction))")
    }

    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        // A heavier mass is the same motion as a spring with stiffness and damping divided by it.
        let m = mass.isFinite && mass > 0 ? mass : 1
        return Animation(.spring(Spring(stiffness: stiffness / m, damping: damping / m, initialVelocity: initialVelocity)),
                         name: "interpolatingSpring(stiffness: \(stiffness), damping: \(damping))")
    }

    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(.spring(Spring(duration: duration, bounce: extraBounce)), name: "smooth")
    }

    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(.spring(Spring(duration: duration, bounce: 0.15 + extraBounce)), name: "snappy")
    }

    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(.spring(Spring(duration: duration, bounce: 0.3 + extraBounce)), name: "bouncy")
    }

    // MARK: Steps

    public func delay(_ seconds: Double) -> Animation {
        adding(.delay(max(seconds.finiteOrZero, 0)), "delay(\(seconds))")
    }

    public func speed(_ speed: Double) -> Animation {
        adding(.speed(speed.isFinite && speed > 0 ? speed : 1), "speed(\(speed))")
    }

    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
        adding(.repeating(count: max(count, 1), autoreverses: autoreverses), "repeatCount(\(count), autoreverses: \(autoreverses))")
    }

    public func repeatForever(autoreverses: Bool = true) -> Animation {
        adding(.repeating(count: nil, autoreverses: autoreverses), "repeatForever(autoreverses: \(autoreverses))")
    }

    private func adding(_ step: Step, _ text: String) -> Animation {
        var copy = self
        copy.steps.append(step)
        copy.name += "." + text
        return copy
    }

    private static func safeDuration(_ d: Double) -> Double { d.isFinite && d > 0 ? d : 0 }

    // MARK: Time

    /// The base curve's own length: a spring's is its settling time.
    var baseDuration: Double {
        switch base {
        case .curve(_, let duration): return duration
        case .spring(let spring): return spring.settlingTime
        }
    }

    /// Seconds until the animation ends; nil when it repeats forever.
    public var duration: Double? { duration(ofBase: baseDuration) }

    /// Seconds until a `withAnimation` completion with `.logicallyComplete` runs: a spring is
    /// logically complete after its perceptual duration (the response, `2π/ω`), before its long
    /// tail settles. Nil when it repeats forever.
    public var logicalDuration: Double? {
        switch base {
        case .curve(_, let duration): return self.duration(ofBase: duration)
        case .spring(let spring): return self.duration(ofBase: min(2 * Double.pi / spring.angularFrequency, spring.settlingTime))
        }
    }

    private func duration(ofBase base: Double) -> Double? {
        var d: Double? = base
        for step in steps {
            guard let inner = d else { return nil }
            switch step {
            case .delay(let seconds): d = inner + seconds
            case .speed(let speed): d = inner / speed
            case .repeating(let count?, _): d = inner * Double(count)
            case .repeating(nil, _): d = nil
            }
        }
        return d
    }

    /// One cycle of a repeating animation (there and back when it autoreverses): how long a
    /// picture of it lasts, so that the picture loops seamlessly. For other animations, `duration`.
    public var cycleDuration: Double {
        var d = baseDuration
        for step in steps {
            switch step {
            case .delay(let seconds): d += seconds
            case .speed(let speed): d /= speed
            case .repeating(let count, let autoreverses):
                if let count { d *= Double(count) } else { d *= autoreverses ? 2 : 1 }
            }
        }
        return d
    }

    /// The fraction of the change shown `time` seconds after it began: 0 before, 1 once done.
    public func progress(at time: Double) -> Double {
        progress(at: time, through: steps.count)
    }

    /// The progress of the base wrapped in the first `depth` steps.
    private func progress(at time: Double, through depth: Int) -> Double {
        guard depth > 0 else { return baseProgress(at: time) }
        switch steps[depth - 1] {
        case .delay(let seconds):
            return progress(at: time - seconds, through: depth - 1)
        case .speed(let speed):
            return progress(at: time * speed, through: depth - 1)
        case .repeating(let count, let autoreverses):
            let inner = innerDuration(depth - 1)
            guard inner > 0, time > 0 else { return progress(at: time, through: depth - 1) }
            let cycle = (time / inner).rounded(.down)
            // A finite repeat ends on the new value, as SwiftUI's does (it jumps there if the
            // last run went backwards).
            if let count, cycle >= Double(count) { return 1 }
            let local = time - cycle * inner
            let backwards = autoreverses && cycle.truncatingRemainder(dividingBy: 2) == 1
            return progress(at: backwards ? inner - local : local, through: depth - 1)
        }
    }

    /// How long the base wrapped in the first `depth` steps lasts (finite: only repeats are forever).
    private func innerDuration(_ depth: Int) -> Double {
        var d = baseDuration
        for step in steps.prefix(depth) {
            switch step {
            case .delay(let seconds): d += seconds
            case .speed(let speed): d /= speed
            case .repeating(let count, _): d *= Double(count ?? 1)
            }
        }
        return d
    }

    private func baseProgress(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        switch base {
        case .curve(let curve, let duration):
            guard duration > 0, time < duration else { return 1 }
            return curve.value(at: time / duration)
        case .spring(let spring):
            // Springs end when they settle, exactly on the new value.
            return time >= spring.settlingTime ? 1 : spring.value(at: time)
        }
    }
}
