import LoomScript

/// What one cell produced, ready to weave and report.
public struct CellResult {
    public var outputs: [CellOutput]
    public var diagnostics: [NotebookDiagnostic]
    /// Wall time of evaluating and rendering the cell.
    public var milliseconds: Double
    public var status: CellStatus
    /// The outputs came from the block cache (the block was not run this time).
    public var cached = false

    public init(outputs: [CellOutput] = [], diagnostics: [NotebookDiagnostic] = [], milliseconds: Double = 0,
                status: CellStatus? = nil) {
        self.outputs = outputs
        self.diagnostics = diagnostics
        self.milliseconds = milliseconds
        self.status = status ?? (diagnostics.isEmpty ? .ok : .error)
    }

    /// Did what it was meant to: ran cleanly, failed as `error: true` promised, or was not run.
    public var succeeded: Bool { status != .error }
}

public enum CellStatus: String, Sendable {
    case ok
    case error
    /// An `error: true` block that failed, as promised; its diagnostic is its output.
    case expectedError = "expected-error"
    /// An `eval: false` block: shown, not run.
    case skipped
}

public enum CellOutput {
    case image(ImageAsset)
    /// Printed text.
    case text(String)
    /// The value of a last expression: its `print` text and its parts.
    case value(DisplayValue)
}

/// A rendered view, as a PNG that belongs to a page.
public struct ImageAsset {
    /// Relative to the site root: `guides/x/1.png`.
    public var path: String
    public var png: [UInt8]
    /// Pixels.
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// Pixels per point.
    public var scale: Double
    /// The laid-out view tree (see `ViewRasterizer.Raster.layout`); nil when unknown.
    public var layout: String?
    /// Drawn with the dark palette: the page gives it a dark ground.
    public var isDark: Bool
    /// The view moved: `png` is the animation's poster and this its frames.
    public var animation: AnimationAsset?

    public init(path: String, png: [UInt8], pixelWidth: Int, pixelHeight: Int, scale: Double, layout: String? = nil,
                isDark: Bool = false, animation: AnimationAsset? = nil) {
        self.animation = animation
        self.path = path
        self.png = png
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        self.layout = layout
        self.isDark = isDark
    }

    /// Where the layout dump of this image goes: `guides/x/1.layout.txt` beside `guides/x/1.png`.
    public var layoutPath: String {
        (path.hasSuffix(".png") ? String(path.dropLast(4)) : path) + ".layout.txt"
    }

    /// Where the animation goes: `guides/x/1.apng` beside its poster `guides/x/1.png`.
    public var animationPath: String {
        (path.hasSuffix(".png") ? String(path.dropLast(4)) : path) + ".apng"
    }

    /// Width and height in points (what the `<img>` is sized to).
    public var pointWidth: Double { Double(pixelWidth) / scale }
    public var pointHeight: Double { Double(pixelHeight) / scale }
}

/// An animated picture's frames (an APNG, full colour and alpha) beside its still poster.
public struct AnimationAsset: Equatable, Sendable {
    public var apng: [UInt8]
    public var frameCount: Int
    public var framesPerSecond: Int
    /// Seconds from the first frame to the last.
    public var duration: Double
    /// Which frame is the poster (0-based).
    public var posterFrame: Int

    public init(apng: [UInt8], frameCount: Int, framesPerSecond: Int, duration: Double, posterFrame: Int) {
        self.apng = apng
        self.frameCount = frameCount
        self.framesPerSecond = framesPerSecond
        self.duration = duration
        self.posterFrame = posterFrame
    }
}
