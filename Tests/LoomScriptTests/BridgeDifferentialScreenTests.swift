import Testing
import LoomGraphics
import LoomTestSupport
import LoomUI
@testable import LoomScript

/// The screen-level entries the navigation cases leave out — hidden bars, pushed destinations,
/// popovers, action sheets and iOS 13 alerts, toolbar groups, search placements, page styles —
/// drawn full-screen on an iPhone 15 through a script and through the LoomUI view that states
/// SwiftUI's rule for them (a popover on an iPhone is a sheet; an action sheet is a
/// confirmation dialog with its title shown).
@Suite("Bridge differential: screens on a device")
struct BridgeDifferentialScreenTests {
    typealias Case = BridgeCase

    static let cases: [Case] = [
        Case(script: "NavigationStack { Text(\"No bar\").navigationTitle(\"Hidden\").navigationBarHidden(true) }") {
            NavigationStack(content: Text("No bar").navigationTitle("Hidden").navigationBarHidden(true))
        },
        // A picture is the root screen: destinations are never pushed, and the root has no back button.
        Case(script: "NavigationStack { List { NavigationLink(\"Item\", value: 1) }.navigationDestination(for: Int.self) { i in Text(\"Item \\(i)\") }.navigationDestination(isPresented: .constant(false)) { Text(\"Never\") }.navigationTitle(\"Root\").navigationBarBackButtonHidden() }") {
            NavigationStack(content: List(rows: [NavigationLink("Item")]).navigationTitle("Root"))
        },
        Case(script: "Text(\"Anchor\").popover(isPresented: .constant(true)) { Text(\"Pop\") }") { Text("Anchor").sheet(isPresented: true, content: Text("Pop")) },
        Case(script: "Text(\"Anchor\").popover(isPresented: .constant(true), attachmentAnchor: .point(.top), arrowEdge: .bottom) { Text(\"Pop\") }") {
            Text("Anchor").sheet(isPresented: true, content: Text("Pop"))
        },
        Case(script: "Text(\"Hi\").actionSheet(isPresented: .constant(true)) { ActionSheet(title: Text(\"Photo\"), message: Text(\"Choose\"), buttons: [.default(Text(\"Share\")), .destructive(Text(\"Delete\")), .cancel()]) }") {
            Text("Hi").confirmationDialog(Text("Photo"), isPresented: true, titleVisible: true,
                                          buttons: [Button("Share"), Button("Delete", role: .destructive), Button("Cancel", role: .cancel)], message: Text("Choose"))
        },
        Case(script: "Text(\"Hi\").actionSheet(isPresented: .constant(true)) { ActionSheet(title: Text(\"Sort\"), buttons: [ActionSheet.Button.default(Text(\"Name\")), .cancel(Text(\"Never mind\"))]) }") {
            Text("Hi").confirmationDialog(Text("Sort"), isPresented: true, titleVisible: true, buttons: [Button("Name"), Button("Never mind", role: .cancel)])
        },
        Case(script: "Text(\"Hi\").alert(isPresented: .constant(true)) { Alert(title: Text(\"Delete?\"), message: Text(\"For good.\"), primaryButton: .destructive(Text(\"Delete\")), secondaryButton: .cancel()) }") {
            Text("Hi").alert(Text("Delete?"), isPresented: true, buttons: [Button("Delete", role: .destructive), Button("Cancel", role: .cancel)], message: Text("For good."))
        },
        Case(script: "Text(\"Hi\").alert(isPresented: .constant(true)) { Alert(title: Text(\"Saved\"), dismissButton: Alert.Button.default(Text(\"Great\"))) }") {
            Text("Hi").alert(Text("Saved"), isPresented: true, buttons: [Button("Great")])
        },
        Case(script: "NavigationStack { Text(\"Body\").navigationTitle(\"Tools\").toolbar { ToolbarItemGroup(placement: .bottomBar) { Button(\"One\") { }; Spacer(); Button(\"Two\") { } } } }") {
            NavigationStack(content: Text("Body").navigationTitle("Tools").toolbar([ToolbarItem.group(placement: .bottomBar, content: [Button("One"), Spacer(), Button("Two")])]))
        },
        // On an iPhone the automatic search placement is the navigation bar's drawer.
        Case(script: "NavigationStack { List { Text(\"Apples\") }.navigationTitle(\"Fruit\").searchable(text: .constant(\"\"), placement: .navigationBarDrawer(displayMode: .always), prompt: \"Find fruit\") }") {
            NavigationStack(content: List(rows: [Text("Apples")]).navigationTitle("Fruit").searchable(text: "", prompt: "Find fruit"))
        },
        Case(script: "NavigationStack { List { Text(\"Apples\") }.navigationTitle(\"Fruit\").searchable(text: .constant(\"app\"), placement: SearchFieldPlacement.automatic, prompt: Text(\"Find\")) }") {
            NavigationStack(content: List(rows: [Text("Apples")]).navigationTitle("Fruit").searchable(text: "app", prompt: "Find"))
        },
        Case(script: "TabView { Color.orange; Color.blue }.tabViewStyle(PageTabViewStyle(indexDisplayMode: .always))") {
            TabView(tabs: [Color.orange, Color.blue]).tabViewStyle(.page(indexDisplayMode: .always))
        },
        Case(script: "TabView { Color.orange; Color.blue }.tabViewStyle(.page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode.never))") {
            TabView(tabs: [Color.orange, Color.blue]).tabViewStyle(.page(indexDisplayMode: .never))
        },
        Case(script: "TabView { Text(\"First\").tabItem { Label(\"One\", systemImage: \"1.circle\") } }.tabViewStyle(DefaultTabViewStyle())") {
            TabView(tabs: [Text("First").tabItem([Label("One", systemImage: "1.circle")])]).tabViewStyle(.automatic)
        },
        Case(script: "NavigationStack { Text(\"Small\").navigationTitle(\"Inline\").navigationBarTitleDisplayMode(NavigationBarItem.TitleDisplayMode.inline) }") {
            NavigationStack(content: Text("Small").navigationTitle("Inline").navigationBarTitleDisplayMode(.inline))
        },
    ]

    @Test(arguments: cases)
    func scriptDrawsWhatLoomUIDraws(_ c: Case) throws {
        try expectScriptDrawsWhatLoomUIDraws(c, onAPhone: true)
    }
}
