/// `TimelineView(.animation) { context in … }`: content built for the time it is shown at.
/// In an animated picture the time is the frame's (seconds since the picture began); a still
/// picture shows time 0. `.periodic(from:by:)` is sampled at its steps.
public struct TimelineView: ViewNode {
    /// Seconds between updates; nil updates every frame (`.animation`).
    public var period: Double?
    public var content: (Double) throws -> any ViewNode

    public init(period: Double? = nil, content: @escaping (Double) throws -> any ViewNode) {
        self.period = period
        self.content = content
    }

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        var time = environment.motion?.clock.time ?? 0
        if let period, period > 0, period.isFinite { time = (time / period).rounded(.down) * period }
        return try content(time).resolve(in: environment)
    }
}
