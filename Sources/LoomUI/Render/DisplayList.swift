import LoomGraphics

/// What a laid-out view draws, in points, in the coordinates of the image's layout frame.
/// Layout produces it; the rasterizer replays it on a canvas.
public indirect enum DisplayItem {
    case fill(Path, Paint, evenOdd: Bool)
    case stroke(Path, Paint, StrokeStyle)
    /// Lines placed across `boxWidth` by `alignment` (0 leading … 1 trailing).
    /// Runs without a colour of their own are painted with `paint`.
    case text(TextLayout, origin: Point, boxWidth: Double, alignment: Double, paint: Paint)
    /// A bitmap stretched into a rectangle; with a tint, only its alpha counts.
    case image(Bitmap, Rect, interpolation: Canvas.Interpolation, tint: Paint?)
    /// Items drawn together, transformed, then clipped (in the outer coordinates) and faded as one layer.
    case layer(DisplayList, transform: Transform, opacity: Double, clip: Path?, evenOddClip: Bool)
    /// Items rendered offscreen as one image, then filtered (blur, shadow, colour matrix).
    case effect(DisplayList, LayerEffect)
    /// Items drawn as one layer, masked by the alpha of what `mask` draws.
    case mask(DisplayList, mask: DisplayList)
    /// Items drawn as one layer and composited onto what is beneath with a blend mode.
    case blend(DisplayList, BlendMode)
    /// Items drawn as one layer and mapped through a perspective (`rotation3DEffect`).
    case projection(DisplayList, ProjectiveTransform)
}

public struct DisplayList {
    public var items: [DisplayItem] = []

    public init() {}

    /// The area the items cover: where ink may land, generous rather than tight.
    public var bounds: Rect {
        items.reduce(Rect.zero) { $0.union($1.bounds) }
    }
}

extension DisplayItem {
    var bounds: Rect {
        switch self {
        case .fill(let path, let paint, _):
            // Where the fill lands, not where its curves' control points lie: an arc's stick out
            // past the circle and would widen the picture with blank canvas. A clear one lands nothing.
            return paint.isInvisible ? .zero : path.bounds
        case .stroke(let path, let paint, let style):
            return paint.isInvisible ? .zero : path.strokeBounds(style)
        case .image(_, let rect, _, _):
            return rect
        case .text(let layout, let origin, let boxWidth, let alignment, _):
            return layout.inkBounds(at: origin, boxWidth: boxWidth, alignment: alignment)
        case .layer(let list, let transform, let opacity, let clip, _):
            // A singular transform draws nothing (see Rasterizer): no ink to make room for.
            guard opacity > 0, transform.isInvertible else { return .zero }
            let inner = list.bounds.applying(transform)
            guard let clip else { return inner }
            let clipBounds = clip.controlPointBounds
            let x0 = max(inner.minX, clipBounds.minX), y0 = max(inner.minY, clipBounds.minY)
            let x1 = min(inner.maxX, clipBounds.maxX), y1 = min(inner.maxY, clipBounds.maxY)
            return x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .zero
        case .effect(let list, let effect):
            let inner = list.bounds
            guard !inner.isEmpty else { return .zero }
            let (dx, dy, offset) = effect.outset
            let spread = inner.insetBy(dx: -dx, dy: -dy)
            return spread.union(spread.offsetBy(dx: offset.x, dy: offset.y)).union(inner)
        case .mask(let list, let mask):
            let (a, b) = (list.bounds, mask.bounds)
            let x0 = max(a.minX, b.minX), y0 = max(a.minY, b.minY)
            let x1 = min(a.maxX, b.maxX), y1 = min(a.maxY, b.maxY)
            return x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .zero
        case .blend(let list, _):
            return list.bounds
        case .projection(let list, let projection):
            let inner = list.bounds
            guard !inner.isEmpty else { return .zero }
            let corners = [Point(x: inner.minX, y: inner.minY), Point(x: inner.maxX, y: inner.minY),
                           Point(x: inner.minX, y: inner.maxY), Point(x: inner.maxX, y: inner.maxY)].map(projection.project)
            // A corner behind the viewer has no image that bounds the rest: anywhere may be drawn.
            guard corners.allSatisfy({ $0.w > 0 }) else { return Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6) }
            // Rounded to a millionth of a point: a half turn's -1e-14 must not widen the picture by a pixel.
            let xs = corners.map { ($0.point.x * 1e6).rounded() / 1e6 }, ys = corners.map { ($0.point.y * 1e6).rounded() / 1e6 }
            return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
    }
}
