import Foundation
import Testing
import LoomGraphics
import LoomUI

/// Keyframes (#13): each kind's segment from SwiftUI's documentation (Docs/Animation.md
/// §Keyframes), and a `KeyframeAnimatorView` placing its content at the track's value.
@Suite struct KeyframeTests {
    static func close(_ a: Double, _ b: Double, within e: Double = 1e-6) -> Bool { abs(a - b) <= e }

    @Test func aLinearKeyframeFollowsItsCurveFromTheValueBefore() {
        let track = KeyframeTrack(initial: [0], keyframes: [.linear([100], duration: 1, curve: .linear),
                                                           .linear([0], duration: 2, curve: .easeIn)])
        #expect(track.duration == 3)
        #expect(Self.close(track.value(at: 0.25)[0], 25))
        #expect(Self.close(track.value(at: 1)[0], 100))
        #expect(Self.close(track.value(at: 2)[0], 100 - 100 * UnitCurve.easeIn.value(at: 0.5)))
        // Before the start, the initial value; after the end, the last keyframe's.
        #expect(track.value(at: -1) == [0])
        #expect(track.value(at: 5) == [0])
    }

    @Test func aMoveKeyframeJumpsAndTakesNoTime() {
        let track = KeyframeTrack(initial: [0], keyframes: [.move([-10]), .linear([10], duration: 1, curve: .linear)])
        #expect(track.duration == 1)
        #expect(track.value(at: 0) == [-10])
        #expect(Self.close(track.value(at: 0.5)[0], 0))
    }

    @Test func aSpringKeyframeIsTheSpringFromRest() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        let track = KeyframeTrack(initial: [0], keyframes: [.spring([1], duration: nil, spring: spring, startVelocity: nil)])
        // Without a duration it lasts until the spring settles; from rest it is the animation's spring.
        #expect(track.duration == spring.settlingTime)
        for t in [0.05, 0.1, 0.2, 0.4] {
            #expect(Self.close(track.value(at: t)[0], spring.value(at: t)), "t = \(t)")
        }
    }

    @Test func aSpringCutShortHandsOnWhereItGot() {
        let spring = Spring(duration: 0.5, bounce: 0)
        let track = KeyframeTrack(initial: [0], keyframes: [.spring([100], duration: 0.1, spring: spring, startVelocity: nil),
                                                           .linear([100], duration: 1, curve: .linear)])
        let reached = 100 * spring.value(at: 0.1)
        #expect(reached < 50)
        #expect(Self.close(track.value(at: 0.1)[0], reached))
        #expect(Self.close(track.value(at: 0.6)[0], reached + (100 - reached) / 2))
    }

    @Test func adjacentCubicKeyframesAreACatmullRomSpline() {
        // 0 → 10 → 0, a second each: the tangent at 10 is (0 − 0) / 2 = 0; at the ends one-sided.
        let track = KeyframeTrack(initial: [0], keyframes: [.cubic([10], duration: 1, startVelocity: nil, endVelocity: nil),
                                                           .cubic([0], duration: 1, startVelocity: nil, endVelocity: nil)])
        // Hermite at s = 0.5: h10 · 1 · 10 + h01 · 10 = 0.125 · 10 + 0.5 · 10.
        #expect(Self.close(track.value(at: 0.5)[0], 6.25))
        #expect(Self.close(track.value(at: 1)[0], 10))
        #expect(Self.close(track.value(at: 1.5)[0], 6.25))
        // The peak is the keyframe: the curve is flat there.
        #expect(track.value(at: 0.99)[0] < 10 && track.value(at: 1.01)[0] < 10)
    }

    @Test func aCubicAfterALinearKeyframeStartsAtItsVelocity() {
        // The linear segment ends at 100 pt/s; a cubic with that start velocity and an explicit end.
        let track = KeyframeTrack(initial: [0], keyframes: [.linear([100], duration: 1, curve: .linear),
                                                           .cubic([100], duration: 1, startVelocity: nil, endVelocity: [0])])
        let dt = 1e-4
        let velocity = (track.value(at: 1 + dt)[0] - track.value(at: 1)[0]) / dt
        #expect(Self.close(velocity, 100, within: 0.1))
    }

    @Test func tracksPlayTogetherAndTheLongestSetsTheLength() {
        let timeline = KeyframeTimeline(tracks: [
            KeyframeTrack(initial: [0], keyframes: [.linear([10], duration: 0.5, curve: .linear)]),
            KeyframeTrack(initial: [0, 0], keyframes: [.linear([20, 40], duration: 2, curve: .linear)]),
        ])
        #expect(timeline.duration == 2)
        let values = timeline.values(at: 1)
        #expect(values[0] == [10])
        #expect(Self.close(values[1][0], 10) && Self.close(values[1][1], 20))
    }

    static func mover(_ playback: KeyframeAnimatorView.Playback) -> KeyframeAnimatorView {
        let timeline = KeyframeTimeline(tracks: [KeyframeTrack(initial: [0], keyframes: [.linear([100], duration: 1, curve: .linear)])])
        return KeyframeAnimatorView(timeline: timeline, playback: playback) { values in
            Rectangle().fill(Color.red).frame(width: 10, height: 10).offset(x: values[0][0])
        }
    }

    @Test func theAnimatorPlacesItsContentAtTheTracksValue() throws {
        let layouts = try #require(try animationLayouts(Self.mover(.repeating(true)), scale: 1000, at: [0, 0.25, 1, 1.25]))
        let xs = layouts.map { $0.last!.frame.minX }
        #expect(zip(xs, [0, 25, 100, 25]).allSatisfy { abs($0 - $1) < 0.002 }, "\(xs)")
        // One run is the picture: 1 s at 30 fps.
        var frames = 0
        let summary = try renderAnimation(Self.mover(.repeating(true)), scale: 1) { _ in frames += 1 }
        #expect(summary?.duration == 1 && frames == 31)
    }

    @Test func notRepeatingItShowsTheStart() throws {
        #expect(try animationLayouts(Self.mover(.repeating(false)), at: [0.5]) == nil)
    }
}
