import Foundation
import LoomGraphics

extension ViewNode {
    /// A Gaussian blur of standard deviation `radius` points; the layout is unchanged.
    public func blur(radius: Double, opaque: Bool = false) -> FilterView {
        FilterView(content: self, effect: .blur(sigma: max(radius, 0), opaque: opaque), name: "Blur")
    }

    /// Draws the subtree as one image before effects above it apply (opacity, shadow, blend).
    public func compositingGroup() -> FilterView {
        FilterView(content: self, effect: .isolate, name: "CompositingGroup")
    }

    /// Flattens the subtree into one offscreen image, like `compositingGroup`.
    public func drawingGroup(opaque: Bool = false) -> FilterView {
        FilterView(content: self, effect: .isolate, name: "DrawingGroup")
    }

    public func brightness(_ amount: Double) -> FilterView {
        colorMatrix([1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0], "Brightness")
    }

    public func contrast(_ amount: Double) -> FilterView {
        let bias = (1 - amount) / 2
        return colorMatrix([amount, 0, 0, 0, bias, 0, amount, 0, 0, bias, 0, 0, amount, 0, bias, 0, 0, 0, 1, 0], "Contrast")
    }

    public func saturation(_ amount: Double) -> FilterView {
        let s = max(amount, 0)
        return colorMatrix([
            0.2126 + 0.7873 * s, 0.7152 - 0.7152 * s, 0.0722 - 0.0722 * s, 0, 0,
            0.2126 - 0.2126 * s, 0.7152 + 0.2848 * s, 0.0722 - 0.0722 * s, 0, 0,
            0.2126 - 0.2126 * s, 0.7152 - 0.7152 * s, 0.0722 + 0.9278 * s, 0, 0,
            0, 0, 0, 1, 0,
        ], "Saturation")
    }

    public func grayscale(_ amount: Double) -> FilterView {
        let a = amount, k = 1 - amount
        return colorMatrix([
            k + a * 0.2126, a * 0.7152, a * 0.0722, 0, 0,
            a * 0.2126, k + a * 0.7152, a * 0.0722, 0, 0,
            a * 0.2126, a * 0.7152, k + a * 0.0722, 0, 0,
            0, 0, 0, 1, 0,
        ], "Grayscale")
    }

    public func hueRotation(_ angle: Angle) -> FilterView {
        let (c, s) = (cos(angle.radians), sin(angle.radians))
        return colorMatrix([
            0.2126 + 0.7873 * c - 0.2126 * s, 0.7152 - 0.7152 * c - 0.7152 * s, 0.0722 - 0.0722 * c + 0.9278 * s, 0, 0,
            0.2126 - 0.2126 * c + 0.1430 * s, 0.7152 + 0.2848 * c + 0.1400 * s, 0.0722 - 0.0722 * c - 0.2830 * s, 0, 0,
            0.2126 - 0.2126 * c - 0.7873 * s, 0.7152 - 0.7152 * c + 0.7152 * s, 0.0722 + 0.9278 * c + 0.0722 * s, 0, 0,
            0, 0, 0, 1, 0,
        ], "HueRotation")
    }

    public func colorInvert() -> FilterView {
        colorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0], "ColorInvert")
    }

    public func colorMultiply(_ color: Color) -> FilterView {
        let c = color.resolve()
        return colorMatrix([c.red, 0, 0, 0, 0, 0, c.green, 0, 0, 0, 0, 0, c.blue, 0, 0, 0, 0, 0, c.alpha, 0], "ColorMultiply")
    }

    public func luminanceToAlpha() -> FilterView {
        colorMatrix([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2126, 0.7152, 0.0722, 0, 0], "LuminanceToAlpha")
    }

    private func colorMatrix(_ values: [Double], _ name: String) -> FilterView {
        FilterView(content: self, effect: .colorMatrix(ColorMatrix(values)), name: name)
    }
}

/// A view drawn offscreen as one image and then filtered; the layout is unchanged.
public struct FilterView: LeafView {
    public var content: any ViewNode
    public var effect: LayerEffect
    var name: String

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        FilterNode(child: try content.resolveSingle(in: environment), effect: effect, name: name)
    }
}

final class FilterNode: ModifierNode {
    let effect: LayerEffect
    let name: String

    init(child: LayoutNode, effect: LayerEffect, name: String) {
        self.effect = effect
        self.name = name
        super.init(child: child)
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        let inner = context.collect { child.render(in: frame, proposal: proposal, into: context) }
        if case .blur(_, opaque: true) = effect {
            // An opaque blur fills the view's own bounds and nothing beyond: it does not fade into
            // its surroundings (SwiftUI's `blur(radius:opaque: true)`).
            var blurred = DisplayList()
            blurred.items = [.effect(inner, effect)]
            context.append(.layer(blurred, transform: .identity, opacity: 1, clip: .rect(frame), evenOddClip: false))
            return
        }
        context.append(.effect(inner, effect))
    }

    override var debugName: String { name }
}
