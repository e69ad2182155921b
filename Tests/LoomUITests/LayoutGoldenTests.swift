import LoomGraphics
import Testing
@testable import LoomUI

/// Goldens and frame checks for layout: GeometryReader, alignment guides, adaptive grids,
/// frame and overlay alignments, priorities, aspect ratios.
@Suite struct LayoutGoldenTests {
    func golden(_ view: any ViewNode, _ name: String) throws {
        try assertGolden(view.padding(8).background(Color.white), named: name, in: "layout")
    }

    func frames(_ view: any ViewNode, proposal: ProposedSize = .unspecified) throws -> [LayoutFrame] {
        try renderImage(view, proposal: proposal, scale: 1).frames
    }

    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

    static var reader: GeometryReader { GeometryReader { proxy in
        ZStack(alignment: .topLeading, content: [
            Color.blue.opacity(0.15),
            Circle().fill(Color.blue).frame(width: proxy.size.height / 2, height: proxy.size.height / 2),
            Rectangle().fill(Color.orange).frame(width: proxy.size.width / 3, height: 10).offset(y: proxy.size.height - 10),
        ])
    } }

    @Test func geometryReaderFillsItsProposalAndPlacesTopLeading() throws {
        let f = try frames(Self.reader.frame(width: 180, height: 80))
        #expect(f[1].name == "GeometryReader" && f[1].frame == rect(0, 0, 180, 80))
        let circle = try #require(f.first { $0.name == "Circle" })
        #expect(circle.frame == rect(0, 0, 40, 40))
        try golden(Self.reader.frame(width: 180, height: 80), "geometry-reader")
    }

    /// A reader alone on the phone-width canvas has no height of its own (nil → 0): a preview
    /// shows it filling the screen, and so does the picture, instead of an empty-view error.
    @Test func aReaderAloneOnTheCanvasFillsThePhoneScreen() throws {
        let canvas = ProposedSize(width: Device.phoneCanvasWidth, height: nil)
        let fill = GeometryReader { _ in Color.blue }
        let image = try renderImage(fill, proposal: canvas, scale: 1)
        #expect(image.size == Size(width: 393, height: 852))
        #expect(image.frames.first { $0.name == "GeometryReader" }?.frame == rect(0, 0, 393, 852))
        // A view with a height of its own keeps it, and so does one that draws at no height.
        #expect(try renderImage(fill.frame(height: 80), proposal: canvas, scale: 1).size == Size(width: 393, height: 80))
        // (Offered no height, its ZStack's tint is 0 pt tall: only the orange bar, drawn 10 pt above, shows.)
        #expect(try renderImage(Self.reader, proposal: canvas, scale: 1).size == Size(width: 393, height: 10))
    }

    @Test func alignmentGuideStaircase() throws {
        let view = VStack(alignment: .leading, spacing: 4, content: (0..<4).map { i in
            Color.purple.opacity(0.3 + 0.2 * Double(i)).frame(width: 60, height: 16)
                .alignmentGuide(.leading) { _ in -Double(i) * 20 } as any ViewNode
        })
        let f = try frames(view)
        let colours = f.filter { $0.name == "Frame" }.map(\.frame.minX)
        #expect(colours == [0, 20, 40, 60])
        try golden(view, "alignment-guide-staircase")
    }

