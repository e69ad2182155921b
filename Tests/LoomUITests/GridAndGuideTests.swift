import Foundation
import LoomGraphics
import Testing
@testable import LoomUI

/// Alignment guides, grids, scroll views, z-order, hiding, masks, blend modes, overlay forms and
/// the layout dump: frames asserted numerically (research doc §1, §4), pictures against goldens
/// under `Goldens/layout/` (re-record with `LOOM_RECORD=failed`, then look at them).
@Suite struct GridAndGuideTests {
    func frames(_ view: any ViewNode, proposal: ProposedSize = .unspecified) throws -> [LayoutFrame] {
        try renderImage(view, proposal: proposal, scale: 1).frames
    }

    /// Frames of the nodes called `name`, in render order.
    func frames(named name: String, _ view: any ViewNode, proposal: ProposedSize = .unspecified) throws -> [Rect] {
        try frames(view, proposal: proposal).filter { $0.name == name }.map(\.frame)
    }

    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

    func box(_ color: Color, _ w: Double, _ h: Double) -> FrameView { color.frame(width: w, height: h) }

    // MARK: Alignment guides

    /// A program's own guide (`HorizontalAlignment(MyID.self)`): views that do not set it lie at
    /// its default value; one that sets it explicitly lines up on it, across nested stacks.
    @Test func customGuideLinesUpViewsAcrossStacks() throws {
        let third = HorizontalAlignment.custom(CustomAlignment(name: "Third") { d in d.width / 3 })
        let view = VStack(alignment: third, spacing: 0, content: [
            box(.red, 60, 10),
            HStack(spacing: 0, content: [box(.green, 30, 10), box(.blue, 30, 10).alignmentGuide(third) { d in d[.leading] }]),
        ])
        let boxes = try frames(named: "Color", view)
        // The red box's guide is 20 (a third of 60); the row's is its blue box's leading edge, 30.
        #expect(boxes[0].minX == 10 && boxes[1].minX == 0 && boxes[2].minX == 30)
        // Two guides made from one ID are the same guide.
        #expect(third == .custom(CustomAlignment(name: "Third") { _ in 0 }))
    }

    @Test func vstackLinesUpOnACustomLeadingGuide() throws {
        let view = VStack(alignment: .leading, spacing: 0, content: [
            box(.red, 50, 10),
            box(.blue, 50, 10).alignmentGuide(.leading) { d in d[.trailing] },
        ])
        let f = try frames(view)
        // The blue view's trailing edge sits on the red one's leading edge; the stack is their union.
        #expect(f[0].frame == rect(0, 0, 100, 20))
        #expect(f.map(\.name) == ["VStack", "Frame", "Color", "AlignmentGuide", "Frame", "Color"])
        #expect(f[1].frame == rect(50, 0, 50, 10))
        #expect(f[3].frame == rect(0, 10, 50, 10))
    }

    @Test func hstackLinesUpOnACustomTopGuide() throws {
        let view = HStack(alignment: .top, spacing: 0, content: [
            box(.red, 10, 40),
            box(.blue, 10, 10).alignmentGuide(.top) { d in d.height / 2 },
        ])
        let f = try frames(view)
        #expect(f[0].frame == rect(0, 0, 20, 45))
        #expect(f[1].frame == rect(0, 5, 10, 40))
        #expect(f[3].frame == rect(10, 0, 10, 10))
    }

    @Test func zstackPlacesByCustomGuides() throws {
        let view = ZStack(alignment: .topLeading, content: [
            box(.red, 100, 100),
            box(.blue, 20, 20).alignmentGuide(.leading) { _ in -30 }.alignmentGuide(.top) { _ in -40 },
        ])
        let f = try frames(view)
        #expect(f[0].frame == rect(0, 0, 100, 100))
        #expect(try frames(named: "Frame", view) == [rect(0, 0, 100, 100), rect(30, 40, 20, 20)])
    }

    @Test func zstackGrowsToTheUnionOfAlignedChildren() throws {
        let view = ZStack(alignment: .leading, content: [box(.red, 50, 50), box(.blue, 20, 20).alignmentGuide(.leading) { _ in 30 }])
        let f = try frames(view)
        #expect(f[0].frame == rect(0, 0, 80, 50))
        #expect(try frames(named: "Frame", view) == [rect(30, 0, 50, 50), rect(0, 15, 20, 20)])
    }

