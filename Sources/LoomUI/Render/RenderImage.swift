import LoomGraphics

/// A rendered view: the pixels, and where the view's layout frame sits inside them.
public struct RenderedImage {
    public var bitmap: Bitmap
    /// The image's size in points; the bitmap is `size × scale` pixels.
    public var size: Size
    public var scale: Double
    /// The view's layout frame in image points (not at the origin when it draws outside itself).
    public var layoutFrame: Rect
    /// Every node's frame, in the view's own coordinates (origin = layout frame's top-left).
    public var frames: [LayoutFrame]
    /// The scheme the picture was drawn in: the environment's, or one a view prefers.
    public var colorScheme: ColorScheme = .light
}

public struct RenderError: Error, CustomStringConvertible, Equatable {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}

/// The most pixels an image may have; bigger requests fail instead of exhausting memory.
public let maximumImagePixels = 64_000_000

/// Lays `view` out for `proposal` (default: its ideal size, like `ImageRenderer`) and draws it at
/// `scale` pixels per point on a transparent background (or `background`, or with `schemeBackground`
/// the system background of the scheme it is drawn in, which a view may choose). The image covers the view's layout frame
/// plus anything it draws outside it (offsets, strokes), like a preview canvas.
public func renderImage(
    _ view: any ViewNode,
    proposal: ProposedSize = .unspecified,
    scale: Double = 2,
    environment: EnvironmentValues = EnvironmentValues(),
    background: RGBA? = nil,
    schemeBackground: Bool = false
) throws -> RenderedImage {
    guard scale > 0, scale.isFinite else { throw RenderError("scale must be a positive number, not \(scale)") }
    let picture = try layOutPicture(view, proposal: proposal, scale: scale, environment: environment)
    let canvas = try PictureCanvas(covering: Rect(size: picture.size).union(picture.ink), scale: scale)
    let bitmap = try canvas.draw(picture.list, background: schemeBackground ? picture.environment.colorScheme.systemBackground : background)
    return RenderedImage(
        bitmap: bitmap,
        size: canvas.pointSize,
        scale: scale,
        layoutFrame: Rect(x: -canvas.x0, y: -canvas.y0, width: picture.size.width, height: picture.size.height),
        frames: picture.frames,
        colorScheme: picture.environment.colorScheme)
}

/// A view laid out and turned into a display list: what a picture (or one frame of an animation) draws.
struct LaidOutPicture {
    var list: DisplayList
    /// The layout frame's size, in points.
    var size: Size
    var frames: [LayoutFrame]
    /// The environment it was drawn in (a view may have chosen its colour scheme).
    var environment: EnvironmentValues
    /// Where ink lands (`.zero` when nothing is drawn).
    var ink: Rect { list.bounds.isEmpty ? .zero : list.bounds }
}

func layOutPicture(_ view: any ViewNode, proposal: ProposedSize, scale: Double, environment: EnvironmentValues) throws -> LaidOutPicture {
    let picture = try layOutPictureOnce(view, proposal: proposal, scale: scale, environment: environment)
    // A view that only takes what it is offered (a `GeometryReader`) has no size of its own on an
    // open axis and would draw nothing; a preview shows it filling the phone's screen, and so
    // does the picture.
    guard picture.ink.isEmpty else { return picture }
    var filled = proposal
    if proposal.width == nil, picture.size.width == 0 { filled.width = Device.phoneCanvasWidth }
    if proposal.height == nil, picture.size.height == 0 { filled.height = Device.phoneScreenHeight }
    if filled.width == proposal.width, filled.height == proposal.height { return picture }
    return try layOutPictureOnce(view, proposal: filled, scale: scale, environment: environment)
}

private func layOutPictureOnce(_ view: any ViewNode, proposal: ProposedSize, scale: Double, environment: EnvironmentValues) throws -> LaidOutPicture {
    var environment = environment
    // A still picture runs its `onPreferenceChange` actions after it is drawn and is drawn again
    // with the state they set, as SwiftUI does after a layout, until nothing changes.
    // (So does a still drawn after its `onAppear` actions: both kinds of change land.)
    let settled = environment.motion?.isSettledStill == true
    let state = environment.motion == nil || settled ? MotionClock() : nil
    environment.pictureState = state
    var pass = 0
    while true {
        state?.begin(.snapshot(0))
        // Drawn again, the settled view is laid out as its state is now, not as the frames its
        // clock recorded before those actions showed it (which a frame pass would replay).
        if settled, pass > 0 { environment.motion?.clock.begin(.snapshot(0)) }
        let (size, context, drawnIn) = try drawPicture(view, proposal: proposal, scale: scale, environment: environment)
        if state != nil, pass < maximumPreferencePasses, !context.preferenceActions.isEmpty {
            var changed = false
            for action in context.preferenceActions {
                do { changed = try action() || changed } catch { context.fail(error) }
            }
            if changed, context.firstError == nil { pass += 1; continue }
        }
        return try finishPicture(size: size, context: context, environment: drawnIn)
    }
}

/// How many times a still picture is drawn again for `onPreferenceChange` actions: a layout that
/// keeps changing its own preferences settles on the last one.
let maximumPreferencePasses = 8

