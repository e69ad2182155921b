/// The environment a still picture of `view` is drawn in so that it shows SwiftUI's first frame:
/// the view after the actions it starts on appearing (`onAppear`, `task`) have run, for SwiftUI
/// runs them before that frame is on screen. A change they make without an animation is in the
/// picture; one made with an animation has only begun (an animated picture's first frame, its
/// default poster, shows the same). Nil when no action changed anything: the still is drawn as it is.
public func settledEnvironment(
    _ view: any ViewNode,
    proposal: ProposedSize = .unspecified,
    scale: Double = 2,
    environment: EnvironmentValues = EnvironmentValues()
) throws -> EnvironmentValues? {
    let (clock, _) = try runActions(view, proposal: proposal, scale: scale, environment: environment)
    return settledEnvironment(after: clock, environment)
}

/// `environment` drawing at the first frame of `clock`, whose actions have run; nil when they changed nothing.
func settledEnvironment(after clock: MotionClock, _ environment: EnvironmentValues) -> EnvironmentValues? {
    guard !clock.changes.isEmpty else { return nil }
    clock.begin(.frame(0))
    var settled = environment
    settled.motion = MotionContext(clock: clock)
    settled.motion?.isSettledStill = true
    return settled
}
