import Testing
import LoomGraphics
@testable import LoomUI

/// Navigation bars, tab bars, presentations and containers laid out with iOS 17's metrics, and
/// drawn (goldens) on an iPhone 15.
@Suite("Navigation, tabs and presentations (#12)")
struct NavigationTests {
    let phone = Device.named("iPhone 15")!
    let screen = ProposedSize(width: 393, height: 600)

    func frames(named name: String, _ view: any ViewNode, proposal: ProposedSize = ProposedSize(width: 393, height: 600)) throws -> [Rect] {
        try renderImage(view, proposal: proposal, scale: 1).frames.filter { $0.name == name }.map(\.frame)
    }

    func text(_ string: String, _ view: any ViewNode) throws -> Rect {
        try #require(try frames(named: "Text(\"\(string)\")", view).first)
    }

    @Test func aLargeTitleSitsUnderTheBarAtTheLeadingMargin() throws {
        let title = try text("Inbox", NavigationStack(content: Color.clear.navigationTitle("Inbox")))
        #expect(title.minX == 16)
        // 44 pt bar + 52 pt title row, the title's line 8 pt above the row's bottom.
        #expect(title.maxY == 88)
        #expect(title.height > 34)
    }

    @Test func anInlineTitleIsCentredInTheBar() throws {
        let view = NavigationStack(content: Color.clear.navigationBarTitle(Text("Detail"), displayMode: .inline))
        let title = try text("Detail", view)
        #expect(abs(title.midX - 196.5) <= 0.5)
        #expect(abs(title.midY - 22) <= 0.5)
        // No large-title row: the content starts under the 44 pt bar (the first Color is the stack's background).
        #expect(try frames(named: "Color", view).last == Rect(x: 0, y: 44, width: 393, height: 556))
    }

    @Test func toolbarItemsGoToTheirEndsOfTheBar() throws {
        let view = NavigationStack(content: Color.clear.navigationTitle("T").toolbar([
            ToolbarItem(placement: .navigationBarLeading, content: Text("Left")),
            Text("Right"),  // .automatic: trailing
            ToolbarItem(placement: .cancellationAction, content: Text("Cancel")),
        ]))
        #expect(try text("Left", view).minX == 16)
        #expect(try text("Right", view).maxX == 393 - 16)
        #expect(try text("Cancel", view).minX > (try text("Left", view)).maxX)
        #expect(try text("Right", view).midY == 22)
    }

    @Test func navigationBarItemsAndAHiddenBar() throws {
        let items = NavigationStack(content: Color.clear.navigationBarItems(leading: Text("L"), trailing: Text("R")))
        #expect(try text("L", items).minX == 16)
        #expect(try text("R", items).maxX == 377)
        let hidden = NavigationStack(content: Color.clear.navigationTitle("Gone").navigationBarHidden(true))
        #expect(try frames(named: "Text(\"Gone\")", hidden).isEmpty)
        #expect(try frames(named: "Color", hidden).last == Rect(x: 0, y: 0, width: 393, height: 600))
    }

    @Test func aGroupedListCarriesItsGreyUnderTheBarAndAPlainOneDoesNot() throws {
        let grouped = try renderImage(NavigationStack(content: List(rows: [Text("Row")]).navigationTitle("T")), proposal: screen, scale: 1)
        #expect(grouped.bitmap.pixel(x: 200, y: 10) == (242, 242, 247, 255))
        let plain = try renderImage(NavigationStack(content: List(rows: [Text("Row")]).listStyle(.plain).navigationTitle("T")),
                                    proposal: screen, scale: 1)
        #expect(plain.bitmap.pixel(x: 200, y: 10) == (255, 255, 255, 255))
    }

    @Test func aRootViewThatDoesNotScrollIsCentred() throws {
        let hello = try text("Hello", NavigationStack(content: Text("Hello").navigationTitle("Home")))
        #expect(abs(hello.midX - 196.5) <= 0.5)
        #expect(abs(hello.midY - (96 + 504 / 2)) <= 0.5)
    }

    @Test func aNavigationLinkInAListHasAChevronAtTheRowsEnd() throws {
        let view = List(rows: [NavigationLink("Inbox"), Text("Plain")])
        let symbols = try frames(named: "Symbol", view)
        #expect(symbols.count == 1)
        // 16 pt list margin + 16 pt row inset from the trailing edge.
        #expect(abs((symbols.first?.maxX ?? 0) - (393 - 32)) <= 0.5)
        // Outside a list it is its label, in the accent colour.
        #expect(try frames(named: "Symbol", NavigationLink("Go")).isEmpty)
    }

    @Test func aTabViewShowsTheSelectedTabAboveItsBar() throws {
        let view = TabView(selection: AnyHashable("b"), tabs: [
            Text("First").tabItem([Label("A", systemImage: "house")]).tag(AnyHashable("a")),
            Text("Second").tag(AnyHashable("b")).tabItem([Image(systemName: "gear"), Text("B")]),
            Text("Third").tabItem([Text("C")]),
        ])
        #expect(try frames(named: "Text(\"First\")", view).isEmpty)
        let second = try text("Second", view)
        #expect(abs(second.midY - (600 - 49) / 2) <= 0.5)
        // Three items share the width; their titles sit in the 49 pt bar at the bottom.
        for (title, column) in [("A", 0.0), ("B", 1), ("C", 2)] {
            let frame = try text(title, view)
            #expect(abs(frame.midX - (131 * column + 65.5)) <= 0.5, "\(title)")
            #expect(frame.minY > 600 - 49 && frame.maxY < 600, "\(title)")
        }
        // No selection: the first tab.
        #expect(try frames(named: "Text(\"First\")", TabView(tabs: [Text("First"), Text("Next")])).count == 1)
    }

