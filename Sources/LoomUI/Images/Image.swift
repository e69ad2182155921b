import LoomGraphics

/// A picture: a bitmap from the notebook's assets, or an SF Symbol drawn with its stand-in glyph.
///
/// A plain image is exactly its own size and ignores what it is offered; `resizable()` makes it
/// fill the proposal (research doc §1.19). A symbol sizes with the font, like text.
public struct Image: LeafView {
    enum Source {
        case bitmap(Bitmap, scale: Double)
        case named(String)
        case system(String)
    }

    let source: Source
    var isResizable = false
    var renderingMode: TemplateRenderingMode?
    var interpolation: Canvas.Interpolation = .high

    public init(_ name: String) {
        source = .named(name)
    }

    public init(systemName: String) {
        source = .system(systemName)
    }

    /// An image from pixels; `scale` pixels per point (a `@2x` asset has 2).
    public init(bitmap: Bitmap, scale: Double = 1) {
        source = .bitmap(bitmap, scale: scale)
    }

    public func resizable() -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = mode
        return copy
    }

    public func interpolation(_ interpolation: Canvas.Interpolation) -> Image {
        var copy = self
        copy.interpolation = interpolation
        return copy
    }

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        switch source {
        case .bitmap, .named:
            let (bitmap, scale) = try bitmap(in: environment)
            return ImageNode(bitmap: bitmap, scale: scale, image: self, environment: environment)
        case .system(let name):
            return try SymbolNode(name: name, resizable: isResizable, environment: environment)
        }
    }
}

public enum TemplateRenderingMode: Hashable, Sendable, CaseIterable {
    /// Drawn as is.
    case original
    /// Only the image's alpha counts; it is painted with the foreground colour.
    case template
}

/// Where `Image("name")` finds its pixels: LoomNotebook supplies one that reads a notebook's own
/// folder and nothing else.
public protocol ImageProvider {
    /// The image called `name` and its scale (pixels per point); throws a message a reader can act on.
    func image(named name: String) throws -> (Bitmap, scale: Double)
}

final class ImageNode: LayoutNode {
    let bitmap: Bitmap
    let scale: Double
    let image: Image
    /// A template image is painted with the foreground style; nil draws it as is.
    let tint: EnvironmentValues?

    init(bitmap: Bitmap, scale: Double, image: Image, environment: EnvironmentValues) {
        self.bitmap = bitmap
        self.scale = max(scale, 0.01)
        self.image = image
        self.tint = image.renderingMode == .template ? environment : nil
    }

    private var naturalSize: Size { Size(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale) }

    override func measure(_ proposal: ProposedSize) -> Size {
        guard image.isResizable else { return naturalSize }
        return Size(width: proposal.width ?? naturalSize.width, height: proposal.height ?? naturalSize.height)
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        context.append(.image(bitmap, frame, interpolation: image.interpolation, tint: tint?.foregroundPaint(in: frame)))
    }

    override var debugName: String { "Image" }
}
