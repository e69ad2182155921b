import LoomGraphics

extension ViewNode {
    /// The colour text and bare shapes below this view are drawn in.
    public func foregroundColor(_ color: Color?) -> EnvironmentModifierView {
        EnvironmentModifierView(content: self) { $0.foregroundColor = color }
    }

    /// The style (colour, gradient, image paint) text, symbols and bare shapes below this view
    /// are painted with; each leaf stretches it over its own bounds.
    public func foregroundStyle(_ style: any ShapeStyle) -> EnvironmentModifierView {
        EnvironmentModifierView(content: self) { environment in
            // `.foreground` is the inherited style: keep it rather than refer to itself; a
            // hierarchical level is taken from the style it replaces.
            if let level = style as? HierarchicalShapeStyle {
                environment.foregroundStyle = level.replacing(environment.foregroundStyle)
            } else if !(style is ForegroundStyle) {
                environment.foregroundStyle = style
            }
        }
    }

    /// The font text below this view uses.
    public func font(_ font: Font?) -> EnvironmentModifierView {
        EnvironmentModifierView(content: self) { $0.font = font }
    }
}

/// A view whose subtree sees changed environment values.
public struct EnvironmentModifierView: ViewNode {
    public var content: any ViewNode
    public var transform: (inout EnvironmentValues) -> Void

    public init(content: any ViewNode, transform: @escaping (inout EnvironmentValues) -> Void) {
        self.content = content
        self.transform = transform
    }

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        var changed = environment
        transform(&changed)
        return try content.resolve(in: changed)
    }
}
