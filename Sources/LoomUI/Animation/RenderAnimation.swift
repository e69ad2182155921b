import LoomGraphics

/// How an animated picture is sampled.
public struct AnimationOptions: Equatable, Sendable {
    /// Seconds shown; nil: until the last animation ends (one cycle of a repeating one).
    public var duration: Double?
    public var framesPerSecond: Int
    /// The most frames × pixels one picture may draw (the `frames` budget).
    public var maximumPixels: Int
    /// A picture whose animations never end on their own (only `TimelineView`) lasts this long.
    public static let defaultDuration = 2.0
    /// An animation longer than this is cut here unless `duration` says otherwise.
    public static let longestDuration = 10.0

    public init(duration: Double? = nil, framesPerSecond: Int = 30, maximumPixels: Int = 200_000_000) {
        self.duration = duration
        self.framesPerSecond = framesPerSecond
        self.maximumPixels = maximumPixels
    }
}

/// What `renderAnimation` drew.
public struct AnimationSummary: Equatable {
    public var frameCount: Int
    public var framesPerSecond: Int
    /// Seconds from the first frame to the last.
    public var duration: Double
    public var pixelWidth: Int
    public var pixelHeight: Int
    public var scale: Double
    public var colorScheme: ColorScheme
}

/// Draws `view` over time on a `MotionClock`, handing each frame to `frame` in order: frame i
/// shows time i / fps, the last one the end of the animation. Returns nil, drawing nothing,
/// when the view does not move (no animated change, no `TimelineView`): it is a still picture,
/// and `still` is given the environment that draws it after its actions (`settledEnvironment`).
/// Every frame has the same size: the union of what all frames cover.
public func renderAnimation(
    _ view: any ViewNode,
    proposal: ProposedSize = .unspecified,
    scale: Double = 2,
    environment: EnvironmentValues = EnvironmentValues(),
    background: RGBA? = nil,
    options: AnimationOptions = AnimationOptions(),
    still: ((EnvironmentValues) -> Void)? = nil,
    frame: (Bitmap) throws -> Void
) throws -> AnimationSummary? {
    guard scale > 0, scale.isFinite else { throw RenderError("scale must be a positive number, not \(scale)") }
    guard (1...120).contains(options.framesPerSecond) else {
        throw RenderError("fps must be between 1 and 120, not \(options.framesPerSecond)")
    }
    let horizon = options.duration ?? AnimationOptions.defaultDuration
    let (clock, layOut) = try runActions(view, proposal: proposal, scale: scale, environment: environment, horizon: horizon)
    let span = clock.animatedSpan
    guard span.animates || clock.readsTime else {
        // A still: what its actions changed, for `still` to draw it with (`settledEnvironment`).
        // (Run again without the later ticks of its timers when there were any: a still is the
        // first frame, before them.)
        if let still {
            let settled = clock.changes.contains(where: { $0.time > 0 })
                ? try settledEnvironment(view, proposal: proposal, scale: scale, environment: environment)
                : settledEnvironment(after: clock, environment)
            if let settled { still(settled) }
        }
        return nil
    }
    var duration = options.duration
        ?? (span.animates ? min(span.end, AnimationOptions.longestDuration) : AnimationOptions.defaultDuration)
    guard duration.isFinite, duration >= 0, duration <= 600 else {
        throw RenderError("an animation lasts at most 600 s, not \(duration)")
    }
    let fps = Double(options.framesPerSecond)
    var frameCount = Int((duration * fps).rounded(.up)) + 1
    // Left to its own length, an animation too big for the pixel budget is cut to the frames that
    // fit, as one longer than `longestDuration` is (a length the author asked for is kept, or fails).
    let cutsToFit = options.duration == nil
    func fitting(_ pixels: Int) -> Int { max(2, options.maximumPixels / max(1, pixels)) }

    // Every frame is laid out first: the picture covers what any of them draws.
    var pictures: [LaidOutPicture] = []
    var covered = Rect.zero
    var i = 0
    while i < frameCount {
        clock.begin(.frame(min(Double(i) / fps, duration)))
        let picture = try layOut()
        covered = (i == 0 ? Rect(size: picture.size) : covered).union(Rect(size: picture.size)).union(picture.ink)
        pictures.append(picture)
        if i == 0 {
            // Checked before drawing anything: frames × pixels, with the first frame's size.
            let first = try PictureCanvas(covering: covered, scale: scale)
            let pixels = first.pixelWidth * first.pixelHeight
            if cutsToFit, fitting(pixels) < frameCount {
                frameCount = fitting(pixels)
                duration = Double(frameCount - 1) / fps
            }
            try checkBudget(frames: frameCount, pixels: pixels, options: options)
        }
        i += 1
    }
    let canvas = try PictureCanvas(covering: covered, scale: scale)
    // (The frames together may cover more than the first: fewer of them then.)
    if cutsToFit, fitting(canvas.pixelWidth * canvas.pixelHeight) < frameCount {
        frameCount = fitting(canvas.pixelWidth * canvas.pixelHeight)
        duration = Double(frameCount - 1) / fps
        pictures = Array(pictures.prefix(frameCount))
    }
    try checkBudget(frames: frameCount, pixels: canvas.pixelWidth * canvas.pixelHeight, options: options)
    for picture in pictures {
        try frame(try canvas.draw(picture.list, background: background))
    }
    return AnimationSummary(frameCount: frameCount, framesPerSecond: options.framesPerSecond, duration: duration,
                            pixelWidth: canvas.pixelWidth, pixelHeight: canvas.pixelHeight, scale: scale,
                            colorScheme: pictures.first?.environment.colorScheme ?? environment.colorScheme)
}

