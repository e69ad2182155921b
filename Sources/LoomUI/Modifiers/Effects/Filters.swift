import Foundation
import LoomGraphics

extension ViewNode {
    /// A Gaussian blur of standard deviation `radius` points; the layout is unchanged.
    public func blur(radius: Double, opaque: Bool = false) -> FilterView {
        animatableFilter("Blur", [radius]) { v in .blur(sigma: max(v[0], 0), opaque: opaque) }
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
        animatableFilter("Brightness", [amount]) { v in .colorMatrix(ColorMatrix(ColorFilters.brightness(v[0]))) }
    }

    public func contrast(_ amount: Double) -> FilterView {
        animatableFilter("Contrast", [amount]) { v in .colorMatrix(ColorMatrix(ColorFilters.contrast(v[0]))) }
    }

    public func saturation(_ amount: Double) -> FilterView {
        animatableFilter("Saturation", [amount]) { v in .colorMatrix(ColorMatrix(ColorFilters.saturation(v[0]))) }
    }

    public func grayscale(_ amount: Double) -> FilterView {
        animatableFilter("Grayscale", [amount]) { v in .colorMatrix(ColorMatrix(ColorFilters.grayscale(v[0]))) }
    }

    /// Turns every colour's hue by `angle`. The angle animates, so a turn of 360° under an
    /// animation passes through every hue and ends where it began, as in SwiftUI.
    public func hueRotation(_ angle: Angle) -> FilterView {
        animatableFilter("HueRotation", [angle.radians]) { v in .colorMatrix(ColorMatrix(ColorFilters.hueRotation(v[0]))) }
    }

    public func colorInvert() -> FilterView {
        colorMatrix(ColorFilters.invert(1), "ColorInvert")
    }

    public func colorMultiply(_ color: Color) -> FilterView {
        let c = color.resolve()
        return animatableFilter("ColorMultiply", [c.red, c.green, c.blue, c.alpha]) { v in
            .colorMatrix(ColorMatrix(ColorFilters.multiply(RGBA(red: v[0], green: v[1], blue: v[2], alpha: v[3]))))
        }
    }

    public func luminanceToAlpha() -> FilterView {
        colorMatrix(ColorFilters.luminanceToAlpha, "LuminanceToAlpha")
    }

    private func colorMatrix(_ values: [Double], _ name: String) -> FilterView {
        FilterView(content: self, effect: .colorMatrix(ColorMatrix(values)), name: name)
    }

    /// A filter whose numbers (a radius, an amount, an angle) are animatable: under motion the
    /// effect is made from the numbers as this frame shows them.
    private func animatableFilter(_ name: String, _ values: [Double], _ make: @escaping ([Double]) -> LayerEffect) -> FilterView {
        var view = FilterView(content: self, effect: make(values), name: name)
        view.animatable = (AnimatableVector(values), { make($0.values) })
        return view
    }
}

/// SwiftUI's colour-filter matrices (4×5, row-major, the last column an offset), by their amount.
/// The view modifiers above and a canvas's `GraphicsContext.Filter`s share them.
enum ColorFilters {
    /// Each channel inverted by `amount`: 0 leaves colours as they are, 1 inverts them fully.
    static func invert(_ amount: Double) -> [Double] {
        let k = 1 - 2 * amount
        return [k, 0, 0, 0, amount, 0, k, 0, 0, amount, 0, 0, k, 0, amount, 0, 0, 0, 1, 0]
    }

    /// Each channel, alpha included, multiplied by `color`'s.
    static func multiply(_ color: RGBA) -> [Double] {
        [color.red, 0, 0, 0, 0, 0, color.green, 0, 0, 0, 0, 0, color.blue, 0, 0, 0, 0, 0, color.alpha, 0]
    }

    /// Alpha multiplied by `alpha`; colours unchanged.
    static func opacity(_ alpha: Double) -> [Double] {
        [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, alpha, 0]
    }

    /// `color` wherever anything is, as opaque as it was times `color`'s opacity: a shadow's
    /// silhouette.
    static func silhouette(_ color: RGBA) -> [Double] {
        [0, 0, 0, 0, color.red, 0, 0, 0, 0, color.green, 0, 0, 0, 0, color.blue, 0, 0, 0, color.alpha, 0]
    }

    /// Black, as opaque as the colour is light (its luminance).
    static let luminanceToAlpha: [Double] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2126, 0.7152, 0.0722, 0, 0]

    static func brightness(_ amount: Double) -> [Double] {
        [1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0]
    }

    static func contrast(_ amount: Double) -> [Double] {
        let bias = (1 - amount) / 2
        return [amount, 0, 0, 0, bias, 0, amount, 0, 0, bias, 0, 0, amount, 0, bias, 0, 0, 0, 1, 0]
    }

    static func saturation(_ amount: Double) -> [Double] {
        let s = max(amount, 0)
        return [
            0.2126 + 0.7873 * s, 0.7152 - 0.7152 * s, 0.0722 - 0.0722 * s, 0, 0,
            0.2126 - 0.2126 * s, 0.7152 + 0.2848 * s, 0.0722 - 0.0722 * s, 0, 0,
            0.2126 - 0.2126 * s, 0.7152 - 0.7152 * s, 0.0722 + 0.9278 * s, 0, 0,
            0, 0, 0, 1, 0,
        ]
    }

    static func grayscale(_ amount: Double) -> [Double] {
        let a = amount, k = 1 - amount
        return [
            k + a * 0.2126, a * 0.7152, a * 0.0722, 0, 0,
            a * 0.2126, k + a * 0.7152, a * 0.0722, 0, 0,
            a * 0.2126, a * 0.7152, k + a * 0.0722, 0, 0,
            0, 0, 0, 1, 0,
        ]
    }

    static func hueRotation(_ radians: Double) -> [Double] {
        let (c, s) = (cos(radians), sin(radians))
        return [
            0.2126 + 0.7873 * c - 0.2126 * s, 0.7152 - 0.7152 * c - 0.7152 * s, 0.0722 - 0.0722 * c + 0.9278 * s, 0, 0,
            0.2126 - 0.2126 * c + 0.1430 * s, 0.7152 + 0.2848 * c + 0.1400 * s, 0.0722 - 0.0722 * c - 0.2830 * s, 0, 0,
            0.2126 - 0.2126 * c - 0.7873 * s, 0.7152 - 0.7152 * c + 0.7152 * s, 0.0722 + 0.9278 * c + 0.0722 * s, 0, 0,
            0, 0, 0, 1, 0,
        ]
    }
}

/// A view drawn offscreen as one image and then filtered; the layout is unchanged.
public struct FilterView: ViewNode {
    public var content: any ViewNode
    public var effect: LayerEffect
    var name: String
    /// The numbers an animation moves and the effect they make (absent for fixed filters).
    var animatable: (values: AnimatableVector, make: (AnimatableVector) -> LayerEffect)?

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        var effect = self.effect
        if let animatable, environment.motion != nil {
            effect = animatable.make(environment.animated(animatable.values, name))
        }
        return try content.resolveEach(in: environment) { FilterNode(child: $0, effect: effect, name: name) }
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
