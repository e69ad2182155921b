import LoomGraphics

/// SwiftUI's `Canvas` (named apart from LoomGraphics' `Canvas`, which it draws on): a view that fills what it is offered (like a shape; 10 × 10 pt ideal) and
/// draws by running `renderer` with a `GraphicsContext` and its size. What the renderer draws is
/// clipped to the canvas, as SwiftUI renders a canvas into a layer of its own size.
public struct CanvasView: LeafView {
    public var renderer: (GraphicsContext, Size) throws -> Void

    public init(renderer: @escaping (GraphicsContext, Size) throws -> Void) {
        self.renderer = renderer
    }

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        CanvasNode(renderer: renderer, environment: environment)
    }
}

final class CanvasNode: LayoutNode {
    let renderer: (GraphicsContext, Size) throws -> Void
    let environment: EnvironmentValues

    init(renderer: @escaping (GraphicsContext, Size) throws -> Void, environment: EnvironmentValues) {
        self.renderer = renderer
        self.environment = environment
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        Rectangle().sizeThatFits(proposal)
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        let sink = GraphicsContext.Sink(context: context, environment: environment)
        let drawn = context.collect {
            do {
                try renderer(GraphicsContext(sink: sink, transform: Transform(translationX: frame.minX, y: frame.minY)), frame.size)
            } catch {
                context.fail(error)
            }
        }
        context.append(.layer(drawn, transform: .identity, opacity: 1, clip: Path.rect(frame), evenOddClip: false))
    }

    override var debugName: String { "Canvas" }
}

/// The drawing state a canvas's renderer works with: a transform, opacity, blend mode and clip,
/// each applying to what is drawn after it is set. Copies share where they draw (the canvas) but
/// not their state, so a copied context can be rotated or clipped without changing the original.
public struct GraphicsContext {
    /// Where a canvas's contexts draw.
    final class Sink {
        let context: RenderContext
        let environment: EnvironmentValues
        init(context: RenderContext, environment: EnvironmentValues) {
            self.context = context
            self.environment = environment
        }
    }

    /// What a path is filled or stroked with; gradients take points in the context's coordinates.
    public enum Shading {
        case style(any ShapeStyle)
        case linearGradient(Gradient, startPoint: Point, endPoint: Point)
        case radialGradient(Gradient, center: Point, startRadius: Double, endRadius: Double)
    }

    let sink: Sink
    /// From the context's coordinates to the picture's (the canvas's origin included).
    public var transform: Transform
    public var opacity = 1.0
    public var blendMode = BlendMode.normal
    /// Clip paths, in the picture's coordinates, each with its fill rule; drawing shows only
    /// where all of them cover.
    var clips: [(path: Path, evenOdd: Bool)] = []

    init(sink: Sink, transform: Transform) {
        self.sink = sink
        self.transform = transform
    }

    public var environment: EnvironmentValues { sink.environment }

    public mutating func translateBy(x: Double, y: Double) { transform = transform.translatedBy(x: x, y: y) }
    public mutating func scaleBy(x: Double, y: Double) { transform = transform.scaledBy(x: x, y: y) }
    public mutating func rotate(by radians: Double) { transform = transform.rotated(by: radians) }
    public mutating func concatenate(_ matrix: Transform) { transform = matrix.concatenating(transform) }

    /// Later drawing shows only inside `path` (given in the context's coordinates), filled by
    /// `style`'s rule: with `eoFill`, a ring's hole is outside.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle()) { clips.append((path.applying(transform), style.isEOFilled)) }

    public func fill(_ path: Path, with shading: Shading, evenOdd: Bool = false) {
        emit(.fill(path, paint(shading, over: path), evenOdd: evenOdd))
    }

    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        emit(.stroke(path, paint(shading, over: path), style))
    }

    /// A view (text, an image) at its ideal size, placed so that `anchor` of it lies on `point`.
    public func draw(_ view: any ViewNode, at point: Point, anchor: UnitPoint = .center) throws {
        let node = try view.resolveSingle(in: sink.environment)
        let size = node.sizeThatFits(.unspecified)
        let origin = Point(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        draw(node, in: Rect(origin: origin, size: size), proposal: ProposedSize(width: size.width, height: size.height))
    }

    /// A view laid out in `rect`, offered its size (an image stretched to fill it when resizable).
    public func draw(_ view: any ViewNode, in rect: Rect) throws {
        let node = try view.resolveSingle(in: sink.environment)
        draw(node, in: rect, proposal: ProposedSize(width: rect.width, height: rect.height))
    }

    private func draw(_ node: LayoutNode, in rect: Rect, proposal: ProposedSize) {
        let context = sink.context
        let list = context.collect { node.render(in: rect, proposal: proposal, into: context) }
        emitList(list)
    }

    func paint(_ shading: Shading, over path: Path) -> Paint {
        let environment = sink.environment
        switch shading {
        case .style(let style): return style.paint(in: path.controlPointBounds, environment: environment)
        case .linearGradient(let gradient, let start, let end):
            return .linearGradient(stops: gradient.resolvedStops(in: environment), start: start, end: end)
        case .radialGradient(let gradient, let center, let startRadius, let endRadius):
            return .radialGradient(stops: gradient.resolvedStops(in: environment), center: center,
                                   startRadius: startRadius, endRadius: endRadius, transform: .identity)
        }
    }

    private func emit(_ item: DisplayItem) {
        var list = DisplayList()
        list.items = [item]
        emitList(list)
    }

    /// Items in the context's coordinates, transformed, faded, blended and clipped by its state.
    private func emitList(_ list: DisplayList) {
        var item = DisplayItem.layer(list, transform: transform, opacity: min(max(opacity, 0), 1), clip: nil, evenOddClip: false)
        if blendMode != .normal {
            var blended = DisplayList()
            blended.items = [item]
            item = .blend(blended, blendMode)
        }
        for clip in clips.reversed() {
            var clipped = DisplayList()
            clipped.items = [item]
            item = .layer(clipped, transform: .identity, opacity: 1, clip: clip.path, evenOddClip: clip.evenOdd)
        }
        sink.context.append(item)
    }
}
