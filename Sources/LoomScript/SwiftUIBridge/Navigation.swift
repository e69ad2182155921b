import LoomGraphics
import LoomUI

/// `NavigationStack`/`NavigationView`: the bar and large title iOS draws above the root view.
extension NativeRegistry {
    func installNavigation() {
        for name in ["NavigationStack", "NavigationView"] {
            nativeType(name, conformances: ["View"]) { t in
                t.initializer("init<Content: View>(@ViewBuilder content: () -> Content)") { c in
                    let children = try c.children(0)
                    return c.wrap(NavigationStack(content: children.count == 1 ? children[0] : LoomUI.Group(content: children)))
                }
            }
        }
    }
}
