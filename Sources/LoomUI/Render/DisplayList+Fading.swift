import LoomGraphics

extension DisplayList {
    /// The list with every leaf faded to `opacity` on its own, as SwiftUI applies `opacity` to a
    /// container without a compositing group: where two children overlap, the one below shows
    /// through. Groups that composite as one image (compositing groups, filters, masks, blends)
    /// fade as a whole.
    func fadingEachLeaf(by opacity: Double) -> DisplayList {
        var out = DisplayList()
        out.items = items.map { $0.fadingEachLeaf(by: opacity) }
        return out
    }
}

extension DisplayItem {
    func fadingEachLeaf(by opacity: Double) -> DisplayItem {
        switch self {
        case .fill(let path, let paint, let evenOdd):
            if let faded = paint.fading(by: opacity) { return .fill(path, faded, evenOdd: evenOdd) }
        case .stroke(let path, let paint, let style):
            if let faded = paint.fading(by: opacity) { return .stroke(path, faded, style) }
        case .text(let layout, let origin, let boxWidth, let alignment, let paint):
            // Runs with their own colour ignore the paint: fade those as a layer.
            if !layout.runs.contains(where: { $0.color != nil }), let faded = paint.fading(by: opacity) {
                return .text(layout, origin: origin, boxWidth: boxWidth, alignment: alignment, paint: faded)
            }
        case .layer(let list, let transform, let inner, let clip, let evenOddClip):
            return .layer(list.fadingEachLeaf(by: opacity), transform: transform, opacity: inner, clip: clip, evenOddClip: evenOddClip)
        case .image, .effect, .mask, .blend, .projection:
            break
        }
        var single = DisplayList()
        single.items = [self]
        return .layer(single, transform: .identity, opacity: opacity, clip: nil, evenOddClip: false)
    }
}

extension Paint {
    /// The paint with its alpha multiplied, when that is the same as fading what it paints.
    func fading(by opacity: Double) -> Paint? {
        func fade(_ stops: [GradientStop]) -> [GradientStop] {
            stops.map { GradientStop(color: $0.color.withAlpha(multipliedBy: opacity), location: $0.location) }
        }
        switch self {
        case .solid(let color): return .solid(color.withAlpha(multipliedBy: opacity))
        case .linearGradient(let stops, let start, let end): return .linearGradient(stops: fade(stops), start: start, end: end)
        case .radialGradient(let stops, let center, let r0, let r1, let transform):
            return .radialGradient(stops: fade(stops), center: center, startRadius: r0, endRadius: r1, transform: transform)
        case .conicGradient(let stops, let center, let a0, let a1):
            return .conicGradient(stops: fade(stops), center: center, startAngle: a0, endAngle: a1)
        case .image: return nil
        }
    }
}
