import LoomGraphics

/// SwiftUI's `GraphicsContext.addFilter(_:options:)` and `GraphicsContext.Filter`: image effects
/// on what a canvas draws, made of the raster effects the view modifiers use (`.blur`,
/// `.shadow`, the colour matrices of `.saturation`, `.brightness`, …) plus an alpha threshold.
///
/// A filter applies to what is drawn after it is added, and each drawing operation is filtered
/// on its own: a blurred context blurs two overlapping circles each by itself. Inside
/// `drawLayer` the layer is one operation, so the outer context's filters apply to what the
/// layer drew as a whole. Filters nest as transforms do: the one added last applies first, so
/// the "gooey" idiom adds `.alphaThreshold` and then `.blur`, and cuts the blurred layer.
/// Radii and offsets are in the canvas's points, whatever the context's transform.
extension GraphicsContext {
    public struct Filter {
        /// What the filter makes of one operation's item (ready to composite), built in the
        /// context's environment, where the filter's colours resolve.
        typealias Apply = (DisplayItem) -> DisplayItem
        let make: (EnvironmentValues) -> Apply

        /// The raster effect `effect` on the operation, drawn offscreen as one image.
        private static func effect(_ effect: LayerEffect) -> Filter {
            Filter { _ in { .effect(DisplayList($0), effect) } }
        }

        private static func matrix(_ values: [Double]) -> Filter {
            effect(.colorMatrix(ColorMatrix(values)))
        }

        /// A Gaussian blur of standard deviation `radius`, as `View.blur(radius:)`. With
        /// `.opaque` the result is made fully opaque within what the operation covers.
        public static func blur(radius: Double, options: BlurOptions = []) -> Filter {
            let sigma = max(radius, 0)
            guard options.contains(.opaque) else { return effect(.blur(sigma: sigma, opaque: false)) }
            return Filter { _ in
                { item in
                    .layer(DisplayList(.effect(DisplayList(item), .blur(sigma: sigma, opaque: true))), transform: .identity, opacity: 1,
                           clip: .rect(item.bounds), evenOddClip: false)
                }
            }
        }

        /// Pixels whose opacity lies in `min…max` become `color`; all others become transparent.
        /// After a blur this draws a hard-edged shape grown or shrunk from the original (SwiftUI's
        /// "metaball" and outline effects).
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = .black) -> Filter {
            Filter { environment in
                let effect = LayerEffect.alphaThreshold(min: min, max: max, color: color.rgba(in: environment))
                return { .effect(DisplayList($0), effect) }
            }
        }

        /// A shadow of the operation: its silhouette in `color`, blurred by `radius` (the
        /// standard deviation, as `View.shadow`) and moved by `x`, `y`; drawn behind it, or over
        /// it with `.shadowAbove`, or alone with `.shadowOnly`, with `blendMode`. With
        /// `.invertsAlpha`, Loom draws only the inner shadow SwiftUI documents: together with
        /// `.shadowAbove` and the `.sourceAtop` blend mode; nil for any other use of it.
        /// `.disablesGroup` changes nothing: the object and its shadow are one layer.
        public static func shadow(color: Color = ShadowView.defaultColor, radius: Double, x: Double = 0, y: Double = 0,
                                  blendMode: BlendMode = .normal, options: ShadowOptions = []) -> Filter? {
            let sigma = max(radius, 0), offset = Point(x: x, y: y)
            if options.contains(.invertsAlpha) {
                guard options.contains(.shadowAbove), !options.contains(.shadowOnly), blendMode == .sourceAtop else { return nil }
                return Filter { environment in
                    let effect = LayerEffect.innerShadow(color: color.rgba(in: environment), sigma: sigma, offset: offset)
                    return { .effect(DisplayList($0), effect) }
                }
            }
            if options.isDisjoint(with: [.shadowAbove, .shadowOnly]), blendMode == .normal {
                return Filter { environment in
                    let effect = LayerEffect.shadow(color: color.rgba(in: environment), sigma: sigma, offset: offset)
                    return { .effect(DisplayList($0), effect) }
                }
            }
            return Filter { environment in
                let tint = LayerEffect.colorMatrix(ColorMatrix(ColorFilters.silhouette(color.rgba(in: environment))))
                return { item in
                    // The silhouette tinted, blurred and moved: `LayerEffect.shadow`'s shadow, built
                    // from the same effects so it can be drawn alone, above, or blended.
                    let blurred = DisplayItem.effect(DisplayList(.effect(DisplayList(item), tint)), .blur(sigma: sigma, opaque: false))
                    var shadow = DisplayItem.layer(DisplayList(blurred), transform: Transform(translationX: x, y: y), opacity: 1, clip: nil, evenOddClip: false)
                    if blendMode != .normal { shadow = .blend(DisplayList(shadow), blendMode) }
                    var group = DisplayList()
                    group.items = options.contains(.shadowOnly) ? [shadow] : options.contains(.shadowAbove) ? [item, shadow] : [shadow, item]
                    return .effect(group, .isolate)
                }
            }
        }

        /// Every channel, alpha included, multiplied by `color`'s (`View.colorMultiply`).
        public static func colorMultiply(_ color: Color) -> Filter {
            Filter { environment in
                let effect = LayerEffect.colorMatrix(ColorMatrix(ColorFilters.multiply(color.rgba(in: environment))))
                return { .effect(DisplayList($0), effect) }
            }
        }

        /// Alpha multiplied by `alpha`.
        public static func opacity(_ alpha: Double) -> Filter { matrix(ColorFilters.opacity(alpha)) }
        public static func brightness(_ amount: Double) -> Filter { matrix(ColorFilters.brightness(amount)) }
        public static func contrast(_ amount: Double) -> Filter { matrix(ColorFilters.contrast(amount)) }
        public static func saturation(_ amount: Double) -> Filter { matrix(ColorFilters.saturation(amount)) }
        public static func grayscale(_ amount: Double) -> Filter { matrix(ColorFilters.grayscale(amount)) }
        public static func hueRotation(_ angle: Angle) -> Filter { matrix(ColorFilters.hueRotation(angle.radians)) }
        /// Colours inverted by `amount` (1 inverts fully, as `View.colorInvert()`).
        public static func colorInvert(_ amount: Double = 1) -> Filter { matrix(ColorFilters.invert(amount)) }
        /// Black, as opaque as the colour was light (`View.luminanceToAlpha()`).
        public static var luminanceToAlpha: Filter { matrix(ColorFilters.luminanceToAlpha) }
    }

    /// `Filter.blur(radius:options:)`'s options. `.dithersResult` changes nothing in Loom's
    /// 8-bit raster.
    public struct BlurOptions: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let opaque = BlurOptions(rawValue: 1)
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// `Filter.shadow(…)`'s options.
    public struct ShadowOptions: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    /// Filters what is drawn from now on: first by this filter, then by those added before.
    public mutating func addFilter(_ filter: Filter) {
        filters.append(filter.make(sink.environment))
    }
}
