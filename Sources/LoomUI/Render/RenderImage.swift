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
    let context = RenderContext(scale: scale)
    root.render(in: Rect(size: size), proposal: proposal, into: context)
    context.drawPresentations(in: Rect(size: size))
    if let error = context.firstError { throw error }
    let list = context.displayList

    // The canvas is the layout frame grown to whatever is drawn outside it, on whole pixels.
    let ink = list.bounds
    let covered = Rect(size: size).union(ink.isEmpty ? .zero : ink)
    let x0 = (covered.minX * scale).rounded(.down) / scale
    let y0 = (covered.minY * scale).rounded(.down) / scale
    // Checked as Doubles first: an offset or position of 1e300 (or NaN) must be an error, not a trap.
    let width = ((covered.maxX - x0) * scale).rounded(.up), height = ((covered.maxY - y0) * scale).rounded(.up)
    guard width.isFinite, height.isFinite, !x0.isNaN, !y0.isNaN else {
        throw RenderError("the view draws over a region that is not finite (x \(covered.minX)…\(covered.maxX), y \(covered.minY)…\(covered.maxY) pt); "
                          + "check its offsets, positions, shadows and blurs")
    }
    guard width >= 1, height >= 1 else {
        throw RenderError("the view is empty (\(size.width) × \(size.height) pt); nothing to draw")
    }
    guard width * height <= Double(maximumImagePixels), width <= 32_767, height <= 32_767 else {
        throw RenderError("the image would be \(wholePixels(width)) × \(wholePixels(height)) pixels, over the limit of "
                          + "\(maximumImagePixels) pixels and 32767 a side; make the view smaller or lower its scale")
    }
    let pixelWidth = Int(width), pixelHeight = Int(height)
    guard let bitmap = Bitmap(width: pixelWidth, height: pixelHeight) else {
        throw RenderError("could not allocate a \(pixelWidth) × \(pixelHeight) image")
    }
    let canvas = Canvas(bitmap: bitmap, scale: scale, origin: Point(x: x0, y: y0))
    if let background = schemeBackground ? environment.colorScheme.systemBackground : background {
        canvas.fill(.rect(Rect(x: x0, y: y0, width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale)), with: .solid(background))
    }
    Rasterizer.draw(list, on: canvas)
    return RenderedImage(
        bitmap: bitmap,
        size: Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale),
        scale: scale,
        layoutFrame: Rect(x: -x0, y: -y0, width: size.width, height: size.height),
        frames: context.frames,
        colorScheme: environment.colorScheme)
}

/// `1234` for a whole pixel count that fits an Int, else the Double as Swift prints it (`1e+300`).
private func wholePixels(_ value: Double) -> String {
    abs(value) < 1e15 ? String(Int(value)) : String(value)
}
