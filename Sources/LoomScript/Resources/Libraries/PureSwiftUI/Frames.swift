// PureSwiftUI — frames, sizes and the `Frame` view.
import SwiftUI

extension View {
    /// A square frame: `frame(100)`.
    func frame(_ size: CGFloat, _ alignment: Alignment = .center) -> some View {
        frame(width: size, height: size, alignment: alignment)
    }

    /// `frame(200, 100)`: width then height.
    func frame(_ width: CGFloat, _ height: CGFloat, _ alignment: Alignment = .center) -> some View {
        frame(width: width, height: height, alignment: alignment)
    }

    func frame(_ size: CGSize, _ alignment: Alignment = .center) -> some View {
        frame(width: size.width, height: size.height, alignment: alignment)
    }

    /// Takes all the room it is offered, in both directions.
    func greedyFrame(_ alignment: Alignment = .center) -> some View {
        frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
    }

    func greedyWidth(_ alignment: Alignment = .center) -> some View {
        frame(maxWidth: .infinity, alignment: alignment)
    }

    func greedyHeight(_ alignment: Alignment = .center) -> some View {
        frame(maxHeight: .infinity, alignment: alignment)
    }

    func width(_ width: CGFloat, _ alignment: Alignment = .center) -> some View {
        frame(width: width, alignment: alignment)
    }

    func height(_ height: CGFloat, _ alignment: Alignment = .center) -> some View {
        frame(height: height, alignment: alignment)
    }
}

/// A fixed-size block of colour (clear unless given), handy as a canvas or a spacer.
struct Frame: View {
    let width: CGFloat
    let height: CGFloat
    let color: Color

    init(_ size: CGFloat, _ color: Color = .clear) {
        self.width = size
        self.height = size
        self.color = color
    }

    init(_ width: CGFloat, _ height: CGFloat, _ color: Color = .clear) {
        self.width = width
        self.height = height
        self.color = color
    }

    init(_ size: CGSize, _ color: Color = .clear) {
        self.width = size.width
        self.height = size.height
        self.color = color
    }

    var body: some View {
        color.frame(width: width, height: height)
    }
}
