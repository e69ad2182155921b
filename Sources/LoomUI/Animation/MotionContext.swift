/// What a view being resolved knows about time: the picture's clock, and the animation an
/// `.animation(_:value:)` above it imposes on this snapshot's change (SwiftUI's transaction as
/// it flows down the view). Absent (`EnvironmentValues.motion == nil`) for still pictures.
public struct MotionContext {
    public var clock: MotionClock
    /// `.some(animation)` when a modifier above decides the animation (`.some(nil)`: none).
    public var implicitAnimation: Animation??
    /// The keys of values below a transition are counted apart (`scope/kind#n`), so a view
    /// inserted there does not shift the keys of the views after it.
    public var scope = ""
    /// Inside the body of an animatable view or modifier that a frame shows part way: the values
    /// it computes from its data are shown as they are, not moved a second time (in SwiftUI the
    /// animation is spent on the data; the body is recomputed from it each frame).
    public var holdsValues = false
    /// A still picture drawn after its actions ran (`settledEnvironment`), not a frame: its
    /// `onPreferenceChange` actions run as any still picture's do, over that state.
    public var isSettledStill = false

    public init(clock: MotionClock) {
        self.clock = clock
    }
}

extension EnvironmentValues {
    /// `value` as this pass shows it: itself in a still picture and in snapshots, part way
    /// between its snapshots in a frame. `kind` names what it is (`offset`, `opacity`, …).
    public func animated<T: AnimatableData>(_ value: T, _ kind: String) -> T {
        guard let motion else { return value }
        let key = motion.clock.nextKey(motion.scope + kind)
        if motion.holdsValues, case .frame = motion.clock.pass { return value }
        return motion.clock.animate(value, key: key, implicit: motion.implicitAnimation)
    }
}

extension EnvironmentValues {
    /// `value`, which does not animate, as this pass shows it (`MotionClock.discrete`): itself in
    /// a still picture and in snapshots; in a frame, as the changes made by then left it.
    func discrete<T: Equatable>(_ value: T, _ kind: String) -> (shown: T, before: T?, progress: Double) {
        guard let motion else { return (value, nil, 1) }
        let key = motion.clock.nextKey(motion.scope + kind)
        if motion.holdsValues, case .frame = motion.clock.pass { return (value, nil, 1) }
        return motion.clock.discrete(value, key: key, implicit: motion.implicitAnimation)
    }
}