private func checkBudget(frames: Int, pixels: Int, options: AnimationOptions) throws {
    let (total, overflow) = frames.multipliedReportingOverflow(by: pixels)
    guard overflow || total > options.maximumPixels else { return }
    throw RenderError("the animation would draw \(frames) frames of \(pixels) pixels, over the budget of "
                      + "\(options.maximumPixels) pixels; shorten it (`//| animate: 1s`), lower its fps or scale, or make the view smaller")
}

/// Snapshot 0 and every action the view starts, on a new clock: what the frames are computed from.
func runActions(_ view: any ViewNode, proposal: ProposedSize, scale: Double, environment: EnvironmentValues,
                        horizon: Double = AnimationOptions.defaultDuration) throws -> (MotionClock, () throws -> LaidOutPicture) {
    let clock = MotionClock()
    clock.horizon = horizon
    var environment = environment
    environment.motion = MotionContext(clock: clock)
    let layOut = { try layOutPicture(view, proposal: proposal, scale: scale, environment: environment) }
    clock.begin(.snapshot(0))
    _ = try layOut()
    clock.snapshotHandler = { _ = try layOut() }
    // Actions may queue more (a phase animator's trigger changing, work for a later time):
    // run until none is left, the timed ones once the others are done.
    var next = 0
    while true {
        while next < clock.actions.count {
            clock.beginAction()
            try clock.actions[next](clock)
            try clock.commit(animation: nil)
            next += 1
        }
        guard let timed = clock.takeTimedAction() else { break }
        clock.beginAction()
        try timed(clock)
        let mark = clock.timedQueued
        try clock.commit(animation: nil)
        // A layout that shows nothing new queues again the work the one before it queued
        // (`DispatchQueue.main.async` inside a GeometryReader): SwiftUI lays the view out no
        // more, so that work does not run again.
        if !clock.lastChangeShowedAnything { clock.dropTimedActions(queuedSince: mark) }
    }
    return (clock, layOut)
}

/// Every node's frame (as a layout dump has them) in the frames of `view`'s animation shown at
/// `times`: how tests read where things are part way through a motion. Nil for a still view.
public func animationLayouts(
    _ view: any ViewNode,
    proposal: ProposedSize = .unspecified,
    scale: Double = 2,
    environment: EnvironmentValues = EnvironmentValues(),
    at times: [Double]
) throws -> [[LayoutFrame]]? {
    let (clock, layOut) = try runActions(view, proposal: proposal, scale: scale, environment: environment)
    guard clock.animatedSpan.animates || clock.readsTime else { return nil }
    return try times.map { t in
        clock.begin(.frame(t))
        return try layOut().frames
    }
}
