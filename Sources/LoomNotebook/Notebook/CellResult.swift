/// What one cell produced, ready to weave and report.
public struct CellResult {
    public var outputs: [CellOutput]
    public var diagnostics: [NotebookDiagnostic]
    /// Wall time of evaluating and rendering the cell.
    public var milliseconds: Double
    /// Whether the cell ran (`eval: false` cells don't).
    public var evaluated: Bool
    /// `ok` when the cell did what it was meant to (for `error: true` cells: fail).
    public var status: CellStatus

    public init(outputs: [CellOutput] = [], diagnostics: [NotebookDiagnostic] = [], milliseconds: Double = 0,
                evaluated: Bool = true, status: CellStatus? = nil) {
        self.outputs = outputs
        self.diagnostics = diagnostics
        self.milliseconds = milliseconds
        self.evaluated = evaluated
        self.status = status ?? (diagnostics.isEmpty ? .ok : .error)
    }

    public var succeeded: Bool { status == .ok }
}

public enum CellStatus: String, Sendable {
    case ok, error
}

public enum CellOutput {
    case image(ImageAsset)
    /// Printed text.
    case text(String)
    /// The value of a last expression, formatted like `print`.
    case value(String)
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

    public init(path: String, png: [UInt8], pixelWidth: Int, pixelHeight: Int, scale: Double) {
        self.path = path
        self.png = png
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
    }

    /// Width and height in points (what the `<img>` is sized to).
    public var pointWidth: Double { Double(pixelWidth) / scale }
    public var pointHeight: Double { Double(pixelHeight) / scale }
}
