import LoomGraphics
import LoomUI

/// `Grid`/`GridRow` and the lazy grids and stacks with their `GridItem`s.
extension NativeRegistry {
    func installGrids() {
        nativeType("Grid", conformances: ["View"]) { t in
            t.initializer("init<Content: View>(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content)") { c in
                c.wrap(Grid(alignment: try c.native(0), horizontalSpacing: try c.optionalDouble(1), verticalSpacing: try c.optionalDouble(2), content: try c.children(3)))
            }
        }
        nativeType("GridRow", conformances: ["View"]) { t in
            t.initializer("init<Content: View>(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content)") { c in
                c.wrap(GridRow(alignment: try c.optionalNative(0), content: try c.children(1)))
            }
        }
        nativeType("GridItem.Size", payload: GridItem.Size.self, conformances: ["Equatable"]) { t in
            t.staticMethod("fixed(_ size: CGFloat)") { c in c.wrap(GridItem.Size.fixed(try c.double(0))) }
            t.staticMethod("flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)") { c in
                c.wrap(GridItem.Size.flexible(minimum: try c.double(0), maximum: try c.double(1)))
            }
            t.staticMethod("adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)") { c in
                c.wrap(GridItem.Size.adaptive(minimum: try c.double(0), maximum: try c.double(1)))
            }
        }
        nativeType("GridItem", payload: GridItem.self, conformances: ["Equatable"]) { t in
            t.initializer("init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil)") { c in
                c.wrap(GridItem(try c.native(0), spacing: try c.optionalDouble(1), alignment: try c.optionalNative(2)))
            }
            t.staticValue("static let Size: GridItem.Size.Type") { i in .type(.native(i.nativeTypes["GridItem.Size"]!)) }
        }
        nativeType("LazyVGrid", conformances: ["View"]) { t in
            t.initializer("init<Content: View>(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: Any? = nil, @ViewBuilder content: () -> Content)") { c in
                c.wrap(LazyVGrid(columns: try c.nativeArray(0), alignment: try c.native(1), spacing: try c.optionalDouble(2), content: try c.children(4)))
            }
        }
        nativeType("LazyHGrid", conformances: ["View"]) { t in
            t.initializer("init<Content: View>(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: Any? = nil, @ViewBuilder content: () -> Content)") { c in
                c.wrap(LazyHGrid(rows: try c.nativeArray(0), alignment: try c.native(1), spacing: try c.optionalDouble(2), content: try c.children(4)))
            }
        }
        for (name, axis) in [("LazyVStack", "v"), ("LazyHStack", "h")] {
            nativeType(name, conformances: ["View"]) { t in
                if axis == "v" {
                    t.initializer("init<Content: View>(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: Any? = nil, @ViewBuilder content: () -> Content)") { c in
                        c.wrap(VStack(alignment: try c.native(0), spacing: try c.optionalDouble(1), content: try c.children(3)))
                    }
                } else {
                    t.initializer("init<Content: View>(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: Any? = nil, @ViewBuilder content: () -> Content)") { c in
                        c.wrap(HStack(alignment: try c.native(0), spacing: try c.optionalDouble(1), content: try c.children(3)))
                    }
                }
            }
        }
    }
}
