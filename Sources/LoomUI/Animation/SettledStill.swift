/// The environment a still picture of `view` is drawn in so that it shows SwiftUI's first frame:
/// the view after the actions it starts on appearing (`onAppear`, `task`) have run, for SwiftUI
/// runs them before that frame is on screen. A change they make without an animation is in the
/// picture; one made with an animation has only begun (an animated picture's first frame, its
/// default poster, shows the same). Nil when no action changed anything: the still is drawn as it is.
/// `atEnd`: the view once those animations have ended instead, as Xcode's preview canvas shows
/// it a moment after it appeared.
public func settledEnvironment(
    _ view: any ViewNode,
    proposal: ProposedSize = .unspecified,
    scale: Double = 2,
    environment: EnvironmentValues = EnvironmentValues(),
    atEnd: Bool = false
) throws -> EnvironmentValues? {
    // (A still is before any timer fires, even at the end of what appearing animated: a timer
    // started on appearing ticks only in an animated picture, so its later states do not leak
    // into this one.)
    let (clock, _) = try runActions(view, proposal: proposal, scale: scale, environment: environment, horizon: 0)
    return settledEnvironment(after: clock, environment, atEnd: atEnd)
}

/// `environment` drawing at the first frame of `clock` (or, `atEnd`, where its animations end),
/// whose actions have run; nil when they changed nothing.
func settledEnvironment(after clock: MotionClock, _ environment: EnvironmentValues, atEnd: Bool = false) -> EnvironmentValues? {
    guard !clock.changes.isEmpty else { return nil }
    let end = atEnd ? clock.appearanceEnd : 0
    clock.begin(.frame(end.isFinite ? max(0, end) : 0))
    var settled = environment
    settled.motion = MotionContext(clock: clock)
    settled.motion?.isSettledStill = true
    return settled
}
