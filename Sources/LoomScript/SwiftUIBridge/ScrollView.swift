import LoomGraphics
import LoomUI

/// `ScrollView` and the axes it scrolls along.
extension NativeRegistry {
    func installScrollView() {
        nativeType("Axis.Set", payload: Axis.Set.self, conformances: ["Equatable"]) { t in
            t.constants([("horizontal", Axis.Set.horizontal), ("vertical", Axis.Set.vertical), ("all", Axis.Set([.horizontal, .vertical]))])
            t.optionSetAlgebra(Axis.Set.self)
        }
        nativeType("Axis", conformances: ["Equatable"]) { t in
            t.constants(of: Axis.self)
            t.staticValue("static let Set: Axis.Set.Type") { i in .type(.native(i.nativeTypes["Axis.Set"]!)) }
        }
        nativeType("ScrollView", conformances: ["View"]) { t in
            t.initializer("init<Content: View>(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content)") { c in
                c.wrap(ScrollView(try c.native(0), showsIndicators: c.value(1).isNull ? true : c.bool(1), content: try c.children(2)))
            }
        }
    }
}
