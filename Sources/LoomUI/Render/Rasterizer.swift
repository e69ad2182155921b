import LoomGraphics

/// Replays a display list on a canvas.
enum Rasterizer {
    static func draw(_ list: DisplayList, on canvas: Canvas) {
        for item in list.items {
            switch item {
            case .fill(let path, let paint, let evenOdd):
                canvas.fill(path, with: paint, evenOdd: evenOdd)
            case .stroke(let path, let paint, let style):
                canvas.stroke(path, with: paint, style: style)
            case .image(let bitmap, let rect, let interpolation, let tint):
                canvas.draw(bitmap, in: rect, interpolation: interpolation, tint: tint)
            case .text(let layout, let origin, let boxWidth, let alignment, let paint):
                canvas.draw(layout, at: origin, boxWidth: boxWidth, alignment: alignment, paint: paint)
            case .layer(let inner, let transform, let opacity, let clip, let evenOddClip):
                // Under a singular transform (`scaleEffect(0)`) the layer covers no area: it draws
                // nothing, and must not reach Cairo, whose context would then draw nothing after it.
                guard transform.isInvertible else { continue }
                canvas.save()
                if let clip { canvas.clip(to: clip, evenOdd: evenOddClip) }
                canvas.concatenate(transform)
                if opacity < 1 {
                    canvas.withLayer(opacity: opacity) { draw(inner, on: canvas) }
                } else {
                    draw(inner, on: canvas)
                }
                canvas.restore()
            case .effect(let inner, let effect):
                canvas.withEffect(effect, bounds: inner.bounds) { layer in draw(inner, on: layer) }
            case .mask(let inner, let mask):
                canvas.withMask({ draw(inner, on: canvas) }, mask: { draw(mask, on: canvas) })
            case .blend(let inner, let mode):
                canvas.withBlendMode(mode) { layer in draw(inner, on: layer) }
            case .projection(let inner, let projection):
                canvas.withProjection(projection, bounds: inner.bounds) { layer in draw(inner, on: layer) }
            }
        }
    }
}
