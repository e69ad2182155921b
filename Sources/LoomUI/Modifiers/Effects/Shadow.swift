import LoomGraphics

extension ViewNode {
    /// A blurred copy of the view's silhouette behind it. The default colour is black at 33 %
    /// opacity and `radius` is the blur's standard deviation in points (research doc §4.1).
    public func shadow(color: Color = ShadowView.defaultColor, radius: Double, x: Double = 0, y: Double = 0) -> ShadowView {
        ShadowView(content: self, color: color, radius: radius, x: x, y: y)
    }
}

public struct ShadowView: ViewNode {
    /// Black at 33 % opacity, the colour of a shadow that names none (a canvas's shadow filter too).
    public static let defaultColor = Color(red: 0, green: 0, blue: 0, opacity: 0.33)

    public var content: any ViewNode
    public var color: Color
    public var radius: Double
    public var x: Double
    public var y: Double

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        let color = color.rgba(in: environment)
        return try content.resolveEach(in: environment) { ShadowNode(child: $0, color: color, radius: max(radius, 0), offset: Point(x: x, y: y)) }
    }
}

/// Like SwiftUI without a `compositingGroup`, every leaf the view draws casts its own shadow
/// (text on a card shadows the card); composited groups cast one shadow as a whole.
final class ShadowNode: ModifierNode {
    let effect: LayerEffect

    init(child: LayoutNode, color: RGBA, radius: Double, offset: Point) {
        self.effect = .shadow(color: color, sigma: radius, offset: offset)
        super.init(child: child)
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        let inner = context.collect { child.render(in: frame, proposal: proposal, into: context) }
        for item in shadowingEachLeaf(inner).items { context.append(item) }
    }

    private func shadowingEachLeaf(_ list: DisplayList) -> DisplayList {
        var out = DisplayList()
        out.items = list.items.map { item in
            switch item {
            case .layer(let inner, let transform, let opacity, nil, let evenOdd):
                return .layer(shadowingEachLeaf(inner), transform: transform, opacity: opacity, clip: nil, evenOddClip: evenOdd)
            default:
                // A leaf casts its own shadow; so does a clipped layer, as one outline, since the
                // clip would cut away the shadows of the leaves inside it.
                var single = DisplayList()
                single.items = [item]
                return .effect(single, effect)
            }
        }
        return out
    }

    override var debugName: String { "Shadow" }
}
