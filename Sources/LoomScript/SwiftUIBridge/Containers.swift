import LoomUI

/// Containers tutorials reach for: `DisclosureGroup`, `GroupBox`, `LabeledContent`, `ContentUnavailableView`.
extension NativeRegistry {
    func installContainers() {
        nativeType("DisclosureGroup", conformances: ["View"]) { t in
            t.initializer("init<Content: View>(_ title: String, @ViewBuilder content: () -> Content)") { c in
                c.wrap(DisclosureGroup(label: Text(c.string(0)), content: try c.children(1)))
            }
            t.initializer("init<Content: View>(_ title: String, isExpanded: Bool, @ViewBuilder content: () -> Content)") { c in
                c.wrap(DisclosureGroup(label: Text(c.string(0)), isExpanded: c.bool(1), content: try c.children(2)))
            }
            t.initializer("init<Content: View, Label: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)") { c in
                c.wrap(DisclosureGroup(label: try c.builtView(1), content: try c.children(0)))
            }
            t.initializer("init<Content: View, Label: View>(isExpanded: Bool, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)") { c in
                c.wrap(DisclosureGroup(label: try c.builtView(2), isExpanded: c.bool(0), content: try c.children(1)))
            }
        }
        nativeType("GroupBox", conformances: ["View"]) { t in
            t.initializer("init<Content: View>(@ViewBuilder content: () -> Content)") { c in c.wrap(GroupBox(content: try c.children(0))) }
            t.initializer("init<Content: View>(_ title: String, @ViewBuilder content: () -> Content)") { c in
                c.wrap(GroupBox(label: Text(c.string(0)), content: try c.children(1)))
            }
            t.initializer("init<Content: View, L: View>(label: L, @ViewBuilder content: () -> Content)") { c in
                c.wrap(GroupBox(label: try c.view(0), content: try c.children(1)))
            }
            t.initializer("init<Content: View, L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L)") { c in
                c.wrap(GroupBox(label: try c.builtView(1), content: try c.children(0)))
            }
        }
        nativeType("LabeledContent", conformances: ["View"]) { t in
            t.initializer("init<Content: View>(_ title: String, @ViewBuilder content: () -> Content)") { c in
                c.wrap(LabeledContent(c.string(0), content: try c.builtView(1)))
            }
            t.initializer("init(_ title: String, value: String)") { c in c.wrap(LabeledContent(c.string(0), value: c.string(1))) }
            t.initializer("init<Content: View, L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L)") { c in
                c.wrap(LabeledContent(content: try c.builtView(0), label: try c.builtView(1)))
            }
        }
        nativeType("ContentUnavailableView", conformances: ["View"]) { t in
            t.initializer("init(_ title: String, systemImage: String, description: Text? = nil)") { c in
                c.wrap(ContentUnavailableView(c.string(0), systemImage: c.string(1), description: c.value(2).isNull ? nil : try c.view(2)))
            }
            t.initializer("init<L: View>(@ViewBuilder label: () -> L)") { c in c.wrap(ContentUnavailableView(label: try c.builtView(0))) }
            t.initializer("init<L: View, D: View>(@ViewBuilder label: () -> L, @ViewBuilder description: () -> D)") { c in
                c.wrap(ContentUnavailableView(label: try c.builtView(0), description: try c.builtView(1)))
            }
            t.initializer("init<L: View, D: View, A: View>(@ViewBuilder label: () -> L, @ViewBuilder description: () -> D, @ViewBuilder actions: () -> A)") { c in
                c.wrap(ContentUnavailableView(label: try c.builtView(0), description: try c.builtView(1), actions: try c.children(2)))
            }
            t.staticValue("static let search: ContentUnavailableView") { i in i.wrapNative(ContentUnavailableView.search()) }
        }
    }
}
