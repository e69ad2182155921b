// PureSwiftUITools — the inner shadow itself.
import SwiftUI
import PureSwiftUI

/// The shadow cast inside `silhouette`: a sheet of shadow colour with the silhouette cut out of
/// it, moved by the offset and blurred. Masked by the silhouette and multiplied onto the
/// content, what is left is darkness falling inwards from the silhouette's edges.
///
/// Shapes are cut out by their alpha. Other views (text, symbols) are painted white on the sheet
/// with `foregroundColor` instead, so a `Text` that already has a colour of its own keeps it
/// and, as in SwiftUI, its inner shadow then only darkens it (the guide's "Foreground Color on
/// Text" caveat).
struct PSInnerShadowLayer: View {
    let silhouette: any View
    let config: PSInnerShadowConfig
    var whitensSilhouette = false

    var body: some View {
        Group {
            if whitensSilhouette {
                silhouette
                    .foregroundColor(.white)
                    .offset(x: config.offset.x, y: config.offset.y)
                    .background(Rectangle().fill(config.shadowColor).padding(-config.margin))
            } else {
                silhouette
                    .offset(x: config.offset.x, y: config.offset.y)
                    .blendMode(.destinationOut)
                    .background(Rectangle().fill(config.shadowColor).padding(-config.margin))
            }
        }
        .compositingGroup()
        .blur(radius: config.radius)
    }
}

/// `content` shaped like `silhouette`, with an inner shadow. The result takes the silhouette's
/// size; the content is laid out in that same frame (so a symbol that overflows its frame needs
/// the content scaled up to cover it, as in SwiftUI).
struct PSInnerShadowedSilhouette: View {
    let silhouette: any View
    let content: any View
    let config: PSInnerShadowConfig
    /// See `PSInnerShadowLayer.whitensSilhouette`: false for shapes, true for text and symbols.
    var whitensSilhouette = false

    var body: some View {
        silhouette
            .opacity(0)
            .overlay(
                ZStack {
                    content
                    PSInnerShadowLayer(silhouette: silhouette, config: config, whitensSilhouette: whitensSilhouette)
                        .blendMode(.multiply)
                }
                .compositingGroup()
                .mask(silhouette)
            )
    }
}