    @Test func frameAlignsTheChildsCustomGuide() throws {
        let view = box(.blue, 20, 20).alignmentGuide(.trailing) { d in d.width / 2 }.frame(width: 100, height: 50, alignment: .trailing)
        #expect(try frames(view)[1].frame == rect(90, 15, 20, 20))
    }

    @Test func overlayHonoursGuidesOfLayerAndPrimary() throws {
        let layerGuide = box(.red, 100, 100).overlay(box(.blue, 20, 20).alignmentGuide(.top) { _ in -10 }, alignment: .top)
        #expect(try frames(named: "Frame", layerGuide) == [rect(0, 0, 100, 100), rect(40, 10, 20, 20)])
        let primaryGuide = box(.red, 100, 100).alignmentGuide(.top) { _ in 30 }.overlay(box(.blue, 20, 20), alignment: .top)
        #expect(try frames(named: "Frame", primaryGuide).last == rect(40, 30, 20, 20))
    }

    @Test func stackCombinesChildGuidesByTheirMean() throws {
        func scene(_ guides: [Double?]) -> any ViewNode {
            let children: [any ViewNode] = zip([Color.green, Color.blue], guides).map { color, guide in
                guard let guide else { return self.box(color, 10, 30) as any ViewNode }
                return self.box(color, 10, 30).alignmentGuide(.top) { _ in guide }
            }
            return HStack(alignment: .top, spacing: 0, content: [box(.red, 10, 100), VStack(spacing: 0, content: children)])
        }
        // One explicit child: its guide, moved by its place in the VStack (30 + 0).
        let one = try frames(scene([nil, 0]))
        #expect(one[0].frame == rect(0, 0, 20, 130))
        #expect(one[1].frame == rect(0, 30, 10, 100))
        // Two: the mean of 10 and 30 + 0.
        let two = try frames(scene([10, 0]))
        #expect(two[0].frame == rect(0, 0, 20, 120))
        #expect(two[1].frame == rect(0, 20, 10, 100))
    }

    @Test func baselinesCombineTopmostFirstAndLowestLast() throws {
        func scene(_ guide: VerticalAlignment) -> any ViewNode {
            HStack(alignment: guide, spacing: 0, content: [
                box(.red, 10, 10),
                VStack(spacing: 0, content: [
                    box(.green, 10, 30).alignmentGuide(.firstTextBaseline) { _ in 5 }.alignmentGuide(.lastTextBaseline) { _ in 5 },
                    box(.blue, 10, 30).alignmentGuide(.firstTextBaseline) { _ in 5 }.alignmentGuide(.lastTextBaseline) { _ in 5 },
                ]),
            ])
        }
        // First baseline = min(5, 35): the red view's bottom (10) meets y 5 of the column.
        let first = try frames(scene(.firstTextBaseline))
        #expect(first[0].frame == rect(0, 0, 20, 65))
        #expect(first[1].frame == rect(0, 0, 10, 10))
        // Last baseline = max(5, 35).
        let last = try frames(scene(.lastTextBaseline))
        #expect(last[0].frame == rect(0, 0, 20, 60))
        #expect(last[1].frame == rect(0, 25, 10, 10))
    }

    @Test func viewDimensionsReportExplicitGuides() throws {
        var seen: [Double?] = []
        let view = VStack(alignment: .leading, content: [
            box(.red, 40, 10).alignmentGuide(.leading) { _ in 7 }.alignmentGuide(.leading) { d in
                seen.append(d[explicit: .leading]); return d[.leading] + 1
            },
        ])
        _ = try frames(view)
        #expect(seen.first == 7)
    }

    // MARK: Grid

    func grid(_ extra: [any ViewNode] = [], firstCell: any ViewNode = Color.red.frame(width: 20, height: 10)) -> Grid {
        Grid(horizontalSpacing: 4, verticalSpacing: 2, content: [
            GridRow(content: [firstCell, box(.green, 40, 10)]),
            GridRow(content: [box(.blue, 30, 20), box(.orange, 10, 10)]),
        ] + extra)
    }

