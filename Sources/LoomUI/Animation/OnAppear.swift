/// `onAppear(perform:)` and `task(_:)`: actions an animated picture runs when the view first
/// appears, at virtual time 0 (a still picture runs none: it shows the view as it first appears).
extension ViewNode {
    public func onAppear(_ action: @escaping (MotionClock) throws -> Void) -> AppearActionView {
        AppearActionView(content: self, action: action)
    }
}

public struct AppearActionView: ViewNode {
    public var content: any ViewNode
    public var action: (MotionClock) throws -> Void

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        environment.motion?.clock.appear(action)
        return try content.resolve(in: environment)
    }
}
