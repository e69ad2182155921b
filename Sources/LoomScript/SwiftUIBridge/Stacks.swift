import LoomUI

/// VStack, HStack, ZStack: a builder closure's children laid out along an axis or on top of
/// each other.
extension NativeRegistry {
    func installStacks() {
        nativeType("VStack", conformances: ["View"]) { t in
            t.initializer("init<Content: View>(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)") { c in
                c.wrap(VStack(alignment: try c.native(0), spacing: try c.optionalDouble(1), content: try c.children(2)))
            }
        }
        nativeType("HStack", conformances: ["View"]) { t in
            t.initializer("init<Content: View>(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)") { c in
                c.wrap(HStack(alignment: try c.native(0), spacing: try c.optionalDouble(1), content: try c.children(2)))
            }
        }
        nativeType("ZStack", conformances: ["View"]) { t in
            t.initializer("init<Content: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Content)") { c in
                c.wrap(ZStack(alignment: try c.native(0), content: try c.children(1)))
            }
        }
    }
}
