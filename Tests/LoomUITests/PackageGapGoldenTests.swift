import LoomGraphics
import Testing
@testable import LoomUI

/// Goldens for SwiftUI APIs that rendering real packages found missing (extlibs11 repros).
@Suite struct PackageGapGoldenTests {
    /// 02: rows of a label and its value, alone and in a Form beside a toggle, as iOS Settings shows them.
    @Test func labeledContent() throws {
        let view = VStack(spacing: 16, content: [
            VStack(content: [
                LabeledContent("Volume", value: "11"),
                LabeledContent("Brightness", content: Text("80 %")),
                LabeledContent(content: Circle().fill(Color.green).frame(width: 20, height: 20), label: Text("Status")),
            ]).padding(),
            Form(rows: [
                LabeledContent("Version", value: "17.2"),
                Toggle(title: "Wi-Fi", isOn: true),
                LabeledContent("Storage", content: Text("64 GB")),
            ]),
        ])
        try assertGolden(view, named: "labeled-content", in: "controls", proposal: ProposedSize(width: 320, height: nil))
    }

    /// 04: a shape that insets itself (as a script's `InsettableShape` does) is stroked inside its
    /// border through its own inset, its path asked for in the whole frame: arcs that centre on
    /// `rect.width / 2` and shrink their radius lie exactly on the circles' tracks.
    @Test func strokeBorderThroughTheShapesOwnInset() throws {
        func arc(_ fraction: Double, inset: Double = 0) -> ClosureShape {
            var shape = ClosureShape(name: "InsetArc") { rect in
                Path { p in
                    p.addArc(center: Point(x: rect.width / 2, y: rect.height / 2), radius: min(rect.width, rect.height) / 2 - inset,
                             startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * fraction, clockwise: false)
                }
            }
            shape.insetting = { amount in arc(fraction, inset: inset + amount) }
            return shape
        }
        let rings: [(Double, Color, Double)] = [(0.8, .red, 0), (0.6, .green, 14), (0.4, .blue, 28)]
        let view = ZStack(content: rings.flatMap { fraction, color, inset -> [any ViewNode] in
            [Circle().strokeBorder(color.opacity(0.25), lineWidth: 12).padding(inset),
             arc(fraction).strokeBorder(color, style: StrokeStyle(lineWidth: 12, lineCap: .round)).padding(inset)]
        }).frame(width: 120, height: 120).padding(8).background(Color.white)
        try assertGolden(view, named: "stroke-border-own-inset", in: "shapes")
    }

    /// 06: iOS 17's ShapeView chains: a fill over a stroke covers the stroke's inner half (a thin
    /// rim is left), a stroke over a fill lies on it, and a border and an outline go on top.
    @Test func shapeViewLayers() throws {
        let track = LinearGradient(colors: [.green, .mint], startPoint: .top, endPoint: .bottom)
        let view = HStack(spacing: 16, content: [
            Capsule().stroke(Color.black, lineWidth: 6).fill(Color.yellow).frame(width: 90, height: 44),
            RoundedRectangle(cornerRadius: 22).stroke(Color.gray, lineWidth: 8).fill(track).frame(width: 80, height: 44),
            Circle().fill(Color.yellow).stroke(Color.red, lineWidth: 6).frame(width: 44, height: 44),
            RoundedRectangle(cornerRadius: 10).fill(Color.blue).strokeBorder(Color.white, lineWidth: 4).stroke(Color.indigo, lineWidth: 2)
                .frame(width: 60, height: 44),
        ]).padding(8).background(Color.white)
        try assertGolden(view, named: "shape-view-layers", in: "shapes")
    }

    /// 03: shape styles that cast shadows (iOS 16 `ShapeStyle.shadow(_:)`): white text with a hard
    /// drop shadow on blue, a grey card darkened inside along its top edge, a rim lit from above
    /// and shaded below by two chained inner shadows, a card lifted by a soft drop shadow.
    @Test func shapeStyleShadows() throws {
        let view = VStack(spacing: 16, content: [
            Text("Shadowed").font(.largeTitle.bold())
                .foregroundStyle(Color.white.shadow(.drop(color: .black, radius: 0, y: 2)))
                .padding().background(Color.blue),
            HStack(spacing: 20, content: [
                RoundedRectangle(cornerRadius: 20).fill(Color.gray.shadow(.inner(color: .black, radius: 4, y: 3))).frame(width: 120, height: 60),
                Circle().stroke(Color.gray.shadow(.inner(color: .white, radius: 1, y: 1.5)).shadow(.inner(color: .black, radius: 2, y: -1.5)), lineWidth: 10)
                    .frame(width: 50, height: 50),
            ]),
            RoundedRectangle(cornerRadius: 12).fill(Color.white.shadow(.drop(radius: 6, y: 3))).frame(width: 160, height: 44),
        ]).padding(20).background(Color(white: 0.95))
        try assertGolden(view, named: "shape-style-shadows", in: "effects")
    }

    /// An inner shadow stays inside what it shadows: offset down, it darkens the inside below the
    /// top edge, leaves the middle and the bottom edge as painted, and draws nothing outside.
    @Test func innerShadowStaysInside() throws {
        let image = try renderImage(Rectangle().fill(Color.white.shadow(.inner(color: .black, radius: 2, y: 4))).frame(width: 40, height: 40).padding(10)
            .background(Color.red), scale: 1).bitmap
        #expect(image.width == 60 && image.height == 60)
        #expect(image.pixel(x: 30, y: 11).r < 40)             // just below the top edge: dark
        #expect(image.pixel(x: 30, y: 30) == image.pixel(x: 30, y: 46))  // the middle and near the bottom: as painted
        #expect(image.pixel(x: 30, y: 30).r == 255 && image.pixel(x: 30, y: 30).b == 255)
        #expect(image.pixel(x: 30, y: 9) == image.pixel(x: 1, y: 1))  // outside, next to the edge: the red background only
    }
}
