import LoomGraphics

/// An image repeated to fill a shape: the part `sourceRect` of the image (unit coordinates,
/// the whole image by default), drawn `scale` times its size, tiled from the top-leading corner
/// of the filled bounds.
public struct ImagePaint: ShapeStyle {
    public var image: Image
    public var sourceRect: Rect
    public var scale: Double

    public init(image: Image, sourceRect: Rect = Rect(x: 0, y: 0, width: 1, height: 1), scale: Double = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    public func paint(in rect: Rect, environment: EnvironmentValues) -> Paint {
        // A paint cannot fail; an image that cannot be loaded paints nothing (the same image
        // shown as a view reports why).
        guard let (bitmap, pixelsPerPoint) = try? image.bitmap(in: environment), scale > 0 else { return .solid(.clear) }
        let tile = Rect(x: rect.minX, y: rect.minY,
                        width: Double(bitmap.width) / pixelsPerPoint * sourceRect.width * scale,
                        height: Double(bitmap.height) / pixelsPerPoint * sourceRect.height * scale)
        return .image(bitmap, source: sourceRect, tile: tile)
    }
}

/// As a view (`.background(ImagePaint(…))`) it fills what it is offered, like a colour.
extension ImagePaint: LeafView {
    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        PaintNode(style: self, environment: environment)
    }
}

extension Image {
    /// Symbols are drawn at this many pixels per point when an image paint needs their pixels.
    static let symbolPaintScale = 4.0

    /// The image's pixels and how many of them make a point: an asset as loaded, a symbol drawn
    /// in the current font and foreground style.
    func bitmap(in environment: EnvironmentValues) throws -> (Bitmap, Double) {
        switch source {
        case .bitmap(let bitmap, let scale):
            return (bitmap, max(scale, 0.01))
        case .named(let name):
            guard let provider = environment.imageProvider else {
                throw RenderError("Image(\"\(name)\"): this notebook has no assets to load images from")
            }
            let (bitmap, scale) = try provider.image(named: name)
            return (bitmap, max(scale, 0.01))
        case .system:
            // A symbol painted with an image paint would need its own pixels to draw itself.
            var environment = environment
            if environment.foregroundStyle is ImagePaint { environment.foregroundStyle = nil }
            let rendered = try renderImage(self, scale: Self.symbolPaintScale, environment: environment)
            return (rendered.bitmap, Self.symbolPaintScale)
        }
    }
}
