import LoomGraphics

/// SwiftUI's `Canvas` (named apart from LoomGraphics' `Canvas`, which it draws on): a view that fills what it is offered (like a shape; 10 × 10 pt ideal) and
/// draws by running `renderer` with a `GraphicsContext` and its size. What the renderer draws is
/// clipped to the canvas, as SwiftUI renders a canvas into a layer of its own size.
///
/// `symbols` are views the renderer may draw (`Canvas(…) { … } symbols: { … }`): each is found by
/// its `.tag(_:)` with `context.resolveSymbol(id:)` (GraphicsContext+Symbols.swift); they are
/// not drawn otherwise and take no part in the layout.
public struct CanvasView: LeafView {
    public var renderer: (inout GraphicsContext, Size) throws -> Void
    public var symbols: (any ViewNode)?

    public init(renderer: @escaping (inout GraphicsContext, Size) throws -> Void) {
        self.renderer = renderer
    }

    public init(renderer: @escaping (inout GraphicsContext, Size) throws -> Void, symbols: any ViewNode) {
        self.renderer = renderer
        self.symbols = symbols
    }

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        let symbols = try symbols.map { try SymbolTags.resolve($0, in: environment) } ?? [:]
        return CanvasNode(renderer: renderer, symbols: symbols, environment: environment)
    }
}

final class CanvasNode: LayoutNode {
    let renderer: (inout GraphicsContext, Size) throws -> Void
    let symbols: [AnyHashable: LayoutNode]
    let environment: EnvironmentValues

    init(renderer: @escaping (inout GraphicsContext, Size) throws -> Void, symbols: [AnyHashable: LayoutNode], environment: EnvironmentValues) {
        self.renderer = renderer
        self.symbols = symbols
        self.environment = environment
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        Rectangle().sizeThatFits(proposal)
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        let sink = GraphicsContext.Sink(context: context, environment: environment, symbols: symbols)
        var graphics = GraphicsContext(sink: sink, transform: Transform(translationX: frame.minX, y: frame.minY))
        let drawn = context.collect {
            do {
                try renderer(&graphics, frame.size)
            } catch {
                context.fail(error)
            }
        }
        context.append(.layer(drawn, transform: .identity, opacity: 1, clip: Path.rect(frame), evenOddClip: false))
    }

    override var debugName: String { "Canvas" }
}

/// The drawing state a canvas's renderer works with: a transform, opacity, blend mode, clip and
/// filters, each applying to what is drawn after it is set. Copies share where they draw (the
/// canvas) but not their state, so a copied context can be rotated or clipped without changing
/// the original.
public struct GraphicsContext {
    /// Where a canvas's contexts draw, and the symbols they may draw.
    final class Sink {
        let context: RenderContext
        let environment: EnvironmentValues
        let symbols: [AnyHashable: LayoutNode]
        init(context: RenderContext, environment: EnvironmentValues, symbols: [AnyHashable: LayoutNode] = [:]) {
            self.context = context
            self.environment = environment
            self.symbols = symbols
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
    /// The filters added so far, in the order they were added (GraphicsContext+Filters.swift).
    var filters: [Filter.Apply] = []

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
        draw(node, at: point, anchor: anchor)
    }

    /// A view laid out in `rect`, offered its size (an image stretched to fill it when resizable).
    public func draw(_ view: any ViewNode, in rect: Rect) throws {
        let node = try view.resolveSingle(in: sink.environment)
        draw(node, in: rect, proposal: ProposedSize(width: rect.width, height: rect.height))
    }

    /// SwiftUI's `drawLayer(content:)`: `content` draws with a new context into a transparency
    /// layer of its own, which is then drawn here as one operation, through this context's
    /// state as it is now: its filters apply to the layer as a whole (not to each operation in
    /// it), then its opacity, blend mode and clip. The new context starts in this one's
    /// coordinates, with no filters or clip, full opacity and the normal blend mode.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) throws {
        var layer = GraphicsContext(sink: sink, transform: transform)
        let drawn = try sink.context.collect { try content(&layer) }
        // What the layer drew is already in the picture's coordinates.
        composite(drawn, transform: .identity)
    }

    /// `node` at its ideal size, placed so that `anchor` of it lies on `point`.
    func draw(_ node: LayoutNode, at point: Point, anchor: UnitPoint) {
        let size = node.sizeThatFits(.unspecified)
        let origin = Point(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        draw(node, in: Rect(origin: origin, size: size), proposal: ProposedSize(width: size.width, height: size.height))
    }

    private func draw(_ node: LayoutNode, in rect: Rect, proposal: ProposedSize) {
        let context = sink.context
        emitList(context.collect { node.render(in: rect, proposal: proposal, into: context) })
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
        emitList(DisplayList(item))
    }

    /// Items in the context's coordinates, drawn through its state.
    func emitList(_ list: DisplayList) {
        composite(list, transform: transform)
    }

    /// `list`, in coordinates `transform` takes to the picture's, drawn as SwiftUI draws one
    /// operation: filtered as one layer, then faded, blended and clipped (SwiftUI's
    /// `addFilter(_:options:)`: the operation is rasterized "without blending, adjusting opacity,
    /// or applying any clipping", filtered, then composited with the blend mode, opacity and clip
    /// shapes). Filters nest as transforms do: the last one added is nearest the drawing and
    /// applies first, so `alphaThreshold` then `blur` cuts the blurred drawing.
    private func composite(_ list: DisplayList, transform: Transform) {
        let opacity = min(max(opacity, 0), 1)
        var item: DisplayItem
        if filters.isEmpty {
            item = .layer(list, transform: transform, opacity: opacity, clip: nil, evenOddClip: false)
        } else {
            item = .layer(list, transform: transform, opacity: 1, clip: nil, evenOddClip: false)
            for filter in filters.reversed() { item = filter(item) }
            if opacity < 1 { item = .layer(DisplayList(item), transform: .identity, opacity: opacity, clip: nil, evenOddClip: false) }
        }
        if blendMode != .normal {
            item = .blend(DisplayList(item), blendMode)
        }
        for clip in clips.reversed() {
            item = .layer(DisplayList(item), transform: .identity, opacity: 1, clip: clip.path, evenOddClip: clip.evenOdd)
        }
        sink.context.append(item)
    }
}

extension DisplayList {
    /// A list of one item.
    init(_ item: DisplayItem) {
        self.init()
        items = [item]
    }
}
