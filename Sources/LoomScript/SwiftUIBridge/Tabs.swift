import LoomUI

/// `TabView` with `.tabItem`, `.tag` and a selection, and its styles (`.page`, `PageTabViewStyle()`).
extension NativeRegistry {
    func installTabs() {
        nativeType("TabView", conformances: ["View"]) { t in
            t.initializer("init<Content: View>(@ViewBuilder content: () -> Content)") { c in
                c.wrap(TabView(tabs: try c.children(0)))
            }
            // Tabs are matched to the selection by their tags, as SwiftUI matches values.
            t.initializer("init<Content: View>(selection: Any, @ViewBuilder content: () -> Content)") { c in
                c.wrap(TabView(selection: c.interpreter.tag(for: c.value(0)), tabs: try c.children(1)))
            }
        }
        nativeType("TabViewStyle", payload: TabViewStyle.self, conformances: ["Equatable"]) { t in
            t.constants([("automatic", TabViewStyle.automatic), ("page", TabViewStyle.page(indexDisplayMode: .automatic))])
            t.staticMethod("page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode)") { c in
                c.wrap(TabViewStyle.page(indexDisplayMode: try c.native(0)))
            }
        }
        nativeType("PageTabViewStyle", conformances: ["TabViewStyle"]) { t in
            t.initializer("init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic)") { c in
                c.wrap(TabViewStyle.page(indexDisplayMode: try c.native(0)))
            }
        }
        nativeType("DefaultTabViewStyle", conformances: ["TabViewStyle"]) { t in
            t.initializer("init()") { c in c.wrap(TabViewStyle.automatic) }
        }
        nativeType("PageTabViewStyle.IndexDisplayMode", payload: TabViewStyle.IndexDisplayMode.self, conformances: ["Equatable"]) { t in
            t.constants(of: TabViewStyle.IndexDisplayMode.self)
        }
        nativeType("View") { t in
            t.method("tabItem<V: View>(@ViewBuilder _ label: () -> V)") { c in c.wrap(try c.receiverView().tabItem(try c.children(0))) }
            t.method("tabViewStyle(_ style: TabViewStyle)") { c in c.wrap(try c.receiverView().tabViewStyle(try c.native(0))) }
            // The page dots' backdrop; Loom draws the dots alone.
            t.method("indexViewStyle(_ style: Any)") { c in c.receiverValue }
        }
    }
}
