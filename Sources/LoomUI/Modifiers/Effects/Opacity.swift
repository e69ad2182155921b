import LoomGraphics

extension ViewNode {
    /// Fades every leaf the view draws to `opacity` (0…1); after `compositingGroup()` the group fades as one.
    public func opacity(_ opacity: Double) -> OpacityView {
        OpacityView(content: self, opacity: min(max(opacity, 0), 1))
    }
}

public struct OpacityView: LeafView {
    public var content: any ViewNode
    public var opacity: Double

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        OpacityNode(child: try content.resolveSingle(in: environment), opacity: opacity)
    }
}

/// Like SwiftUI without a `compositingGroup`, each leaf the view draws is faded on its own, so
/// overlapping children show through each other (research doc §4.3); a composited group, a blur,
/// a shadowed leaf or a mask is one leaf and fades as a whole.
final class OpacityNode: ModifierNode {
    let opacity: Double

    init(child: LayoutNode, opacity: Double) {
        self.opacity = opacity
        super.init(child: child)
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        let inner = context.collect { child.render(in: frame, proposal: proposal, into: context) }
        let faded = opacity < 1 ? fadingEachLeaf(inner) : inner
        for item in faded.items { context.append(item) }
    }

    private func fadingEachLeaf(_ list: DisplayList) -> DisplayList {
        var out = DisplayList()
        out.items = list.items.map { item in
            switch item {
            case .layer(let inner, let transform, let layerOpacity, let clip, let evenOdd):
                // Fading each leaf inside a clip or transform is fading what it shows.
                return .layer(fadingEachLeaf(inner), transform: transform, opacity: layerOpacity, clip: clip, evenOddClip: evenOdd)
            case .blend(let inner, let mode):
                // A blended leaf is drawn faded, then blended with what is beneath.
                return .blend(fadingEachLeaf(inner), mode)
            case .fill(let path, .solid(let color), let evenOdd):
                // A fill or stroke covers each pixel once: fading its colour is fading it, without a layer.
                return .fill(path, .solid(color.withAlpha(multipliedBy: opacity)), evenOdd: evenOdd)
            case .stroke(let path, .solid(let color), let style):
                return .stroke(path, .solid(color.withAlpha(multipliedBy: opacity)), style)
            default:
                var single = DisplayList()
                single.items = [item]
                return .layer(single, transform: .identity, opacity: opacity, clip: nil, evenOddClip: false)
            }
        }
        return out
    }

    override var layoutPriority: Double { child.layoutPriority }

    override var debugName: String { "Opacity" }
}
