import Foundation
import Testing
import LoomUI

/// SwiftUI's curves at known times, against the formulas in Docs/Animation.md (computed here
/// independently: the Bézier by dense sampling, the springs by their closed forms).
@Suite struct AnimationCurveTests {
    /// y where x = `x` on the cubic Bézier (0,0) c0 c1 (1,1), by sampling its parameter finely.
    private func sampledBezier(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, at x: Double) -> Double {
        func b(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var best = (distance: Double.infinity, y: 0.0)
        for i in 0...200_000 {
            let s = Double(i) / 200_000
            let d = abs(b(s, c0x, c1x) - x)
            if d < best.distance { best = (d, b(s, c0y, c1y)) }
        }
        return best.y
    }

    @Test func timingCurvesFollowTheirBezierPoints() {
        // easeIn (0.42, 0, 1, 1), easeOut (0, 0, 0.58, 1), easeInOut (0.42, 0, 0.58, 1), 0.35 s each.
        let cases: [(Animation, (Double, Double, Double, Double))] = [
            (.easeIn(), (0.42, 0, 1, 1)), (.easeOut(), (0, 0, 0.58, 1)), (.easeInOut(), (0.42, 0, 0.58, 1)),
            (.timingCurve(0.2, 0.8, 0.3, 1.2, duration: 0.35), (0.2, 0.8, 0.3, 1.2)),
        ]
        for (animation, (a, b, c, d)) in cases {
            #expect(animation.duration == 0.35)
            for fraction in [0.1, 0.25, 0.5, 0.75, 0.9] {
                let expected = sampledBezier(a, b, c, d, at: fraction)
                #expect(abs(animation.progress(at: fraction * 0.35) - expected) < 1e-4, "\(animation) at \(fraction)")
            }
        }
        #expect(Animation.linear(duration: 2).progress(at: 0.5) == 0.25)
        #expect(abs(Animation.easeInOut(duration: 1).progress(at: 0.5) - 0.5) < 1e-9)
        #expect(Animation.easeInOut(duration: 1).progress(at: -1) == 0)
        #expect(Animation.easeInOut(duration: 1).progress(at: 1) == 1)
    }

    @Test func springsMatchTheirClosedForms() {
        // spring(duration: 0.5, bounce: 0.3) is Apple's documented example: stiffness 157.9, damping 17.6.
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(abs(spring.stiffness - 157.9) < 0.05)
        #expect(abs(spring.damping - 17.6) < 0.05)
        // Under-damped: 1 - e^(-ζωt)(cos ωd t + ζω/ωd sin ωd t).
        let omega = 2 * Double.pi / 0.5, zeta = 0.7, omegaD = omega * (1 - zeta * zeta).squareRoot()
        for t in [0.05, 0.1, 0.2, 0.4, 0.8] {
            let expected = 1 - exp(-zeta * omega * t) * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t))
            #expect(abs(spring.value(at: t) - expected) < 1e-9)
        }
        // Critically damped (bounce 0, and the iOS 17 `.default`: response 0.55, damping fraction 1).
        let critical = Spring(response: 0.55, dampingRatio: 1)
        let w = 2 * Double.pi / 0.55
        for t in [0.05, 0.1, 0.3] {
            #expect(abs(critical.value(at: t) - (1 - exp(-w * t) * (1 + w * t))) < 1e-9)
            #expect(abs(Animation.default.progress(at: t) - (1 - exp(-w * t) * (1 + w * t))) < 1e-9)
        }
        // interpolatingSpring(stiffness: 100, damping: 10): mass 1, ζ = 10 / (2·10) = 0.5.
        let interpolating = Animation.interpolatingSpring(stiffness: 100, damping: 10)
        let wd = 10 * (1 - 0.25).squareRoot()
        #expect(abs(interpolating.progress(at: 0.1) - (1 - exp(-5 * 0.1) * (cos(wd * 0.1) + 5 / wd * sin(wd * 0.1)))) < 1e-9)
        // A bouncy spring overshoots; every spring ends exactly on its target once settled.
        #expect((0..<100).contains { Animation.bouncy().progress(at: Double($0) / 100) > 1 })
        let settled = try! #require(Animation.bouncy().duration)
        #expect(Animation.bouncy().progress(at: settled) == 1)
        #expect(abs(Animation.bouncy().progress(at: settled - 0.01) - 1) < 0.002)
    }

    @Test func presetsAreSwiftUIs() {
        // iOS 17: smooth = bounce 0, snappy = 0.15, bouncy = 0.3, all 0.5 s.
        #expect(Animation.smooth().base == .spring(Spring(duration: 0.5, bounce: 0)))
        #expect(Animation.snappy().base == .spring(Spring(duration: 0.5, bounce: 0.15)))
        #expect(Animation.bouncy().base == .spring(Spring(duration: 0.5, bounce: 0.3)))
        #expect(Animation.spring(response: 0.5, dampingFraction: 0.825).base == .spring(Spring(response: 0.5, dampingRatio: 0.825)))
    }

    @Test func delaySpeedAndRepeats() {
        let linear = Animation.linear(duration: 1)
        #expect(linear.delay(0.5).progress(at: 0.5) == 0)
        #expect(linear.delay(0.5).progress(at: 1) == 0.5)
        #expect(linear.delay(0.5).duration == 1.5)
        #expect(linear.speed(2).progress(at: 0.25) == 0.5)
        #expect(linear.speed(2).duration == 0.5)
        // Autoreversing repeats run there and back; a finite repeat ends on the new value.
        let twice = linear.repeatCount(2, autoreverses: true)
        #expect(twice.progress(at: 0.5) == 0.5)
        #expect(twice.progress(at: 1.25) == 0.75)
        #expect(twice.progress(at: 2.5) == 1)
        #expect(twice.duration == 2)
        let forever = linear.repeatForever(autoreverses: true)
        #expect(forever.duration == nil)
        #expect(forever.cycleDuration == 2)
        #expect(forever.progress(at: 3.25) == 0.75)
        #expect(linear.repeatForever(autoreverses: false).progress(at: 3.25) == 0.25)
        #expect(linear.repeatForever(autoreverses: false).cycleDuration == 1)
    }

    @Test func aSpringOfZeroResponseLandsAtOnce() {
        // SwiftUI: "a response of 0 is an infinitely-stiff spring" — undamped or not, no swing.
        for animation in [Animation.spring(response: 0, dampingFraction: 0), .interactiveSpring(response: 0), .spring(duration: 0)] {
            #expect(animation.progress(at: 0) == 0)
            #expect(animation.progress(at: 0.001) == 1)
            #expect(animation.progress(at: 3) == 1)
            #expect(animation.duration == 0)
        }
        #expect(Animation.spring(response: 0.5, dampingFraction: 0.5).progress(at: 0.05) < 1)
    }
}
