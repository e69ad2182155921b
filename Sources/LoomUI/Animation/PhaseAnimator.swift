/// SwiftUI's `PhaseAnimator` and `.phaseAnimator(_:content:animation:)` (iOS 17): content drawn
/// for one phase after another (Docs/Animation.md §Phase animators).
///
/// The content first shows phase 0. A run then moves to phase 1, 2, … and back to phase 0, each
/// step a change on the picture's clock under the animation `animation(next phase)` returns; the
/// next step starts when that animation ends (a spring when it settles), or at once when the
/// step moved nothing. Without a trigger, the run starts when the view appears and the picture
/// is that one cycle, looping. With a trigger, a run starts at each change of the trigger (a
/// picture whose trigger never changes shows phase 0).
public struct PhaseAnimatorView: ViewNode {
    public var phaseCount: Int
    /// The watched trigger as text; nil cycles from the start.
    public var trigger: String?
    public var content: (Int) throws -> any ViewNode
    /// The animation into a phase (nil: that step jumps).
    public var animation: (Int) throws -> Animation?

    public init(phaseCount: Int, trigger: String? = nil, content: @escaping (Int) throws -> any ViewNode,
                animation: @escaping (Int) throws -> Animation? = { _ in .default }) {
        self.phaseCount = phaseCount
        self.trigger = trigger
        self.content = content
        self.animation = animation
    }

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        guard phaseCount > 0 else { throw RenderError("a phase animator needs at least one phase") }
        guard let motion = environment.motion else { return try content(0).resolve(in: environment) }
        let clock = motion.clock
        let key = clock.nextKey(motion.scope + "phaseAnimator")
        if let trigger {
            if let start = clock.triggered(trigger, key: key + ".trigger") {
                clock.later { clock in try run(on: clock, key: key, from: start) }
            }
        } else {
            clock.appear { clock in try run(on: clock, key: key, from: clock.now) }
        }
        let phase = clock.states[key] as? Int ?? 0
        return try content(min(max(phase, 0), phaseCount - 1)).resolve(in: environment)
    }

    /// One run through every phase and back to the first, starting at `start`.
    private func run(on clock: MotionClock, key: String, from start: Double) throws {
        let saved = clock.now
        defer { clock.now = saved }
        clock.now = start
        for step in 1...phaseCount {
            let next = step % phaseCount
            let animation = try animation(next)
            clock.states[key] = next
            try clock.commit(animation: animation)
            if clock.lastChangeMoved { clock.now += animation?.cycleDuration ?? 0 }
        }
    }
}