    @Test func lazyGridAdaptiveColumns() throws {
        let tiles: [any ViewNode] = (0..<11).map { i in
            RoundedRectangle(cornerRadius: 6).fill(Color(hue: Double(i) / 11, saturation: 0.7, brightness: 0.9)).frame(height: 40)
        }
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 44))], spacing: 6, content: tiles).frame(width: 220)
        let f = try frames(grid)
        // 220 wide, 44 minimum, 8 pt default gaps: four columns of (220 - 3 × 8) / 4 = 49.
        let shapes = f.filter { $0.name == "RoundedRectangle" }
        #expect(shapes.count == 11)
        #expect(shapes[0].frame.width == 49)
        #expect(shapes[4].frame.minY == shapes[0].frame.maxY + 6)
        try golden(grid, "lazy-grid-adaptive")
    }

    @Test func frameAlignments() throws {
        let alignments: [Alignment] = [.topLeading, .top, .topTrailing, .leading, .center, .trailing, .bottomLeading, .bottom, .bottomTrailing]
        let cells = alignments.map { Color.red.frame(width: 14, height: 14).frame(width: 44, height: 34, alignment: $0).background(Color.gray.opacity(0.2)) as any ViewNode }
        let rows = stride(from: 0, to: 9, by: 3).map { GridRow(content: Array(cells[$0..<$0 + 3])) as any ViewNode }
        try golden(Grid(horizontalSpacing: 4, verticalSpacing: 4, content: rows), "frame-alignments")
    }

    @Test func overlayAndBackgroundAlignments() throws {
        let badge = Circle().fill(Color.red).frame(width: 14, height: 14)
        try golden(HStack(spacing: 16, content: [
            RoundedRectangle(cornerRadius: 8).fill(Color.blue.opacity(0.3)).frame(width: 60, height: 40).overlay(badge, alignment: .topTrailing),
            RoundedRectangle(cornerRadius: 8).fill(Color.blue.opacity(0.3)).frame(width: 60, height: 40).overlay(badge, alignment: .bottomLeading),
            Text("Behind").padding(6).background(Color.yellow.frame(width: 20, height: 20), alignment: .leading),
            Text("Big layer").overlay(Color.green.opacity(0.3).frame(width: 100, height: 40)),
        ]).padding(8), "overlay-alignments")
    }

    @Test func layoutPriorityKeepsTheFavouredTextWhole() throws {
        let view = HStack(spacing: 8, content: [
            Text("A long label that gives way").lineLimit(1),
            Text("Favoured label").lineLimit(1).layoutPriority(1),
        ]).frame(width: 220).border(Color.gray.opacity(0.5))
        let f = try frames(view)
        let texts = f.filter { $0.name.hasPrefix("Text") }
        #expect(texts.count == 2)
        // The favoured text gets its ideal width first; the other takes what is left.
        let ideal = try renderImage(Text("Favoured label"), scale: 1).layoutFrame.width
        #expect(abs(texts[1].frame.width - ideal) <= 1)
        #expect(texts[0].frame.width + 8 + texts[1].frame.width <= 221)
        try golden(view, "layout-priority")
    }

    @Test func aRowOfTextsProposedItsIdealWidthKeepsEveryTextWhole() throws {
        // A leading VStack re-offers each row its own width; the widest row gets exactly its ideal.
        let row = HStack(alignment: .firstTextBaseline, spacing: 6, content: [
            Text("Big").font(.largeTitle), Text("small").font(.caption), Text("body"), Text("Two\nlines").font(.headline),
        ])
        let f = try frames(VStack(alignment: .leading, content: [row, Text("short")]))
        let big = try #require(f.first { $0.name == "Text(\"Big\")" })
        let ideal = try renderImage(Text("Big").font(.largeTitle), scale: 1).layoutFrame
        #expect(abs(big.frame.width - ideal.width) <= 1)
        #expect(abs(big.frame.height - ideal.height) <= 1, "one line, not wrapped")
    }

    @Test func insetsAddUpSoCornersStayConcentric() throws {
        let twice = RoundedRectangle(cornerRadius: 20).inset(by: 4).inset(by: 6)
        let once = RoundedRectangle(cornerRadius: 20).inset(by: 10)
        let rect = Rect(x: 0, y: 0, width: 100, height: 60)
        #expect(try twice.path(in: rect).elements == once.path(in: rect).elements)
    }

    @Test func aspectRatioFitAndFill() throws {
        let view = HStack(spacing: 12, content: [
            Color.orange.aspectRatio(2, contentMode: .fit).frame(width: 80, height: 80).border(Color.gray),
            Color.orange.aspectRatio(2, contentMode: .fill).frame(width: 80, height: 80).border(Color.gray),
            Color.orange.aspectRatio(2, contentMode: .fill).frame(width: 80, height: 80).clipped().border(Color.gray),
            Circle().fill(Color.teal).aspectRatio(contentMode: .fit).frame(width: 80, height: 50).border(Color.gray),
        ]).padding(.horizontal, 24)
        let f = try frames(Color.orange.aspectRatio(2, contentMode: .fit).frame(width: 80, height: 80))
        #expect(f.last?.frame == rect(0, 20, 80, 40))
        try golden(view, "aspect-ratio-fit-fill")
    }

    /// A filling image offered a width and no height (a VStack on a phone, `.frame(width:)`) is
    /// as tall as its proportions make it, as iOS draws it; offered nothing it keeps its pixels' size (#12).
    @Test func aFillingImageOfferedOnlyAWidthKeepsItsProportions() throws {
        let photo = Image(bitmap: try #require(Bitmap(width: 40, height: 20))).resizable()
        let framed = try frames(photo.aspectRatio(contentMode: .fill).frame(width: 100))
        #expect(framed.last?.frame == rect(0, 0, 100, 50))
        let onAPhone = try frames(photo.scaledToFill(), proposal: ProposedSize(width: 390, height: nil))
        #expect(onAPhone.last?.frame == rect(0, 0, 390, 195))
        let tall = try frames(photo.aspectRatio(contentMode: .fill), proposal: ProposedSize(width: nil, height: 30))
        #expect(tall.last?.frame == rect(0, 0, 60, 30))
        #expect(try frames(photo.aspectRatio(contentMode: .fill)).last?.frame == rect(0, 0, 40, 20))
    }

    @Test func zstackAlignments() throws {
        let alignments: [Alignment] = [.topLeading, .center, .bottomTrailing, .top, .leading]
        try golden(HStack(spacing: 8, content: alignments.map { alignment in
            ZStack(alignment: alignment, content: [
                Color.indigo.opacity(0.25).frame(width: 50, height: 50),
                Color.indigo.frame(width: 24, height: 16),
                Text("Z").font(.caption).foregroundColor(.white),
            ])
        }), "zstack-alignments")
    }

    @Test func positionAndOffset() throws {
        let view = ZStack(content: [
            Color.gray.opacity(0.15),
            Circle().fill(Color.red).frame(width: 20, height: 20).position(x: 20, y: 20),
            Circle().fill(Color.blue).frame(width: 20, height: 20).position(x: 100, y: 50),
            Rectangle().fill(Color.green).frame(width: 30, height: 20).offset(x: 40, y: -20),
        ]).frame(width: 160, height: 80)
        try golden(view, "position-and-offset")
    }
}
