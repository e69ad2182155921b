import Foundation
import LoomGraphics
import Testing
@testable import LoomUI

/// Goldens for foreground styles, uneven rounded rectangles, image paints and colour schemes.
@Suite struct StyleGoldenTests {
    static let sunset = LinearGradient(colors: [.purple, .pink, .orange], startPoint: .leading, endPoint: .trailing)

    /// A 2 × 2 checker of red and white, 10 pt a side (20 px at 2 pixels per point).
    static func checker() throws -> Bitmap {
        let bitmap = try #require(Bitmap(width: 20, height: 20))
        bitmap.withMutablePixels { pixels in
            for i in pixels.indices { pixels[i] = ((i / 20) / 10 + (i % 20) / 10) % 2 == 0 ? 0xFFFF_3B30 : 0xFFFF_FFFF }
        }
        return bitmap
    }

    @Test func gradientForegroundOnText() throws {
        let view = Text("Gradient text").font(.largeTitle).bold().foregroundStyle(Self.sunset).padding(4)
        try assertGolden(view, named: "foreground-gradient-text", in: "styles")
    }

    @Test func gradientForegroundOnEachLeafOfAStack() throws {
        // Every leaf gets its own copy of the gradient, stretched over its own frame.
        let view = VStack(content: [
            Text("Each leaf"),
            Image(systemName: "star.fill").font(.largeTitle),
            Circle().frame(width: 40, height: 40),
            Capsule().stroke(lineWidth: 4).frame(width: 120, height: 24),
        ]).foregroundStyle(LinearGradient(colors: [.blue, .green], startPoint: .top, endPoint: .bottom)).padding(4)
        try assertGolden(view, named: "foreground-gradient-stack", in: "styles")
    }

    @Test func angularAndRadialForegrounds() throws {
        let view = HStack(spacing: 16, content: [
            Image(systemName: "heart.fill").resizable().frame(width: 50, height: 50)
                .foregroundStyle(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center)),
            Text("Radial").font(.title).bold()
                .foregroundStyle(RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 0, endRadius: 40)),
            Rectangle().frame(width: 50, height: 50)
                .foregroundStyle(EllipticalGradient(colors: [.white, .indigo], center: .center)),
        ]).padding(6)
        try assertGolden(view, named: "foreground-angular-radial", in: "styles")
    }

    @Test func textRunColourWinsOverAGradientForeground() throws {
        let view = (Text("Plain ") + Text("red").foregroundColor(.red) + Text(" plain")).font(.title2)
            .foregroundStyle(Self.sunset).padding(4)
        try assertGolden(view, named: "foreground-gradient-runs", in: "styles")
    }

    @Test func gradientOnOneRunOfAJoinedText() throws {
        // Text.foregroundStyle keeps a Text: the gradient covers the whole text's frame but only
        // the runs that set it are painted with it; an outer modifier is a default for the parts.
        let view = (Text("Plain, ") + Text("gradient").bold().foregroundStyle(Self.sunset) + Text(", blue"))
            .font(.title2).foregroundColor(.blue).padding(4)
        try assertGolden(view, named: "gradient-run", in: "styles")
    }

    @Test func outerTextModifiersAreDefaultsForTheParts() {
        let joined = (Text("a").font(.caption).foregroundColor(.red) + Text("b")).font(.title).foregroundColor(.blue)
        #expect(joined.runs.map(\.font) == [.caption, .title])
        #expect(joined.runs.map(\.color) == [.red, .blue])
    }

    @Test func hierarchicalStylesFollowTheForeground() throws {
        func column() -> any ViewNode {
            VStack(alignment: .leading, spacing: 2, content: [
                Text("Primary"),
                Text("Secondary").foregroundStyle(HierarchicalShapeStyle.secondary),
                Text("Tertiary").foregroundStyle(HierarchicalShapeStyle.tertiary),
                HStack(spacing: 4, content: [
                    Circle().fill(HierarchicalShapeStyle.secondary), Circle().fill(HierarchicalShapeStyle.tertiary),
                    Circle().fill(HierarchicalShapeStyle.quaternary),
                ]).frame(height: 16),
            ])
        }
        // Default foreground: system label colours; red foreground: red at 50 %, 25 %, 18 %;
        // a gradient foreground fades the same way.
        let view = HStack(alignment: .top, spacing: 16, content: [
            column(), column().foregroundStyle(Color.red),
            column().foregroundStyle(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing)),
        ]).padding(6)
        try assertGolden(view, named: "hierarchical-styles", in: "styles")
    }

    @Test func colorGradients() throws {
        let colors: [Color] = [.red, .orange, .green, .blue, .purple, .gray]
        let view = HStack(spacing: 8, content: colors.map { RoundedRectangle(cornerRadius: 10).fill($0.gradient).frame(width: 44, height: 60) }).padding(6)
        try assertGolden(view, named: "color-gradients", in: "styles")
    }

    @Test func unevenRoundedRectangles() throws {
        let uneven = UnevenRoundedRectangle(topLeadingRadius: 24, bottomLeadingRadius: 4, bottomTrailingRadius: 24, topTrailingRadius: 4)
        let circular = UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 30, topTrailing: 30), style: .circular)
        let view = HStack(spacing: 10, content: [
            uneven.fill(Color.blue),
            circular.fill(Color.orange),
            uneven.stroke(Color.green, lineWidth: 6),
            circular.strokeBorder(Color.purple, lineWidth: 6),
            Self.sunset.clipShape(UnevenRoundedRectangle(topLeadingRadius: 0, bottomLeadingRadius: 30, bottomTrailingRadius: 30, topTrailingRadius: 0)),
        ]).frame(width: 360, height: 60).padding(8)
        try assertGolden(view, named: "uneven-rounded-rectangles", in: "styles")
    }

    @Test func imagePaintTilesTheImage() throws {
        let checker = Image(bitmap: try Self.checker(), scale: 2)
        let view = HStack(spacing: 10, content: [
            Rectangle().fill(ImagePaint(image: checker)).frame(width: 50, height: 50),
            Circle().fill(ImagePaint(image: checker, scale: 0.5)).frame(width: 50, height: 50),
            RoundedRectangle(cornerRadius: 10).strokeBorder(ImagePaint(image: checker, sourceRect: Rect(x: 0, y: 0, width: 0.5, height: 1), scale: 0.5), lineWidth: 8)
                .frame(width: 50, height: 50),
            Text("Tiled").font(.largeTitle).fontWeight(.black).foregroundStyle(ImagePaint(image: checker, scale: 0.4)),
            Text("Behind").padding(10).background(ImagePaint(image: checker, scale: 0.3).opacity(0.4)),
        ]).padding(6)
        try assertGolden(view, named: "image-paint", in: "styles")
    }

    @Test func preferredColorSchemeDarkensTheWholePicture() throws {
        let view = VStack(alignment: .leading, spacing: 6, content: [
            Text("Dark mode"),
            Text("Secondary").foregroundColor(.secondary),
            HStack(spacing: 6, content: [Color.red, Color.green, Color.blue, Color.primary].map { $0.frame(width: 20, height: 20) }),
        ]).padding(10).background(Color.background).preferredColorScheme(.dark)
        try assertGolden(view, named: "preferred-color-scheme-dark", in: "styles")
    }
}
