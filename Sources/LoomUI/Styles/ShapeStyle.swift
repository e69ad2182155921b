import LoomGraphics

/// Something that can fill or stroke a shape: a colour, a gradient.
public protocol ShapeStyle {
    /// The paint for a shape whose bounding rectangle is `rect` (gradients stretch over it).
    func paint(in rect: Rect, environment: EnvironmentValues) -> Paint
    /// The shadows the style casts with what it paints, first applied first (`.shadow(_:)`:
    /// ShadowShapeStyle.swift); most styles cast none.
    func shadows(in environment: EnvironmentValues) -> [ShadowStyle]
}

extension ShapeStyle {
    public func shadows(in environment: EnvironmentValues) -> [ShadowStyle] { [] }
}

/// The inherited foreground colour, SwiftUI's `.foreground` style and what bare shapes are filled with.
public struct ForegroundStyle: ShapeStyle, Hashable, Sendable {
    public init() {}

    public func paint(in rect: Rect, environment: EnvironmentValues) -> Paint {
        environment.foregroundPaint(in: rect)
    }

    /// The foreground style's: `.foregroundStyle(.red.shadow(…))` shadows a bare shape below it.
    public func shadows(in environment: EnvironmentValues) -> [ShadowStyle] {
        guard let style = environment.foregroundStyle, !(style is ForegroundStyle) else { return [] }
        return style.shadows(in: environment)
    }
}

/// A style used as a view fills the space it is offered, like `Color` does.
final class PaintNode: LayoutNode {
    let style: any ShapeStyle
    let environment: EnvironmentValues

    init(style: any ShapeStyle, environment: EnvironmentValues) {
        self.style = style
        self.environment = environment
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        context.append(shadowsOf: style, in: environment) {
            context.append(.fill(.rect(frame), environment.animated(style.paint(in: frame, environment: environment), "fill"), evenOdd: false))
        }
    }

    override var debugName: String { String(describing: type(of: style)) }
}