    @Test func aPageStyleTabViewHasDotsAndNoBar() throws {
        let view = TabView(tabs: [Color.orange, Color.blue, Color.green]).tabViewStyle(.page(indexDisplayMode: .automatic))
        let dots = try frames(named: "Circle", view)
        #expect(dots.count == 3)
        #expect(dots.allSatisfy { $0.width == 8 && $0.maxY == 600 - 12 })
        // A ForEach (a Group) gives a tab, so a dot, per view.
        let grouped = TabView(tabs: [Group(content: [Color.orange, Color.blue])]).tabViewStyle(.page(indexDisplayMode: .automatic))
        #expect(try frames(named: "Circle", grouped).count == 2)
        let never = TabView(tabs: [Color.orange, Color.blue]).tabViewStyle(.page(indexDisplayMode: .never))
        #expect(try frames(named: "Circle", never).isEmpty)
    }

    @Test func presentationsAreDrawnOnlyWhilePresented() throws {
        let content = Text("Behind")
        let hidden = content.alert(Text("Title"), isPresented: false).sheet(isPresented: false, content: Text("Sheet"))
            .confirmationDialog(Text("Dialog"), isPresented: false, buttons: [Button("Go")])
        #expect(try renderImage(hidden, on: phone, scale: 1).frames.map(\.name).filter { $0.hasPrefix("Text") } == ["Text(\"Behind\")"])
        let alert = try renderImage(content.alert(Text("Title"), isPresented: true, buttons: [Button("No", role: .cancel), Button("Yes")]),
                                    on: phone, scale: 1)
        let names = alert.frames.map(\.name)
        #expect(names.contains("Text(\"Title\")"))
        // Two buttons side by side in a 270 pt alert centred on the screen.
        let no = try #require(alert.frames.first { $0.name == "Text(\"No\")" }?.frame)
        let yes = try #require(alert.frames.first { $0.name == "Text(\"Yes\")" }?.frame)
        #expect(no.midY == yes.midY && no.midX < 196.5 && yes.midX > 196.5)
        #expect(abs(no.midX - (196.5 - 67.5)) <= 0.5)
        // The screen behind is dimmed: white becomes 80 % grey.
        #expect(alert.bitmap.pixel(x: 10, y: 400).r == 204)
    }

    @Test func aConfirmationDialogAddsCancel() throws {
        let image = try renderImage(Text("x").confirmationDialog(Text("T"), isPresented: true, buttons: [Button("Share")]), on: phone, scale: 1)
        let cancel = try #require(image.frames.first { $0.name == "Text(\"Cancel\")" }?.frame)
        // The Cancel card's 57 pt row ends 8 pt above the home indicator.
        #expect(abs(cancel.midY - (852 - 34 - 8 - 28.5)) <= 0.5)
        #expect(!image.frames.contains { $0.name == "Text(\"T\")" })
    }

    @Test func goldens() throws {
        try assertGolden(NavigationStack(content: List(rows: [NavigationLink("Inbox"), NavigationLink(label: Label("Sent", systemImage: "paperplane"))])
            .navigationTitle("Mailboxes").toolbar([ToolbarItem(placement: .navigationBarTrailing, content: Button("Edit"))])),
                         named: "navigation-large-title", in: "device", device: phone, statusBar: true)
        try assertGolden(NavigationStack(content: Text("Hello").navigationBarTitle(Text("Details"), displayMode: .inline)
            .toolbar([ToolbarItem(placement: .bottomBar, content: Button("Share"))])),
                         named: "navigation-inline", in: "device", device: phone)
        try assertGolden(TabView(tabs: [Text("Home").tabItem([Label("Home", systemImage: "house.fill")]),
                                        Text("Search").tabItem([Label("Search", systemImage: "magnifyingglass")])]),
                         named: "tab-view", in: "device", device: phone)
        try assertGolden(Text("Photo").alert(Text("Delete the photo?"), isPresented: true,
                                             buttons: [Button("Cancel", role: .cancel), Button("Delete", role: .destructive)],
                                             message: Text("This cannot be undone.")),
                         named: "alert", in: "device", device: phone, statusBar: true)
        try assertGolden(Text("Photo").confirmationDialog(Text("Photo"), isPresented: true, titleVisible: true,
                                                          buttons: [Button("Share"), Button("Delete", role: .destructive)]),
                         named: "confirmation-dialog", in: "device", device: phone)
        try assertGolden(Text("Behind").sheet(isPresented: true, content: Text("A sheet")),
                         named: "sheet", in: "device", device: phone, statusBar: true)
        try assertGolden(VStack(alignment: .leading, spacing: 16, content: [
            DisclosureGroup(label: Text("Advanced"), content: [Text("Hidden")]),
            DisclosureGroup(label: Text("Details"), isExpanded: true, content: [Text("Inside")]),
            GroupBox(label: Label("Battery", systemImage: "bolt.fill"), content: [Text("82 %, about 9 hours")]),
        ]).padding(), named: "disclosure-and-group-box", in: "controls", proposal: ProposedSize(width: 393, height: nil))
        try assertGolden(ContentUnavailableView("No Mail", systemImage: "tray.fill", description: Text("New mail appears here.")),
                         named: "content-unavailable", in: "controls", proposal: ProposedSize(width: 393, height: 300))
    }
}
