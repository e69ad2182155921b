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
                environment.foregroundStyle = level.resolved(in: environment)
            } else if !(style is ForegroundStyle) {
                environment.foregroundStyle = style
                environment.foregroundLevels = []
            }
        }
    }

    /// The primary and secondary levels of the foreground style below this view: text and
    /// shapes take the primary, and `.secondary` is `secondary` rather than the primary faded.
    public func foregroundStyle(_ primary: any ShapeStyle, _ secondary: any ShapeStyle) -> EnvironmentModifierView {
        foregroundStyles([primary, secondary])
    }

    /// The primary, secondary and tertiary levels of the foreground style below this view.
    public func foregroundStyle(_ primary: any ShapeStyle, _ secondary: any ShapeStyle, _ tertiary: any ShapeStyle) -> EnvironmentModifierView {
        foregroundStyles([primary, secondary, tertiary])
    }

    private func foregroundStyles(_ levels: [any ShapeStyle]) -> EnvironmentModifierView {
        EnvironmentModifierView(content: self) { environment in
            // Each level given as `.foreground` or `.secondary` is taken from the styles it replaces.
            let inherited = environment
            let resolved = levels.map { style -> any ShapeStyle in
                if let level = style as? HierarchicalShapeStyle { return level.resolved(in: inherited) }
                if style is ForegroundStyle { return inherited.foregroundStyle ?? HierarchicalShapeStyle.primary }
                return style
            }
            environment.foregroundStyle = resolved[0]
            environment.foregroundLevels = Array(resolved.dropFirst())
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
