// PureSwiftUITools — the shapes inner shadows are cast in.
import SwiftUI
import PureSwiftUI

/// For an inner shadow on a `Shape`: whether the shadow falls inside the shape's fill or inside
/// its stroke (a stroke is just another shape), and the content painted there.
struct PSShapeInnerShadowContent {
    let isStroke: Bool
    let style: StrokeStyle
    let content: any View

    /// The shape's fill, painted with `content`.
    static func fill(_ content: any View = Color.clear) -> PSShapeInnerShadowContent {
        PSShapeInnerShadowContent(isStroke: false, style: StrokeStyle(), content: content)
    }

    /// The shape's stroke, `lineWidth` wide, painted with `content`.
    static func stroke(_ content: any View = Color.clear, lineWidth: CGFloat = 1) -> PSShapeInnerShadowContent {
        PSShapeInnerShadowContent(isStroke: true, style: StrokeStyle(lineWidth: lineWidth), content: content)
    }

    /// The shape's stroke in a full stroke style (joins, caps, dashes), painted with `content`.
    static func stroke(_ content: any View = Color.clear, style: StrokeStyle) -> PSShapeInnerShadowContent {
        PSShapeInnerShadowContent(isStroke: true, style: style, content: content)
    }

    /// The region the shadow lives in, drawn in black: only its alpha matters.
    func silhouette(of shape: any Shape) -> some View {
        if isStroke {
            return shape.stroke(Color.black, style: style)
        }
        return shape.fill(Color.black)
    }
}

/// For an inner shadow on any `View`: the shape the shadow is cast inside (filling the view)
/// and the content behind the view, clipped to that shape.
struct PSInnerShadowShape {
    let shape: any Shape
    let content: any View

    static func circle(_ content: any View = Color.clear) -> PSInnerShadowShape {
        PSInnerShadowShape(shape: Circle(), content: content)
    }

    static func ellipse(_ content: any View = Color.clear) -> PSInnerShadowShape {
        PSInnerShadowShape(shape: Ellipse(), content: content)
    }

    static func capsule(_ content: any View = Color.clear) -> PSInnerShadowShape {
        PSInnerShadowShape(shape: Capsule(), content: content)
    }

    static func rectangle(_ content: any View = Color.clear) -> PSInnerShadowShape {
        PSInnerShadowShape(shape: Rectangle(), content: content)
    }

    static func roundedRectangle(_ cornerRadius: CGFloat, _ content: any View = Color.clear) -> PSInnerShadowShape {
        PSInnerShadowShape(shape: RoundedRectangle(cornerRadius: cornerRadius), content: content)
    }
}

/// A view with `shape`'s content behind it and the shape's inner shadow over it.
struct PSInnerShadowedView: View {
    let view: any View
    let shape: PSInnerShadowShape
    let config: PSInnerShadowConfig

    var body: some View {
        view
            .background(shape.content.clipShape(shape.shape))
            .overlay(
                PSInnerShadowLayer(silhouette: shape.shape.fill(Color.black), config: config)
                    .mask(shape.shape)
                    .blendMode(.multiply)
            )
    }
}