    @Test func gridSizesColumnsToWidestAndRowsToTallestCell() throws {
        let f = try frames(grid())
        #expect(f[0].name == "Grid")
        #expect(f[0].frame == rect(0, 0, 74, 32))
        #expect(try frames(named: "Frame", grid()) == [rect(5, 0, 20, 10), rect(34, 0, 40, 10), rect(0, 12, 30, 20), rect(49, 17, 10, 10)])
    }

    @Test func gridColumnAlignmentAppliesToTheWholeColumn() throws {
        let view = grid(firstCell: box(.red, 20, 10).gridColumnAlignment(.leading))
        #expect(try frames(named: "Frame", view) == [rect(0, 0, 20, 10), rect(34, 0, 40, 10), rect(0, 12, 30, 20), rect(49, 17, 10, 10)])
    }

    @Test func gridAlignmentAndRowAlignment() throws {
        let view = Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0, content: [
            GridRow(content: [box(.red, 10, 10), box(.green, 20, 20)]),
            GridRow(alignment: .bottom, content: [box(.blue, 20, 20), box(.orange, 10, 10)]),
        ])
        #expect(try frames(named: "Frame", view) == [rect(0, 0, 10, 10), rect(20, 0, 20, 20), rect(0, 20, 20, 20), rect(20, 30, 10, 10)])
    }

    @Test func spanningCellWidensItsColumnsEvenly() throws {
        let view = grid([GridRow(content: [box(.purple, 100, 10).gridCellColumns(2)])])
        let f = try frames(view)
        // 100 − 74 = 26 more, 13 per column: 43 and 53.
        #expect(f[0].frame == rect(0, 0, 100, 44))
        let cells = try frames(named: "Frame", view)
        // Green is centred in 47…100: x 53.5, rounded up to the pixel.
        #expect(cells[1] == rect(54, 0, 40, 10))
        #expect(cells[4] == rect(0, 34, 100, 10))
    }

    @Test func viewOutsideARowSpansAllColumns() throws {
        let view = grid([Color.gray.frame(height: 2).gridCellUnsizedAxes(.horizontal)])
        let f = try frames(view)
        #expect(f[0].frame == rect(0, 0, 74, 36))
        #expect(try frames(named: "Frame", view).last == rect(0, 34, 74, 2))
    }

    @Test func gridSharesAProposalLikeAStack() throws {
        let view = Grid(content: [GridRow(content: [Color.red, Color.blue.frame(width: 30)])])
        let f = try frames(view, proposal: ProposedSize(width: 100, height: 40))
        #expect(f.map(\.frame) == [rect(0, 0, 100, 40), rect(0, 0, 62, 40), rect(70, 0, 30, 40), rect(70, 0, 30, 40)])
    }

    @Test func gridRowOutsideAGridIsARow() throws {
        let f = try frames(GridRow(content: [box(.red, 10, 10), box(.blue, 10, 20)]))
        #expect(f[0].frame == rect(0, 0, 28, 20))
    }

    // MARK: Lazy grids

    @Test func lazyVGridFixedThenFlexibleColumns() throws {
        let view = LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.flexible())], content: (0..<4).map { _ in Color.red.frame(height: 20) })
        let f = try frames(view, proposal: ProposedSize(width: 200, height: nil))
        #expect(f[0].name == "LazyVGrid")
        #expect(f[0].frame == rect(0, 0, 200, 48))
        #expect(f.filter { $0.name == "Frame" }.map(\.frame) == [rect(0, 0, 50, 20), rect(58, 0, 142, 20), rect(0, 28, 50, 20), rect(58, 28, 142, 20)])
    }

    @Test func lazyVGridFlexibleColumnsStayWithinBounds() throws {
        let view = LazyVGrid(columns: [GridItem(.flexible(maximum: 60)), GridItem(.flexible())], content: [Color.red, Color.blue].map { $0.frame(height: 10) })
        let cells = try frames(named: "Frame", view, proposal: ProposedSize(width: 200, height: nil))
        #expect(cells == [rect(0, 0, 60, 10), rect(68, 0, 132, 10)])
    }

    @Test func lazyVGridAdaptiveFitsAsManyColumnsAsPossible() throws {
        let view = LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))], spacing: 4, content: (0..<5).map { _ in Color.blue.frame(height: 10) })
        let f = try frames(view, proposal: ProposedSize(width: 200, height: nil))
        // (200 + 8) / (40 + 8) → 4 columns of (200 − 3 × 8) / 4 = 44.
        #expect(f[0].frame == rect(0, 0, 200, 24))
        #expect(f.filter { $0.name == "Frame" }.map(\.frame) == [rect(0, 0, 44, 10), rect(52, 0, 44, 10), rect(104, 0, 44, 10), rect(156, 0, 44, 10), rect(0, 14, 44, 10)])
    }

    @Test func lazyVGridItemAlignmentAndSpacing() throws {
        let view = LazyVGrid(columns: [GridItem(.fixed(40), spacing: 2, alignment: .topLeading), GridItem(.fixed(40))], content: [box(.red, 10, 10), box(.blue, 10, 30)])
        let f = try frames(view)
        #expect(f[0].frame == rect(0, 0, 82, 30))
        #expect(f.filter { $0.name == "Frame" }.map(\.frame) == [rect(0, 0, 10, 10), rect(57, 0, 10, 30)])
    }

    @Test func lazyHGridFillsRowsThenColumns() throws {
        let view = LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(30))], spacing: 4, content: (0..<3).map { _ in Color.red.frame(width: 10) })
        let f = try frames(view)
        #expect(f[0].name == "LazyHGrid")
        #expect(f[0].frame == rect(0, 0, 24, 58))
        #expect(f.filter { $0.name == "Frame" }.map(\.frame) == [rect(0, 0, 10, 20), rect(0, 28, 10, 30), rect(14, 0, 10, 20)])
    }

    // MARK: ScrollView

    @Test func verticalScrollViewLeavesItsContentUnclipped() throws {
        let content = VStack(spacing: 0, content: (0..<5).map { _ in box(.red, 50, 100) })
        let image = try renderImage(ScrollView(content: [content]), proposal: ProposedSize(width: 200, height: 300), scale: 1)
        #expect(image.frames[0].name == "ScrollView")
        #expect(image.frames[0].frame == rect(0, 0, 200, 300))
        #expect(image.frames[1].frame == rect(75, 0, 50, 500))
        #expect(image.size == Size(width: 200, height: 500))
    }

    @Test func horizontalScrollViewOffersNilAlongItsAxis() throws {
        let view = ScrollView(.horizontal, content: [HStack(spacing: 0, content: [Color.red.frame(width: 80), Color.blue.frame(width: 80)])])
        let f = try frames(view, proposal: ProposedSize(width: 100, height: 50))
        #expect(f[0].frame == rect(0, 0, 100, 50))
        #expect(f[1].frame == rect(0, 0, 160, 50))
    }

    @Test func scrollViewStacksSeveralViewsAndIsIdealWithoutAProposal() throws {
        let f = try frames(ScrollView(content: [box(.red, 20, 20), box(.blue, 30, 20)]))
        #expect(f[0].frame == rect(0, 0, 30, 48))
        #expect(f[1].name == "VStack")
    }

    // MARK: zIndex, hidden

    func pixel(_ image: RenderedImage, _ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        image.bitmap.pixel(x: x, y: y)
    }

    @Test func zIndexDrawsInFrontWithoutMovingLayout() throws {
        let view = ZStack(content: [Color(red: 1, green: 0, blue: 0).zIndex(1), Color(red: 0, green: 0, blue: 1)]).frame(width: 20, height: 20)
        let image = try renderImage(view, scale: 1)
        #expect(image.frames.map(\.name) == ["Frame", "ZStack", "Color", "ZIndex", "Color"])
        #expect(pixel(image, 10, 10).r == 255 && pixel(image, 10, 10).b == 0)
        // In a stack that overlaps its children too.
        let row = HStack(spacing: -10, content: [box(Color(red: 1, green: 0, blue: 0), 20, 20).zIndex(2), box(Color(red: 0, green: 0, blue: 1), 20, 20)])
        let rowImage = try renderImage(row, scale: 1)
        #expect(rowImage.size == Size(width: 30, height: 20))
        #expect(pixel(rowImage, 15, 10).r == 255)
        #expect(rowImage.frames.first { $0.name == "ZIndex" }?.frame == rect(0, 0, 20, 20))
    }

    @Test func hiddenKeepsItsPlaceButDrawsNothing() throws {
        let view = HStack(spacing: 0, content: [box(Color(red: 1, green: 0, blue: 0), 10, 10).hidden(), box(Color(red: 0, green: 0, blue: 1), 10, 10)])
        let image = try renderImage(view, scale: 1)
        #expect(image.size == Size(width: 20, height: 10))
        #expect(image.frames.map(\.name) == ["HStack", "Hidden", "Frame", "Color", "Frame", "Color"])
        #expect(pixel(image, 5, 5).a == 0)
        #expect(pixel(image, 15, 5).b == 255)
    }

    // MARK: mask

    @Test func maskKeepsOnlyWhereTheMaskIsOpaque() throws {
        let circle = try renderImage(box(Color(red: 1, green: 0, blue: 0), 40, 40).mask(Circle()), scale: 1)
        #expect(pixel(circle, 1, 1).a == 0)
        #expect(pixel(circle, 20, 20) == (255, 0, 0, 255))
        let corner = box(Color(red: 1, green: 0, blue: 0), 40, 40).mask(alignment: .topLeading, Color.black.frame(width: 10, height: 10))
        let image = try renderImage(corner, scale: 1)
        #expect(image.frames.last?.frame == rect(0, 0, 10, 10))
        #expect(pixel(image, 5, 5).a == 255)
        #expect(pixel(image, 20, 20).a == 0)
        // Only the mask's alpha counts, not its colour; half-transparent halves the content.
        let faded = try renderImage(box(Color(red: 1, green: 0, blue: 0), 10, 10).mask(Color(red: 0, green: 0, blue: 1, opacity: 0.5)), scale: 1)
        #expect(abs(Int(pixel(faded, 5, 5).a) - 128) <= 1)
        #expect(pixel(faded, 5, 5).r == 255)
        // The layout is the masked view's alone.
        #expect(image.frames[0].frame == rect(0, 0, 40, 40))
    }

    // MARK: blendMode

    /// The colour where a grey square blended by `mode` covers an orange one.
    func blended(_ mode: BlendMode) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let view = ZStack(content: [
            Color(red: 1, green: 0.5, blue: 0),
            Color(red: 0.5, green: 0.5, blue: 0.5).blendMode(mode),
        ]).frame(width: 4, height: 4)
        return pixel(try renderImage(view, scale: 1), 2, 2)
    }

    func near(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ r: Int, _ g: Int, _ b: Int, _ a: Int = 255) -> Bool {
        abs(Int(p.r) - r) <= 2 && abs(Int(p.g) - g) <= 2 && abs(Int(p.b) - b) <= 2 && abs(Int(p.a) - a) <= 2
    }

    @Test func blendModesCombineWithWhatIsBeneath() throws {
        #expect(near(try blended(.normal), 128, 128, 128))
        #expect(near(try blended(.multiply), 128, 64, 0))
        #expect(near(try blended(.screen), 255, 191, 128))
        #expect(near(try blended(.darken), 128, 128, 0))
        #expect(near(try blended(.lighten), 255, 128, 128))
        #expect(near(try blended(.difference), 127, 0, 128))
        #expect(near(try blended(.plusLighter), 255, 255, 128))
        #expect(near(try blended(.plusDarker), 128, 1, 0))
        #expect(near(try blended(.sourceAtop), 128, 128, 128))
        #expect(near(try blended(.destinationOver), 255, 128, 0))
        #expect(try blended(.destinationOut).a == 0)
        // Every other mode changes the picture too (sourceAtop is normal over an opaque backdrop).
        let normal = try blended(.normal)
        for mode in BlendMode.allCases where mode != .normal && mode != .sourceAtop {
            let p = try blended(mode)
            #expect(!(p == normal), "\(mode) looks like normal")
        }
    }

    @Test func plusDarkerOverNothingIsTheSource() throws {
        let image = try renderImage(Color(red: 0.5, green: 0.5, blue: 0.5).frame(width: 4, height: 4).blendMode(.plusDarker), scale: 1)
        #expect(near(pixel(image, 2, 2), 128, 128, 128))
    }

    @Test func plusDarkerInsideAClipOnlyChangesTheClippedArea() throws {
        let view = ZStack(content: [
            Color(red: 1, green: 0.5, blue: 0),
            Color(red: 0.5, green: 0.5, blue: 0.5).blendMode(.plusDarker).frame(width: 10, height: 10),
        ]).frame(width: 20, height: 20).clipShape(Rectangle().inset(by: 2))
        let image = try renderImage(view, scale: 1)
        #expect(near(pixel(image, 10, 10), 128, 1, 0))
        #expect(near(pixel(image, 3, 3), 255, 128, 0))
        #expect(pixel(image, 0, 0).a == 0)
        // Inside an offscreen group (a compositing group faded as one), the backdrop is the group's content.
        let grouped = try renderImage(view.compositingGroup().opacity(0.5), scale: 1)
        #expect(near(pixel(grouped, 10, 10), 128, 1, 0, 128))
        #expect(near(pixel(grouped, 3, 3), 255, 128, 0, 128))
    }

    // MARK: overlay and background forms

    @Test func backgroundContentFormsAnImplicitZStack() throws {
        let view = box(.red, 100, 50).background(alignment: .topLeading, content: [box(.blue, 20, 20), box(.green, 10, 10)])
        let f = try frames(view)
        #expect(f.map(\.name) == ["Background", "ZStack", "Frame", "Color", "Frame", "Color", "Frame", "Color"])
        #expect(f[1].frame == rect(0, 0, 20, 20))
        #expect(f[2].frame == rect(0, 0, 20, 20))
        #expect(f[4].frame == rect(0, 0, 10, 10))
        let over = try frames(box(.red, 100, 50).overlay(alignment: .bottomTrailing, content: [box(.blue, 20, 20)]))
        #expect(over.map(\.name) == ["Overlay", "Frame", "Color", "Frame", "Color"])
        #expect(over[3].frame == rect(80, 30, 20, 20))
    }

    @Test func backgroundStyleInShape() throws {
        let view = box(Color.clear, 100, 50).background(Color(red: 0, green: 0, blue: 1), in: Circle())
        let image = try renderImage(view, scale: 1)
        #expect(image.frames[1].name == "Circle")
        #expect(image.frames[1].frame == rect(25, 0, 50, 50))
        #expect(pixel(image, 50, 25).b == 255)
        #expect(pixel(image, 5, 25).a == 0)
    }

    @Test func contentShapeChangesNothingAndSafeAreasNeedADevice() throws {
        let plain = try frames(box(.red, 10, 10))
        #expect(try frames(box(.red, 10, 10).contentShape(Rectangle())) == plain)
        // Off a device there is no safe area: the modifier's node sits where its child does.
        let ignoring = try frames(box(.red, 10, 10).ignoresSafeArea(.container, edges: .top).edgesIgnoringSafeArea(.all))
        #expect(ignoring.map(\.name) == ["IgnoresSafeArea", "IgnoresSafeArea", "Frame", "Color"])
        #expect(Set(ignoring.map(\.frame)) == [rect(0, 0, 10, 10)])
    }

    // MARK: layout dump

    @Test func layoutDumpIndentsNodesWithTheirFrames() throws {
        let view = VStack(content: [Rectangle().frame(width: 50, height: 50), Rectangle().frame(width: 100, height: 20.25)])
        #expect(try layoutDump(view) == """
            VStack (0, 0, 100, 78.50)
              Frame (25, 0, 50, 50)
                Rectangle (25, 0, 50, 50)
              Frame (0, 58, 100, 20.50)
                Rectangle (0, 58, 100, 20.50)
            """)
        #expect(try layoutDump(Color.red, proposal: ProposedSize(width: 30, height: 20)) == "Color (0, 0, 30, 20)")
    }

    // MARK: Goldens

    @Test func gridScene() throws {
        func cell(_ color: Color, _ w: Double, _ h: Double) -> any ViewNode {
            RoundedRectangle(cornerRadius: 4).fill(color).frame(width: w, height: h)
        }
        let view = Grid(alignment: .leading, horizontalSpacing: 6, verticalSpacing: 6, content: [
            GridRow(content: [cell(.red, 30, 30), cell(.orange, 60, 20), cell(.yellow, 20, 20)]),
            GridRow(alignment: .bottom, content: [cell(.green, 50, 40), cell(.teal, 20, 20).gridColumnAlignment(.trailing), cell(.blue, 40, 10)]),
            Color.gray.frame(height: 2).gridCellUnsizedAxes(.horizontal),
            GridRow(content: [cell(.purple, 80, 16).gridCellColumns(2), cell(.pink, 30, 16)]),
        ]).padding(8)
        try assertGolden(view, named: "grid", in: "layout")
    }

    @Test func lazyGridScene() throws {
        let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink]
        let vgrid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 36), spacing: 4)], spacing: 4,
                              content: colors.map { Circle().fill($0).aspectRatio(1, contentMode: .fit) })
            .frame(width: 160)
        let hgrid = LazyHGrid(rows: [GridItem(.fixed(14)), GridItem(.fixed(24))], spacing: 3,
                              content: colors.map { RoundedRectangle(cornerRadius: 3).fill($0).frame(width: 12) })
        try assertGolden(VStack(spacing: 10, content: [vgrid, hgrid]).padding(8), named: "lazy-grids", in: "layout")
    }

    @Test func maskScene() throws {
        let gradient = LinearGradient(colors: [.blue, .purple, .pink], startPoint: .leading, endPoint: .trailing)
        let view = HStack(spacing: 10, content: [
            gradient.frame(width: 80, height: 80).mask(Circle()),
            gradient.frame(width: 80, height: 80).mask(LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom)),
            gradient.frame(width: 80, height: 80).mask(alignment: .bottomTrailing, content: [
                RoundedRectangle(cornerRadius: 8).frame(width: 50, height: 50),
                Circle().frame(width: 30, height: 30).offset(x: -40, y: -40),
            ]),
        ]).padding(8).background(Color.white)
        try assertGolden(view, named: "masks", in: "layout")
    }

    @Test func blendModeScene() throws {
        let backdrop = LinearGradient(colors: [.yellow, .blue], startPoint: .leading, endPoint: .trailing)
        let tiles: [any ViewNode] = BlendMode.allCases.map { mode in
            ZStack(content: [
                backdrop,
                Circle().fill(Color.red).frame(width: 26, height: 26).offset(x: -5).blendMode(mode),
                Circle().fill(Color(white: 0.5)).frame(width: 26, height: 26).offset(x: 8).blendMode(mode),
            ]).frame(width: 44, height: 32)
        }
        let rows = stride(from: 0, to: tiles.count, by: 7).map { start in
            GridRow(content: Array(tiles[start..<min(start + 7, tiles.count)]))
        }
        try assertGolden(Grid(horizontalSpacing: 4, verticalSpacing: 4, content: rows).padding(6).background(Color.white), named: "blend-modes", in: "layout")
    }

    @Test func alignmentGuideScene() throws {
        let view = VStack(alignment: .leading, spacing: 4, content: [
            Capsule().fill(Color.red).frame(width: 80, height: 14),
            Capsule().fill(Color.green).frame(width: 80, height: 14).alignmentGuide(.leading) { d in -d.width / 4 },
            Capsule().fill(Color.blue).frame(width: 80, height: 14).alignmentGuide(.leading) { d in -d.width / 2 },
            HStack(alignment: .firstTextBaseline, content: [Text("Big").font(.title), Text("small").font(.caption), Color.orange.frame(width: 8, height: 8)]),
        ]).padding(8).overlay(alignment: .topTrailing, content: [Circle().fill(Color.purple).frame(width: 12, height: 12).zIndex(1)])
        try assertGolden(view, named: "alignment-guides", in: "layout")
    }
}
