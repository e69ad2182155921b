// PureSwiftUI — resizing images in one call.
import SwiftUI

extension Image {
    /// Resizable, filling the frame it is given (cropping whatever overflows the aspect ratio).
    func resizedToFill() -> some View {
        resizable().scaledToFill()
    }

    func resizedToFill(_ size: CGFloat) -> some View {
        resizable().scaledToFill().frame(width: size, height: size).clipped()
    }

    func resizedToFill(_ width: CGFloat, _ height: CGFloat) -> some View {
        resizable().scaledToFill().frame(width: width, height: height).clipped()
    }

    /// Resizable, fitting inside the frame it is given (keeping its aspect ratio).
    func resizedToFit() -> some View {
        resizable().scaledToFit()
    }

    func resizedToFit(_ size: CGFloat) -> some View {
        resizable().scaledToFit().frame(width: size, height: size)
    }

    func resizedToFit(_ width: CGFloat, _ height: CGFloat) -> some View {
        resizable().scaledToFit().frame(width: width, height: height)
    }
}
