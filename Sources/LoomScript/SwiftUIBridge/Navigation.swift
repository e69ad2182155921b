import LoomGraphics
import LoomUI

/// `NavigationStack`/`NavigationView`, the modifiers that fill in their bar (titles, display
/// modes, toolbar items, iOS 13's bar items) and `NavigationLink` rows.
extension NativeRegistry {
    func installNavigation() {
        for name in ["NavigationStack", "NavigationView"] {
            nativeType(name, conformances: ["View"]) { t in
                t.initializer("init<Content: View>(@ViewBuilder content: () -> Content)") { c in
                    c.wrap(NavigationStack(content: try c.builtView(0)))
                }
                // The path only says which screens are pushed; the picture is the root screen.
                t.initializer("init<Content: View>(path: Any, @ViewBuilder root: () -> Content)") { c in
                    c.wrap(NavigationStack(content: try c.builtView(1)))
                }
            }
        }
        // On an iPhone a split view collapses to a stack showing its sidebar.
        nativeType("NavigationSplitView", conformances: ["View"]) { t in
            t.initializer("init<S: View, D: View>(@ViewBuilder sidebar: () -> S, @ViewBuilder detail: () -> D)") { c in
                c.wrap(NavigationStack(content: try c.builtView(0)))
            }
            t.initializer("init<S: View, C: View, D: View>(@ViewBuilder sidebar: () -> S, @ViewBuilder content: () -> C, @ViewBuilder detail: () -> D)") { c in
                c.wrap(NavigationStack(content: try c.builtView(0)))
            }
        }
        nativeType("NavigationLink", conformances: ["View"]) { t in
            t.initializer("init<Destination: View>(_ title: String, destination: Destination)") { c in c.wrap(NavigationLink(c.string(0))) }
            t.initializer("init<Destination: View>(_ title: String, @ViewBuilder destination: () -> Destination)") { c in c.wrap(NavigationLink(c.string(0))) }
            t.initializer("init<Destination: View, Label: View>(destination: Destination, @ViewBuilder label: () -> Label)") { c in
                c.wrap(NavigationLink(label: try c.builtView(1)))
            }
            t.initializer("init<Destination: View, Label: View>(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label)") { c in
                c.wrap(NavigationLink(label: try c.builtView(1)))
            }
            t.initializer("init(_ title: String, value: Any?)") { c in c.wrap(NavigationLink(c.string(0))) }
            t.initializer("init<Label: View>(value: Any?, @ViewBuilder label: () -> Label)") { c in c.wrap(NavigationLink(label: try c.builtView(1))) }
        }
        // The namespace first, so `NavigationBarItem.TitleDisplayMode` names a type.
        nativeType("NavigationBarItem")
        nativeType("NavigationBarItem.TitleDisplayMode", conformances: ["Equatable"]) { t in
            t.constants(of: NavigationBarItem.TitleDisplayMode.self)
        }
        nativeType("ToolbarItemPlacement", conformances: ["Equatable"]) { t in
            t.constants(of: ToolbarItemPlacement.self)
        }
        nativeType("ToolbarItem", conformances: ["View"]) { t in
            t.initializer("init<Content: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)") { c in
                c.wrap(ToolbarItem(placement: try c.native(0), content: try c.builtView(1)))
            }
        }
        nativeType("ToolbarItemGroup", conformances: ["View"]) { t in
            t.initializer("init<Content: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)") { c in
                c.wrap(ToolbarItem.group(placement: try c.native(0), content: try c.children(1)))
            }
        }
        nativeType("View") { t in
            t.method("navigationTitle(_ title: String)") { c in c.wrap(try c.receiverView().navigationTitle(c.string(0))) }
            t.method("navigationTitle(_ title: Text)") { c in c.wrap(try c.receiverView().navigationTitle(try c.view(0))) }
            t.method("navigationBarTitle(_ title: String, displayMode: NavigationBarItem.TitleDisplayMode = .automatic)") { c in
                c.wrap(try c.receiverView().navigationBarTitle(Text(c.string(0)), displayMode: try c.native(1)))
            }
            t.method("navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode = .automatic)") { c in
                c.wrap(try c.receiverView().navigationBarTitle(try c.view(0), displayMode: try c.native(1)))
            }
            t.method("navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)") { c in
                c.wrap(try c.receiverView().navigationBarTitleDisplayMode(try c.native(0)))
            }
            t.method("navigationBarHidden(_ hidden: Bool)") { c in c.wrap(try c.receiverView().navigationBarHidden(c.bool(0))) }
            t.method("toolbar(_ visibility: Visibility)") { c in c.wrap(try c.receiverView().toolbar(hidden: try c.native(0) as String == "hidden")) }
            t.method("navigationBarItems<L: View, T: View>(leading: L, trailing: T)") { c in
                c.wrap(try c.receiverView().navigationBarItems(leading: try c.view(0), trailing: try c.view(1)))
            }
            t.method("navigationBarItems<L: View>(leading: L)") { c in c.wrap(try c.receiverView().navigationBarItems(leading: try c.view(0))) }
            t.method("navigationBarItems<T: View>(trailing: T)") { c in c.wrap(try c.receiverView().navigationBarItems(trailing: try c.view(0))) }
            t.method("toolbar<Content: View>(@ViewBuilder content: () -> Content)") { c in
                c.wrap(try c.receiverView().toolbar(try c.children(0)))
            }
            // Pushed screens are never drawn: a picture is the root screen.
            for ignored in ["navigationDestination<D: View>(for data: Any, @ViewBuilder destination: (Any) -> D)",
                            "navigationDestination<D: View>(isPresented: Bool, @ViewBuilder destination: () -> D)",
                            "navigationBarBackButtonHidden(_ hidesBackButton: Bool = true)"] {
                t.method(ignored) { c in c.receiverValue }
            }
        }
    }
}
