import Testing
import LoomGraphics
import LoomTestSupport
import LoomUI
@testable import LoomScript

/// The navigation, tab, presentation and container entries of the bridge, drawn full-screen on
/// an iPhone 15 through a script and through LoomUI directly: the pictures must be identical.
/// A bridge entry that drops an argument (a placement, a display mode, `isPresented`, a tag)
/// shows up as a different bitmap.
@Suite("Bridge differential: navigation, tabs, presentations on a device")
struct BridgeDifferentialNavigationTests {
    typealias Case = BridgeCase

    static let cases: [Case] = [
        Case(script: """
            NavigationStack {
                List { NavigationLink("Inbox", destination: Text("Inbox")) }
                    .navigationTitle("Mail")
                    .toolbar {
                        ToolbarItem(placement: .navigationBarLeading) { Button("Edit") { } }
                        ToolbarItem(placement: .bottomBar) { Text("Updated now") }
                    }
            }
            """) {
            NavigationStack(content: List(rows: [NavigationLink("Inbox")]).navigationTitle("Mail").toolbar([
                ToolbarItem(placement: .navigationBarLeading, content: Button("Edit")),
                ToolbarItem(placement: .bottomBar, content: Text("Updated now")),
            ]))
        },
        Case(script: "NavigationView { Text(\"Hi\").navigationBarTitle(\"Detail\", displayMode: .inline).navigationBarItems(trailing: Button(\"Done\") { }) }") {
            NavigationStack(content: Text("Hi").navigationBarTitle(Text("Detail"), displayMode: .inline)
                .navigationBarItems(trailing: Button("Done")))
        },
        Case(script: "NavigationSplitView { List { Text(\"Folders\") }.navigationTitle(\"Notes\") } detail: { Text(\"Pick a note\") }") {
            NavigationStack(content: List(rows: [Text("Folders")]).navigationTitle("Notes"))
        },
        Case(script: "NavigationStack { Text(\"Hi\").navigationTitle(\"Gone\").toolbar(.hidden) }") {
            NavigationStack(content: Text("Hi").navigationTitle("Gone").toolbar(hidden: true))
        },
        Case(script: "NavigationStack { Text(\"Hi\").navigationTitle(\"Big\").navigationBarTitleDisplayMode(.inline) }") {
            NavigationStack(content: Text("Hi").navigationTitle("Big").navigationBarTitleDisplayMode(.inline))
        },
        Case(script: """
            TabView(selection: .constant(2)) {
                Text("One").tabItem { Label("One", systemImage: "house") }.tag(1)
                Text("Two").tabItem { Image(systemName: "gear"); Text("Two") }.tag(2)
            }
            """) {
            TabView(selection: AnyHashable(2), tabs: [
                Text("One").tabItem([Label("One", systemImage: "house")]).tag(AnyHashable(1)),
                Text("Two").tabItem([Image(systemName: "gear"), Text("Two")]).tag(AnyHashable(2)),
            ])
        },
        Case(script: "TabView { Color.orange; Color.blue }.tabViewStyle(.page)") {
            TabView(tabs: [Color.orange, Color.blue]).tabViewStyle(.page(indexDisplayMode: .automatic))
        },
        Case(script: "Text(\"Hi\").alert(\"Delete?\", isPresented: .constant(true)) { Button(\"Cancel\", role: .cancel) { }; Button(\"Delete\", role: .destructive) { } } message: { Text(\"For good.\") }") {
            Text("Hi").alert(Text("Delete?"), isPresented: true, buttons: [Button("Cancel", role: .cancel), Button("Delete", role: .destructive)],
                             message: Text("For good."))
        },
        Case(script: "Text(\"Hi\").alert(\"Hidden\", isPresented: .constant(false)) { Button(\"OK\") { } }") {
            Text("Hi")
        },
        Case(script: "Text(\"Hi\").alert(isPresented: .constant(true)) { Alert(title: Text(\"Saved\"), message: Text(\"Done.\")) }") {
            Text("Hi").alert(Text("Saved"), isPresented: true, message: Text("Done."))
        },
        Case(script: "Text(\"Hi\").confirmationDialog(\"Photo\", isPresented: .constant(true), titleVisibility: .visible) { Button(\"Share\") { } }") {
            Text("Hi").confirmationDialog(Text("Photo"), isPresented: true, titleVisible: true, buttons: [Button("Share")])
        },
        Case(script: "Text(\"Hi\").sheet(isPresented: .constant(true)) { Text(\"Sheet\") }") {
            Text("Hi").sheet(isPresented: true, content: Text("Sheet"))
        },
        Case(script: "Text(\"Hi\").fullScreenCover(isPresented: .constant(true), onDismiss: { }) { Text(\"Cover\") }") {
            Text("Hi").fullScreenCover(isPresented: true, content: Text("Cover"))
        },
        Case(script: "ZStack { Color.mint.ignoresSafeArea(edges: .top); Text(\"Hi\") }") {
            ZStack(content: [Color.mint.ignoresSafeArea(edges: .top), Text("Hi")])
        },
        Case(script: "Color.teal.edgesIgnoringSafeArea(.all)") { Color.teal.edgesIgnoringSafeArea(.all) },
        // `.background(Color)` is the ShapeStyle form that reaches under the safe area; with an alignment it is the view form.
        Case(script: "Text(\"Hi\").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.yellow)") {
            Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.yellow, ignoresSafeAreaEdges: .all)
        },
        Case(script: "Text(\"Hi\").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.yellow, alignment: .top)") {
            Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.yellow, alignment: .top)
        },
        Case(script: "Text(\"Hi\").frame(maxWidth: .infinity, maxHeight: .infinity).background(.yellow, ignoresSafeAreaEdges: .bottom)") {
            Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.yellow, ignoresSafeAreaEdges: .bottom)
        },
        Case(script: "VStack { DisclosureGroup(\"More\", isExpanded: .constant(true)) { Text(\"Inside\") }; GroupBox(\"Box\") { Text(\"Content\") } }") {
            VStack(content: [DisclosureGroup(label: Text("More"), isExpanded: true, content: [Text("Inside")]),
                             GroupBox(label: Text("Box"), content: [Text("Content")])])
        },
        Case(script: "ContentUnavailableView(\"No Mail\", systemImage: \"tray.fill\", description: Text(\"Nothing yet.\"))") {
            ContentUnavailableView("No Mail", systemImage: "tray.fill", description: Text("Nothing yet."))
        },
        Case(script: "ContentUnavailableView.search") { ContentUnavailableView.search() },
    ]

    @Test(arguments: cases)
    func scriptDrawsWhatLoomUIDraws(_ c: Case) throws {
        try expectScriptDrawsWhatLoomUIDraws(c, onAPhone: true)
    }

    @Test func aNonButtonActionIsALocatedError() {
        let r = run("Text(\"Hi\")\n    .alert(\"T\", isPresented: .constant(true)) { Circle() }")
        #expect(r.errors.first?.message.contains("from Button views") == true, "\(r.errors)")
        #expect(r.errors.first?.line == 2, "\(r.errors)")
    }
}
