/// SwiftUI's `KeyframeAnimator` and `.keyframeAnimator(initialValue:…)` (iOS 17): content drawn
/// for the value its keyframes give at the frame's time (Docs/Animation.md §Keyframes).
///
/// Repeating, the timeline plays from the picture's start and over again; the picture lasts one
/// run and loops. Not repeating, it shows the timeline's start (the initial value), as SwiftUI
/// does. With a trigger, it plays once from each change of the trigger and then holds the end.
public struct KeyframeAnimatorView: ViewNode {
    public enum Playback: Sendable {
        case repeating(Bool)
        /// The watched trigger, as text.
        case trigger(String)
    }

    public var timeline: KeyframeTimeline
    public var playback: Playback
    /// The content for each track's value.
    public var content: ([[Double]]) throws -> any ViewNode

    public init(timeline: KeyframeTimeline, playback: Playback = .repeating(true),
                content: @escaping ([[Double]]) throws -> any ViewNode) {
        self.timeline = timeline
        self.playback = playback
        self.content = content
    }

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        try content(timeline.values(at: time(in: environment))).resolve(in: environment)
    }

    /// Where in its timeline the animator is in this pass.
    private func time(in environment: EnvironmentValues) -> Double {
        guard let motion = environment.motion else { return 0 }
        let clock = motion.clock
        let key = clock.nextKey(motion.scope + "keyframeAnimator")
        let d = timeline.duration
        switch playback {
        case .repeating(false):
            return 0
        case .repeating(true):
            guard d > 0 else { return 0 }
            clock.runs(until: d)
            // Snapshots all show the start, so that the clock sees no change to animate twice.
            guard case .frame(let t) = clock.pass else { return 0 }
            // The last frame of a picture shows the end of the run; the loop starts it again.
            return t > d ? t.truncatingRemainder(dividingBy: d) : t
        case .trigger(let trigger):
            if let start = clock.triggered(trigger, key: key + ".trigger") {
                clock.states[key] = start
                clock.runs(until: start + d)
            }
            guard case .frame(let t) = clock.pass, let start = clock.states[key] as? Double else { return 0 }
            return t < start ? 0 : t - start
        }
    }
}
