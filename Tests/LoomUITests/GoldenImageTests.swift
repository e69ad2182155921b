import Foundation
import LoomGraphics
import Testing
@testable import LoomUI

/// Small scenes rendered at 2× and compared with committed PNGs under `Goldens/`, within
/// `ImageTolerance.default` (ΔE2000 ≤ 2 on 99.9 % of pixels, composited on white).
/// Re-record after an intended change with `LOOM_RECORD=failed swift test --filter GoldenImageTests`,
/// then look at every changed PNG before committing it.
@Suite struct GoldenImageTests {
    @Test func circleFilledRed() throws {
        try assertGolden(Circle().fill(Color.red).frame(width: 100, height: 100), named: "circle-fill-red")
    }

    @Test func systemColourRow() throws {
        let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .gray]
        try assertGolden(HStack(spacing: 4, content: colors.map { $0.frame(width: 20, height: 20) }), named: "system-colours")
    }

    @Test func shapesFilledAndStroked() throws {
        let view = HStack(content: [
            Rectangle().fill(Color.blue),
            RoundedRectangle(cornerRadius: 12).stroke(Color.orange, lineWidth: 4),
            Ellipse().fill(Color.green),
            Capsule().stroke(Color.purple, lineWidth: 2),
            Circle(),
        ]).frame(width: 300, height: 50).padding(8)
        try assertGolden(view, named: "shapes")
    }

    @Test func linearGradientInRoundedRectangle() throws {
        let gradient = LinearGradient(colors: [.purple, .pink, .orange], startPoint: .topLeading, endPoint: .bottomTrailing)
        try assertGolden(RoundedRectangle(cornerRadius: 16).fill(gradient).frame(width: 160, height: 80), named: "gradient-rounded-rectangle")
    }

    @Test func gradientAsAView() throws {
        try assertGolden(LinearGradient(colors: [.blue, .white], startPoint: .top, endPoint: .bottom).frame(width: 60, height: 60), named: "gradient-view")
    }

    @Test func textInStyles() throws {
        let view = VStack(alignment: .leading, spacing: 4, content: [
            Text("Large title").font(.largeTitle),
            Text("Headline").font(.headline),
            Text("Body text in the default font"),
            Text("Caption").font(.caption).foregroundColor(.gray),
        ])
        try assertGolden(view, named: "text-styles")
    }

    @Test func textWrapsInANarrowFrame() throws {
        try assertGolden(Text("The quick brown fox jumps over the lazy dog").frame(width: 120).border(), named: "text-wrapped")
    }

    @Test func textRunsAndParagraphs() throws {
        let view = VStack(alignment: .leading, spacing: 10, content: [
            Text("Bold").bold() + Text(" and ") + Text("italic").italic().foregroundColor(.blue) + Text(" mono").monospaced(),
            Text("Centred lines of a paragraph that wraps").multilineTextAlignment(.center).frame(width: 160),
            Text("A long sentence cut after two lines by its line limit, with an ellipsis").lineLimit(2).frame(width: 160),
            Text("Spaced out").tracking(4).underline(),
            Text("Loose lines that wrap twice over").lineSpacing(8).frame(width: 120),
        ]).padding(8)
        try assertGolden(view, named: "text-runs-paragraphs")
    }

    @Test func zstackAlignment() throws {
        let view = ZStack(alignment: .bottomTrailing, content: [
            Color.yellow.frame(width: 80, height: 80),
            Circle().fill(Color.red).frame(width: 30, height: 30),
        ])
        try assertGolden(view, named: "zstack-bottom-trailing")
    }

    @Test func backgroundAndOverlay() throws {
        let view = Text("Badge").padding(8).background(Capsule().fill(Color.blue.opacity(0.2)))
            .overlay(Circle().fill(Color.red).frame(width: 10, height: 10), alignment: .topTrailing)
        try assertGolden(view, named: "background-overlay")
    }

    @Test func offsetGrowsTheCanvas() throws {
        let view = ZStack(content: [Color.gray.frame(width: 40, height: 40), Color.blue.opacity(0.5).frame(width: 40, height: 40).offset(x: 20, y: 20)])
        try assertGolden(view, named: "offset-outside-frame")
    }

    @Test func rotatedAndScaled() throws {
        let view = HStack(spacing: 30, content: [
            Rectangle().fill(Color.orange).frame(width: 40, height: 40).rotationEffect(.degrees(30)),
            Rectangle().fill(Color.indigo).frame(width: 40, height: 40).scaleEffect(0.5, anchor: .topLeading),
        ]).padding(10)
        try assertGolden(view, named: "rotation-scale")
    }

    @Test func clippingAndCornerRadius() throws {
        let stripes = HStack(spacing: 0, content: [Color.red, Color.orange, Color.yellow, Color.green, Color.blue])
        let view = VStack(content: [
            stripes.frame(width: 100, height: 40).cornerRadius(12),
            stripes.frame(width: 60, height: 60).clipShape(Circle()),
            Circle().fill(Color.blue).frame(width: 60, height: 60).frame(width: 40, height: 40).clipped(),
        ])
        try assertGolden(view, named: "clipping")
    }

    @Test func borderIsDrawnInside() throws {
        try assertGolden(Color.yellow.frame(width: 60, height: 30).border(Color.red, width: 4), named: "border")
    }

    @Test func shadows() throws {
        let card = RoundedRectangle(cornerRadius: 12).fill(Color.white).frame(width: 100, height: 60)
        let view = HStack(spacing: 40, content: [
            card.shadow(radius: 8),
            card.shadow(color: Color.blue.opacity(0.6), radius: 4, x: 6, y: 6),
            Text("Shadow").font(.title).shadow(color: .red, radius: 2, x: 2, y: 2),
        ]).padding(20)
        try assertGolden(view, named: "shadows")
    }

    @Test func blurSpreadsBeyondTheFrame() throws {
        let view = HStack(spacing: 30, content: [
            Circle().fill(Color.purple).frame(width: 50, height: 50).blur(radius: 6),
            Text("Blurred").blur(radius: 1.5),
        ])
        try assertGolden(view, named: "blur")
    }

    @Test func colourFilters() throws {
        let swatch = HStack(spacing: 0, content: [Color.red, Color.green, Color.blue, Color.yellow]).frame(width: 80, height: 20)
        let view = VStack(spacing: 4, content: [
            swatch,
            swatch.grayscale(1),
            swatch.saturation(0.3),
            swatch.hueRotation(.degrees(90)),
            swatch.colorInvert(),
            swatch.brightness(0.3),
            swatch.contrast(0.5),
            swatch.colorMultiply(.blue),
        ])
        try assertGolden(view, named: "colour-filters")
    }

    @Test func gradientKinds() throws {
        let colors: [Color] = [.yellow, .orange, .red, .purple]
        let view = HStack(content: [
            Circle().fill(RadialGradient(colors: colors, center: .center, startRadius: 5, endRadius: 40)),
            Rectangle().fill(EllipticalGradient(colors: colors)),
            Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center)),
            Circle().strokeBorder(AngularGradient(colors: [.blue, .green], center: .center, startAngle: .degrees(0), endAngle: .degrees(180)), lineWidth: 10),
        ]).frame(width: 340, height: 80)
        try assertGolden(view, named: "gradient-kinds")
    }

    @Test func pathsArcsAndTrims() throws {
        var wedge = Path()
        wedge.move(to: Point(x: 40, y: 40))
        wedge.addArc(center: Point(x: 40, y: 40), radius: 35, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        wedge.closeSubpath()
        let view = HStack(content: [
            wedge.fill(Color.blue).frame(width: 80, height: 80),
            Circle().trim(from: 0, to: 0.25).stroke(Color.red, style: StrokeStyle(lineWidth: 6, lineCap: .round)).frame(width: 70, height: 70),
            RoundedRectangle(cornerRadius: 16).strokeBorder(Color.green, lineWidth: 8).frame(width: 80, height: 60),
            Rectangle().stroke(Color.black, style: StrokeStyle(lineWidth: 3, dash: [8, 4])).frame(width: 60, height: 60),
            Rectangle().rotation(.degrees(45)).fill(Color.orange).frame(width: 50, height: 50),
        ]).padding(8)
        try assertGolden(view, named: "paths-arcs-trims")
    }

    @Test func aFilledArcGrowsThePictureOnlyByWhatItCovers() throws {
        // An arc from 100° to 200° on a 160 pt circle touches the frame's left edge at 180°; the
        // cubic pieces' control points stick out past it, and must not widen the picture.
        var segment = Path()
        segment.addArc(center: Point(x: 80, y: 80), radius: 80, startAngle: 100 * .pi / 180, endAngle: 200 * .pi / 180, clockwise: false)
        segment.addArc(center: Point(x: 80, y: 80), radius: 60, startAngle: 200 * .pi / 180, endAngle: 100 * .pi / 180, clockwise: true)
        segment.closeSubpath()
        let image = try renderImage(segment.fill(Color.blue).frame(width: 160, height: 160), scale: 2)
        #expect(image.bitmap.width == 320 && image.bitmap.height == 320)
    }

    @Test func aRenamedSymbolDrawsAsItsCurrentName() throws {
        // magickworx/StarRatingViewSwiftUI asks for SF Symbols 1's `star.lefthalf.fill`, which
        // became `star.leadinghalf.filled`: the half star, not the outline `star` a prefix gives.
        let old = try renderImage(Image(systemName: "star.lefthalf.fill").font(.title), scale: 2).bitmap
        let current = try renderImage(Image(systemName: "star.leadinghalf.filled").font(.title), scale: 2).bitmap
        let outline = try renderImage(Image(systemName: "star").font(.title), scale: 2).bitmap
        #expect(old.rgbaBytes() == current.rgbaBytes())
        #expect(old.rgbaBytes() != outline.rgbaBytes())
    }

    @Test func spacerPushesApart() throws {
        let view = HStack(content: [Text("Left"), Spacer(), Text("Right")]).frame(width: 200).padding(4).background(Color.teal.opacity(0.2))
        try assertGolden(view, named: "spacer")
    }
}

private extension ViewNode {
    /// A hairline around the view, to show its frame in goldens.
    func border() -> SecondaryLayerView {
        border(Color.gray.opacity(0.5))
    }
}

extension GoldenImageTests {
    @Test func imagesAndSymbols() throws {
        let checker = try #require(Bitmap(width: 4, height: 4))
        checker.withMutablePixels { pixels in
            for i in pixels.indices { pixels[i] = (i / 4 + i % 4) % 2 == 0 ? 0xFF00_7AFF : 0xFFFF_FFFF }
        }
        let view = HStack(spacing: 12, content: [
            Image(bitmap: checker, scale: 0.25),
            Image(bitmap: checker).resizable().interpolation(.none).frame(width: 40, height: 24),
            Image(systemName: "star.fill").foregroundColor(.yellow),
            Image(systemName: "heart.fill").font(.largeTitle).foregroundColor(.red),
            Image(systemName: "gearshape.fill").resizable().frame(width: 30, height: 30),
            Image(bitmap: checker, scale: 0.1).renderingMode(.template).foregroundColor(.green),
        ]).padding(6)
        try assertGolden(view, named: "images-symbols")
    }
}
