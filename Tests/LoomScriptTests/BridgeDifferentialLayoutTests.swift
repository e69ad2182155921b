import Testing
import LoomGraphics
import LoomTestSupport
import LoomUI
@testable import LoomScript

/// Layout through the bridge: frames, padding, fixed sizes, priorities, positions, aspect ratios,
/// alignment guides, stacks, grids and scroll views. Each script must draw the pixels of the same
/// view built against LoomUI; arguments take values other than their defaults, so an entry that
/// drops one (an alignment, a spacing, a minimum) moves something.
@Suite("Bridge differential: layout, stacks and grids")
struct BridgeDifferentialLayoutTests {
    typealias Case = BridgeCase

    static let cases: [Case] = [
        // Frames
        Case(script: "Text(\"Hi\").frame(width: 60, height: 30, alignment: .bottomTrailing).border(Color.red)") {
            Text("Hi").frame(width: 60, height: 30, alignment: .bottomTrailing).border(Color.red)
        },
        Case(script: "Text(\"Hi\").frame(minWidth: 50, maxHeight: 40, alignment: .topLeading).border(Color.red)") {
            Text("Hi").frame(minWidth: 50, maxHeight: 40, alignment: .topLeading).border(Color.red)
        },
        Case(script: "Color.blue.frame(minWidth: 10, idealWidth: 30, maxWidth: 40, minHeight: 5, idealHeight: 12, maxHeight: 20).fixedSize()") {
            Color.blue.frame(minWidth: 10, idealWidth: 30, maxWidth: 40, minHeight: 5, idealHeight: 12, maxHeight: 20).fixedSize()
        },
        Case(script: "Text(\"Wide\").frame(maxWidth: .infinity, alignment: .trailing).frame(width: 80).background(Color.yellow)") {
            Text("Wide").frame(maxWidth: .infinity, alignment: .trailing).frame(width: 80).background(Color.yellow)
        },
        Case(script: "Text(\"A long line that wraps\").fixedSize(horizontal: false, vertical: true).frame(width: 60)") {
            Text("A long line that wraps").fixedSize(horizontal: false, vertical: true).frame(width: 60)
        },
        Case(script: "Text(\"A long line that does not wrap\").fixedSize().frame(width: 60)") {
            Text("A long line that does not wrap").fixedSize().frame(width: 60)
        },
        // Padding in each form.
        Case(script: "Color.red.frame(width: 10, height: 10).padding(EdgeInsets(top: 1, leading: 2, bottom: 6, trailing: 9)).background(Color.gray)") {
            Color.red.frame(width: 10, height: 10).padding(EdgeInsets(top: 1, leading: 2, bottom: 6, trailing: 9)).background(Color.gray)
        },
        Case(script: "Color.red.frame(width: 10, height: 10).padding(7).background(Color.gray)") {
            Color.red.frame(width: 10, height: 10).padding(7).background(Color.gray)
        },
        Case(script: "Color.red.frame(width: 10, height: 10).padding(.vertical).background(Color.gray)") {
            Color.red.frame(width: 10, height: 10).padding(.vertical, nil).background(Color.gray)
        },
        // Who gets the room: the higher priority, then the rest.
        Case(script: "HStack { Text(\"First of two\"); Text(\"Second of two\").layoutPriority(1) }.frame(width: 120)") {
            HStack(content: [Text("First of two"), Text("Second of two").layoutPriority(1)]).frame(width: 120)
        },
        // Positions: the centre at a point of the parent's space.
        Case(script: "Color.red.frame(width: 10, height: 10).position(x: 15, y: 25).frame(width: 50, height: 40).border(Color.black)") {
            Color.red.frame(width: 10, height: 10).position(x: 15, y: 25).frame(width: 50, height: 40).border(Color.black)
        },
        Case(script: "Color.red.frame(width: 10, height: 10).position(CGPoint(x: 40, y: 8)).frame(width: 50, height: 40)") {
            Color.red.frame(width: 10, height: 10).position(Point(x: 40, y: 8)).frame(width: 50, height: 40)
        },
        // Aspect ratios: fit and fill, as a number, a size or the content's own.
        Case(script: "Color.green.aspectRatio(2, contentMode: .fit).frame(width: 60, height: 60).border(Color.black)") {
            Color.green.aspectRatio(2, contentMode: .fit).frame(width: 60, height: 60).border(Color.black)
        },
        Case(script: "Color.green.aspectRatio(CGSize(width: 1, height: 3), contentMode: .fill).frame(width: 30, height: 30).clipped()") {
            Color.green.aspectRatio(Size(width: 1, height: 3), contentMode: .fill).frame(width: 30, height: 30).clipped()
        },
        Case(script: "Image(systemName: \"star.fill\").resizable().scaledToFit().frame(width: 60, height: 30).border(Color.red)") {
            Image(systemName: "star.fill").resizable().scaledToFit().frame(width: 60, height: 30).border(Color.red)
        },
        Case(script: "Image(systemName: \"star.fill\").resizable().scaledToFill().frame(width: 60, height: 30).clipped()") {
            Image(systemName: "star.fill").resizable().scaledToFill().frame(width: 60, height: 30).clipped()
        },
        // Alignment guides move a view against its stack's line.
        Case(script: "VStack(alignment: .leading) { Text(\"One\"); Text(\"Two\").alignmentGuide(.leading) { d in d.width / 2 }; Text(\"Three\").alignmentGuide(.leading) { d in d[.trailing] } }") {
            VStack(alignment: .leading, content: [Text("One"), Text("Two").alignmentGuide(HorizontalAlignment.leading) { d in d.width / 2 },
                                                   Text("Three").alignmentGuide(HorizontalAlignment.leading) { d in d[HorizontalAlignment.trailing] }])
        },
        Case(script: "HStack(alignment: .top) { Color.red.frame(width: 10, height: 30); Color.blue.frame(width: 10, height: 10).alignmentGuide(.top) { d in -d.height } }") {
            HStack(alignment: .top, content: [Color.red.frame(width: 10, height: 30),
                                              Color.blue.frame(width: 10, height: 10).alignmentGuide(VerticalAlignment.top) { d in -d.height }])
        },
        Case(script: "HStack(alignment: VerticalAlignment.center) { Color.red.frame(width: 10, height: 30); Color.blue.frame(width: 10, height: 10).alignmentGuide(VerticalAlignment.center) { d in d[VerticalAlignment.bottom] } }") {
            HStack(alignment: .center, content: [Color.red.frame(width: 10, height: 30),
                                                 Color.blue.frame(width: 10, height: 10).alignmentGuide(VerticalAlignment.center) { d in d[VerticalAlignment.bottom] }])
        },
        Case(script: "ZStack(alignment: Alignment(horizontal: .trailing, vertical: .top)) { Color.gray.frame(width: 40, height: 30); Color.red.frame(width: 10, height: 10) }") {
            ZStack(alignment: Alignment(horizontal: .trailing, vertical: .top), content: [Color.gray.frame(width: 40, height: 30), Color.red.frame(width: 10, height: 10)])
        },
        // Stacks: alignment and spacing of each kind.
        Case(script: "VStack(alignment: .trailing, spacing: 2) { Text(\"Short\"); Text(\"Much longer\") }") {
            VStack(alignment: .trailing, spacing: 2, content: [Text("Short"), Text("Much longer")])
        },
        Case(script: "HStack(alignment: .bottom, spacing: 12) { Text(\"Big\").font(.title); Text(\"small\").font(.caption) }") {
            HStack(alignment: .bottom, spacing: 12, content: [Text("Big").font(.title), Text("small").font(.caption)])
        },
        Case(script: "HStack(alignment: .firstTextBaseline) { Text(\"Big\").font(.largeTitle); Text(\"small\").font(.footnote) }") {
            HStack(alignment: .firstTextBaseline, content: [Text("Big").font(.largeTitle), Text("small").font(.footnote)])
        },
        Case(script: "HStack(alignment: .lastTextBaseline) { Text(\"Two\\nlines\").font(.title); Text(\"one\") }") {
            HStack(alignment: .lastTextBaseline, content: [Text("Two\nlines").font(.title), Text("one")])
        },
        Case(script: "ZStack(alignment: .bottomLeading) { Color.gray.frame(width: 40, height: 30); Text(\"z\") }") {
            ZStack(alignment: .bottomLeading, content: [Color.gray.frame(width: 40, height: 30), Text("z")])
        },
        Case(script: "LazyVStack(alignment: .leading, spacing: 6) { Text(\"Lazy\"); Text(\"stack of rows\") }") {
            VStack(alignment: .leading, spacing: 6, content: [Text("Lazy"), Text("stack of rows")])
        },
        Case(script: "LazyHStack(alignment: .top, spacing: 1) { Color.red.frame(width: 8, height: 20); Color.blue.frame(width: 8, height: 8) }") {
            HStack(alignment: .top, spacing: 1, content: [Color.red.frame(width: 8, height: 20), Color.blue.frame(width: 8, height: 8)])
        },
        // Spacers, dividers and groups.
        Case(script: "HStack { Text(\"L\"); Spacer(); Text(\"R\") }.frame(width: 80)") { HStack(content: [Text("L"), Spacer(), Text("R")]).frame(width: 80) },
        Case(script: "HStack(spacing: 0) { Text(\"L\"); Spacer(minLength: 30); Text(\"R\") }.fixedSize()") {
            HStack(spacing: 0, content: [Text("L"), Spacer(minLength: 30), Text("R")]).fixedSize()
        },
        Case(script: "VStack { Text(\"Above\"); Divider(); Text(\"Below\") }.frame(width: 60)") {
            VStack(content: [Text("Above"), Divider(), Text("Below")]).frame(width: 60)
        },
        Case(script: "HStack { Text(\"A\"); Divider(); Text(\"B\") }.frame(height: 20)") { HStack(content: [Text("A"), Divider(), Text("B")]).frame(height: 20) },
        Case(script: "VStack { Group { Text(\"One\"); Text(\"Two\") }.foregroundColor(.red) }") {
            VStack(content: [LoomUI.Group(content: [Text("One"), Text("Two")]).foregroundColor(.red)])
        },
        Case(script: "HStack { EmptyView(); Text(\"Only\") }") { HStack(content: [EmptyView(), Text("Only")]) },
        // Grids: spacing, alignment, spanning cells and column alignment.
        Case(script: "Grid(alignment: .trailing, horizontalSpacing: 4, verticalSpacing: 2) { GridRow { Text(\"a\"); Text(\"bbb\") }; GridRow { Text(\"cccc\"); Text(\"d\") } }") {
            Grid(alignment: .trailing, horizontalSpacing: 4, verticalSpacing: 2, content: [
                GridRow(content: [Text("a"), Text("bbb")]), GridRow(content: [Text("cccc"), Text("d")]),
            ])
        },
        Case(script: "Grid { GridRow(alignment: .bottom) { Color.red.frame(width: 10, height: 20); Color.blue.frame(width: 10, height: 6) }; GridRow { Color.green.frame(height: 4).gridCellColumns(2) } }") {
            Grid(content: [
                GridRow(alignment: .bottom, content: [Color.red.frame(width: 10, height: 20), Color.blue.frame(width: 10, height: 6)]),
                GridRow(content: [Color.green.frame(height: 4).gridCellColumns(2)]),
            ])
        },
        Case(script: "Grid { GridRow { Text(\"Name\").gridColumnAlignment(.leading); Text(\"1\") }; GridRow { Text(\"x\"); Text(\"200\") }; Divider().gridCellUnsizedAxes(.horizontal) }") {
            Grid(content: [
                GridRow(content: [Text("Name").gridColumnAlignment(.leading), Text("1")]),
                GridRow(content: [Text("x"), Text("200")]),
                Divider().gridCellUnsizedAxes(.horizontal),
            ])
        },
        Case(script: "LazyVGrid(columns: [GridItem(.fixed(20)), GridItem(.flexible(minimum: 10, maximum: 40), spacing: 2), GridItem(.adaptive(minimum: 8))], alignment: .leading, spacing: 3) { ForEach(0..<7) { _ in Color.orange.frame(height: 6) } }.frame(width: 100)") {
            LazyVGrid(columns: [GridItem(.fixed(20)), GridItem(.flexible(minimum: 10, maximum: 40), spacing: 2), GridItem(.adaptive(minimum: 8))],
                      alignment: .leading, spacing: 3, content: (0..<7).map { _ in Color.orange.frame(height: 6) }).frame(width: 100)
        },
        Case(script: "LazyVGrid(columns: [GridItem(.flexible(), alignment: .topLeading), GridItem()]) { Text(\"a\"); Text(\"b\\nc\"); Text(\"d\") }.frame(width: 80)") {
            LazyVGrid(columns: [GridItem(.flexible(), alignment: .topLeading), GridItem()], content: [Text("a"), Text("b\nc"), Text("d")]).frame(width: 80)
        },
        Case(script: "LazyHGrid(rows: [GridItem(.fixed(12)), GridItem(.fixed(12), spacing: 6)], alignment: .top, spacing: 4) { ForEach(0..<5) { i in Color.blue.frame(width: CGFloat(6 + i * 2)) } }") {
            LazyHGrid(rows: [GridItem(.fixed(12)), GridItem(.fixed(12), spacing: 6)], alignment: .top, spacing: 4,
                      content: (0..<5).map { i in Color.blue.frame(width: Double(6 + i * 2)) })
        },
        // Scroll views at rest: their content from the top, along their axes.
        Case(script: "ScrollView { VStack { ForEach(0..<20) { i in Text(\"Row \\(i)\") } } }.frame(width: 80, height: 60)") {
            ScrollView(content: [VStack(content: (0..<20).map { i in Text("Row \(i)") })]).frame(width: 80, height: 60)
        },
        Case(script: "ScrollView(.horizontal, showsIndicators: false) { HStack { ForEach(0..<10) { i in Text(\"Col \\(i)\") } } }.frame(width: 80, height: 30)") {
            ScrollView(.horizontal, showsIndicators: false, content: [HStack(content: (0..<10).map { i in Text("Col \(i)") })]).frame(width: 80, height: 30)
        },
        Case(script: "ScrollView([.horizontal, .vertical]) { Color.red.frame(width: 200, height: 200) }.frame(width: 60, height: 40)") {
            ScrollView([.horizontal, .vertical], content: [Color.red.frame(width: 200, height: 200)]).frame(width: 60, height: 40)
        },
        // A geometry reader proposes its size to a closure that reads it.
        Case(script: "GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 4) }.frame(width: 60, height: 40)") {
            Color.red.frame(width: 30, height: 10).frame(width: 60, height: 40, alignment: .topLeading)
        },
        Case(script: "GeometryReader { (proxy: GeometryProxy) in Color.blue.frame(width: proxy.size.width - 10, height: 10) }.frame(width: 50, height: 30)") {
            Color.blue.frame(width: 40, height: 10).frame(width: 50, height: 30, alignment: .topLeading)
        },
        Case(script: "VStack(alignment: .leading) { Text(\"A\"); Text(\"B\").alignmentGuide(.leading) { (d: ViewDimensions) in -d.width } }") {
            VStack(alignment: .leading, content: [Text("A"), Text("B").alignmentGuide(HorizontalAlignment.leading) { d in -d.width }])
        },
        // iOS 16: a shape may answer its own size (the largest square that fits, here).
        Case(script: "struct Square: Shape {\nfunc path(in rect: CGRect) -> Path { Path(rect) }\nfunc sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { let s = proposal.replacingUnspecifiedDimensions(by: CGSize(width: 8, height: 8)); let side = min(s.width, s.height); return CGSize(width: side, height: side) }\n}\nHStack { Square().fill(Color.red); Square().fill(Color.blue).fixedSize() }.frame(width: 80, height: 30)") {
            HStack(content: [Color.red.frame(width: 30, height: 30), Color.blue.frame(width: 8, height: 8)]).frame(width: 80, height: 30)
        },
        Case(script: "Circle().sizeThatFits(ProposedViewSize(width: 40, height: 20)) == CGSize(width: 20, height: 20) ? Color.green.frame(width: 10, height: 10) : Color.red.frame(width: 10, height: 10)") {
            Color.green.frame(width: 10, height: 10)
        },
    ]

    @Test(arguments: cases)
    func scriptDrawsWhatLoomUIDraws(_ c: Case) throws {
        try expectScriptDrawsWhatLoomUIDraws(c)
    }

    /// Edges that ignore the safe area reach under the status bar and the home indicator: these
    /// are drawn full-screen on an iPhone 15.
    static let deviceCases: [Case] = [
        Case(script: "Color.blue.ignoresSafeArea()") { Color.blue.ignoresSafeArea() },
        Case(script: "Color.blue.ignoresSafeArea(.container, edges: .top)") { Color.blue.ignoresSafeArea(.container, edges: .top) },
        Case(script: "Color.blue.ignoresSafeArea(SafeAreaRegions.keyboard)") { Color.blue.ignoresSafeArea(.keyboard) },
        Case(script: "Color.blue.edgesIgnoringSafeArea(.bottom)") { Color.blue.edgesIgnoringSafeArea(.bottom) },
    ]

    @Test(arguments: deviceCases)
    func scriptDrawsWhatLoomUIDrawsOnADevice(_ c: Case) throws {
        try expectScriptDrawsWhatLoomUIDraws(c, onAPhone: true)
    }
}
