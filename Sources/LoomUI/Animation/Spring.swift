import Foundation

/// A damped spring of mass 1 pulling a value from 0 to 1: SwiftUI's spring animations
/// (Docs/Animation.md §Springs gives the formulas and where they come from).
public struct Spring: Hashable, Sendable {
    public var stiffness: Double
    public var damping: Double
    /// In units of the whole change per second (SwiftUI's `initialVelocity`).
    public var initialVelocity: Double
    /// Seconds until it stays within 0.001 of rest (`settlingDuration`), found once.
    public private(set) var settlingTime = 0.0

    public init(stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        // A spring needs a pull; a negative damping would grow without end.
        self.stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 1
        self.damping = damping.isFinite ? max(damping, 0) : 0
        self.initialVelocity = initialVelocity.finiteOrZero
        self.settlingTime = settlingDuration()
    }

    /// `spring(response:dampingFraction:)`: the period of the undamped spring and the fraction
    /// of critical damping.
    public init(response: Double, dampingRatio: Double) {
        let response = response.isFinite && response > 0 ? response : 0.5
        let omega = 2 * Double.pi / response
        self.init(stiffness: omega * omega, damping: 4 * Double.pi * max(dampingRatio.finiteOrZero, 0) / response)
    }

    /// `spring(duration:bounce:)`: bounce 0 is critical damping, up to 1 (no damping); below 0
    /// over-damped, down to -1.
    public init(duration: Double, bounce: Double) {
        let b = min(max(bounce.finiteOrZero, -0.999), 1)
        let ratio = b < 0 ? 1 / (1 + b) : 1 - b
        self.init(response: duration, dampingRatio: ratio)
    }

    public var angularFrequency: Double { stiffness.squareRoot() }
    public var dampingRatio: Double { damping / (2 * stiffness.squareRoot()) }

    /// Where the spring is at `time` seconds, 0 at the start and 1 at rest.
    public func value(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        let omega = angularFrequency, zeta = dampingRatio
        let v0 = initialVelocity
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let b = (zeta * omega - v0) / omegaD
            return 1 - exp(-zeta * omega * time) * (cos(omegaD * time) + b * sin(omegaD * time))
        }
        if zeta == 1 {
            return 1 - exp(-omega * time) * (1 + (omega - v0) * time)
        }
        // Over-damped: two decaying exponentials.
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        // x(t) = 1 - (c1 e^{r1 t} + c2 e^{r2 t}), c1 + c2 = 1, c1 r1 + c2 r2 = -v0.
        let c2 = (-v0 - r1) / (r2 - r1)
        let c1 = 1 - c2
        return 1 - (c1 * exp(r1 * time) + c2 * exp(r2 * time))
    }

    /// How long until the spring stays within `epsilon` of rest: sampled every 1/120 s, at most 20 s.
    public func settlingDuration(epsilon: Double = 0.001) -> Double {
        let step = 1.0 / 120, limit = 20.0
        var lastOutside = 0.0
        var t = 0.0
        while t <= limit {
            if abs(1 - value(at: t)) >= epsilon { lastOutside = t }
            // Past a full second within the band, the decay only shrinks.
            if t - lastOutside > 1 { break }
            t += step
        }
        return min(lastOutside + step, limit)
    }
}
