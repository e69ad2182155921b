import LoomGraphics

/// A 2-D outline that sizes itself into the space it is given. As a view, a bare shape is filled
/// with the foreground style; `fill` and `stroke` choose the paint.
public protocol Shape: ViewNode {
    /// The outline in `rect`. Script-defined shapes may fail; the error is reported by `renderImage`.
    func path(in rect: Rect) throws -> Path

    /// Shapes are greedy: they take the proposal, nil → 10 pt (research doc §1.17). A shape may
    /// answer otherwise (SwiftUI's iOS 16 `Shape.sizeThatFits(_:)`); a script shape's answer may
    /// fail, and the error is reported like a failing `path(in:)`.
    func sizeThatFits(_ proposal: ProposedSize) throws -> Size
}

extension Shape {
    /// The outline for a view placed at `frame`: SwiftUI asks a shape for its path in its own
    /// coordinates (origin at its top-leading corner), then the outline moves with the view. So a
    /// `Path` drawn as a view, or a script shape that ignores `rect.origin`, lands in its frame.
    func path(placedIn frame: Rect) throws -> Path {
        try path(in: Rect(size: frame.size)).applying(Transform(translationX: frame.minX, y: frame.minY))
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        [ShapeNode(shape: self, drawing: .fill(ForegroundStyle(), evenOdd: false), environment: environment)]
    }

    public func fill(_ style: any ShapeStyle = ForegroundStyle(), style fillStyle: FillStyle = FillStyle()) -> ShapeView {
        ShapeView(shape: self, drawing: .fill(style, evenOdd: fillStyle.isEOFilled))
    }

    /// A stroke centred on the outline: half of it lies outside the shape's frame.
    public func stroke(_ style: any ShapeStyle = ForegroundStyle(), lineWidth: Double = 1) -> ShapeView {
        stroke(style, style: StrokeStyle(lineWidth: lineWidth))
    }

    public func stroke(_ style: any ShapeStyle = ForegroundStyle(), style strokeStyle: StrokeStyle) -> ShapeView {
        ShapeView(shape: self, drawing: .stroke(style, strokeStyle))
    }
}

public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        self.isEOFilled = eoFill
        self.isAntialiased = antialiased
    }
}

/// A shape with its paint: what `Circle().fill(.red)` makes. iOS 17 draws more on it
/// (`.fill(.red).stroke(.yellow)`, `.stroke(.black).fill(.yellow)`: ShapeViewLayers.swift).
public struct ShapeView: ViewNode {
    public enum Drawing {
        case fill(any ShapeStyle, evenOdd: Bool)
        case stroke(any ShapeStyle, StrokeStyle)
    }

    public var shape: any Shape
    public var drawing: Drawing
    /// The drawings of the same shape this one is drawn over, bottom first; empty for a first one.
    public var underneath: [ShapeView] = []
    /// For a border (`strokeBorder`), whose `shape` is inset by half the line: the shape itself,
    /// which drawings added over this one fill and stroke.
    public var uninset: (any Shape)?

    public init(shape: any Shape, drawing: Drawing) {
        self.shape = shape
        self.drawing = drawing
    }

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        guard !underneath.isEmpty else { return [ShapeNode(shape: shape, drawing: drawing, environment: environment)] }
        // Each drawing sizes as the shape does, so stacked they share one frame.
        return try ZStack(content: underneath + [ShapeView(shape: shape, drawing: drawing)]).resolve(in: environment)
    }
}

final class ShapeNode: LayoutNode {
    let shape: any Shape
    let drawing: ShapeView.Drawing
    let environment: EnvironmentValues

    init(shape: any Shape, drawing: ShapeView.Drawing, environment: EnvironmentValues) {
        self.shape = shape
        self.drawing = drawing
        self.environment = environment
    }

    /// The first error the shape's own sizing raised; drawing reports it.
    private var sizingError: (any Error)?

    override func measure(_ proposal: ProposedSize) -> Size {
        do {
            return try shape.sizeThatFits(proposal)
        } catch {
            sizingError = sizingError ?? error
            return proposal.replacingUnspecifiedDimensions()
        }
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        if let sizingError { return context.fail(sizingError) }
        let path: Path
        do {
            path = try environment.animated(shape).path(placedIn: frame)
        } catch {
            context.fail(error)
            return
        }
        switch drawing {
        case .fill(let style, let evenOdd):
            context.append(shadowsOf: style, in: environment) {
                context.append(.fill(path, environment.animated(style.paint(in: frame, environment: environment), "fill"), evenOdd: evenOdd))
            }
        case .stroke(let style, let strokeStyle):
            var shownStyle = strokeStyle
            if environment.motion != nil { shownStyle.lineWidth = environment.animated(strokeStyle.lineWidth, "lineWidth") }
            context.append(shadowsOf: style, in: environment) {
                context.append(.stroke(path, environment.animated(style.paint(in: frame, environment: environment), "stroke"), shownStyle))
            }
        }
    }

    override var debugName: String { String(describing: type(of: shape)) }
}