/// Resolves `view` and draws its layout once: its size, what it drew, and the environment it
/// was drawn in.
private func drawPicture(_ view: any ViewNode, proposal: ProposedSize, scale: Double,
                         environment: EnvironmentValues) throws -> (Size, RenderContext, EnvironmentValues) {
    var environment = environment
    let preferences = PresentationPreferences()
    environment.presentation = preferences
    var root = try view.resolveSingle(in: environment)
    // A view that prefers another colour scheme changes the whole picture, as in SwiftUI.
    if let preferred = preferences.preferredColorScheme, preferred != environment.colorScheme {
        environment.colorScheme = preferred
        root = try view.resolveSingle(in: environment)
    }
    let size = root.sizeThatFits(proposal)
    guard size.width.isFinite, size.height.isFinite else {
        throw RenderError("the view has no finite size (\(size.width) × \(size.height) pt); give it a frame")
    }
    var context = RenderContext(scale: scale)
    context.runsPreferenceActions = environment.pictureState != nil
    if let clock = environment.motion?.clock {
        // Layout animation: snapshots record every frame; a frame first lays the view out as the
        // final state places it, then draws each node part way from the earlier layouts.
        switch clock.pass {
        case .snapshot:
            context.layoutMotion = LayoutMotion(clock: clock, mode: .record)
        case .frame:
            let motion = LayoutMotion(clock: clock, mode: .measure)
            let measure = RenderContext(scale: scale)
            measure.layoutMotion = motion
            // What is keyed while drawing (paints, shapes) is keyed again the same way.
            let keys = clock.counters
            root.render(in: Rect(size: size), proposal: proposal, into: measure)
            clock.counters = keys
            motion.restart(.draw)
            context.layoutMotion = motion
        }
    }
    root.render(in: Rect(size: size), proposal: proposal, into: context)
    if context.missedMatchedSource, environment.motion == nil {
        // A matched view came before its source: draw again, now knowing where the sources are.
        let sources = context.matchedSources
        context = RenderContext(scale: scale)
        context.matchedSources = sources
        context.runsPreferenceActions = environment.pictureState != nil
        root.render(in: Rect(size: size), proposal: proposal, into: context)
    }
    return (size, context, environment)
}

/// The rest of a picture once its layout is drawn: leaving views, presentations, errors.
private func finishPicture(size: Size, context: RenderContext, environment: EnvironmentValues) throws -> LaidOutPicture {
    // Views an animated change removed, leaving with their transitions (Animation/Removal.swift).
    if let clock = environment.motion?.clock, case .frame(let t) = clock.pass {
        // In the order they were drawn: each goes back where it was among what is drawn again.
        for (node, frame, path) in clock.leaving(at: t, layout: context.layoutMotion) {
            let drawn = context.collect { node.render(in: frame, proposal: ProposedSize(frame.size), into: context) }
            context.insert(drawn.items, at: path)
        }
    }
    context.drawPresentations(in: Rect(size: size))
    if let error = context.firstError { throw error }
    return LaidOutPicture(list: context.displayList, size: size, frames: context.frames, environment: environment)
}

/// The pixels a picture covers: the layout frame grown to whatever is drawn outside it, on whole pixels.
struct PictureCanvas {
    var x0: Double
    var y0: Double
    var pixelWidth: Int
    var pixelHeight: Int
    var scale: Double

    init(covering covered: Rect, scale: Double) throws {
        // An edge a thousandth of a pixel past a whole pixel is on it: a curve's computed extreme
        // (an arc's leftmost point) must not add a column of blank canvas.
        func whole(_ v: Double, _ rule: FloatingPointRoundingRule) -> Double {
            let nearest = v.rounded()
            return abs(v - nearest) < 1e-3 ? nearest : v.rounded(rule)
        }
        x0 = whole(covered.minX * scale, .down) / scale
        y0 = whole(covered.minY * scale, .down) / scale
        // Checked as Doubles first: an offset or position of 1e300 (or NaN) must be an error, not a trap.
        let width = whole((covered.maxX - x0) * scale, .up), height = whole((covered.maxY - y0) * scale, .up)
        guard width.isFinite, height.isFinite, !x0.isNaN, !y0.isNaN else {
            throw RenderError("the view draws over a region that is not finite (x \(covered.minX)…\(covered.maxX), y \(covered.minY)…\(covered.maxY) pt); "
                              + "check its offsets, positions, shadows and blurs")
        }
        guard width >= 1, height >= 1 else {
            throw RenderError("the view is empty (\(covered.width) × \(covered.height) pt); nothing to draw")
        }
        guard width * height <= Double(maximumImagePixels), width <= 32_767, height <= 32_767 else {
            throw RenderError("the image would be \(wholePixels(width)) × \(wholePixels(height)) pixels, over the limit of "
                              + "\(maximumImagePixels) pixels and 32767 a side; make the view smaller or lower its scale")
        }
        pixelWidth = Int(width)
        pixelHeight = Int(height)
        self.scale = scale
    }

    var pointSize: Size { Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale) }

    func draw(_ list: DisplayList, background: RGBA?) throws -> Bitmap {
        guard let bitmap = Bitmap(width: pixelWidth, height: pixelHeight) else {
            throw RenderError("could not allocate a \(pixelWidth) × \(pixelHeight) image")
        }
        let canvas = Canvas(bitmap: bitmap, scale: scale, origin: Point(x: x0, y: y0))
        if let background {
            canvas.fill(.rect(Rect(x: x0, y: y0, width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale)), with: .solid(background))
        }
        Rasterizer.draw(list, on: canvas)
        return bitmap
    }
}

/// `1234` for a whole pixel count that fits an Int, else the Double as Swift prints it (`1e+300`).
private func wholePixels(_ value: Double) -> String {
    abs(value) < 1e15 ? String(Int(value)) : String(value)
}
