import LoomUI

/// A gesture as a value. Pictures are not touched, so a gesture only has to exist: its
/// callbacks are kept but never called.
struct GestureValue: Equatable {
    var kind: String
}

/// `DragGesture`, `TapGesture` and friends with `onChanged`/`onEnded`/`updating`, and the view
/// modifiers that attach them: accepted, inert (a still picture has no touches).
extension NativeRegistry {
    func installGestures() {
        let kinds: [(String, [String])] = [
            ("DragGesture", ["init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local)"]),
            ("TapGesture", ["init(count: Int = 1)"]),
            ("SpatialTapGesture", ["init(count: Int = 1, coordinateSpace: CoordinateSpace = .local)"]),
            ("LongPressGesture", ["init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10)"]),
            ("MagnificationGesture", ["init(minimumScaleDelta: CGFloat = 0.01)"]),
            ("MagnifyGesture", ["init(minimumScaleDelta: CGFloat = 0.01)"]),
            ("RotationGesture", ["init(minimumAngleDelta: Angle = .degrees(1))"]),
        ]
        for (name, initializers) in kinds {
            nativeType(name, conformances: ["Gesture"]) { t in
                for signature in initializers { t.initializer(signature) { c in c.interpreter.wrap(GestureValue(kind: name), as: name) } }
            }
        }
        nativeType("Gesture") { t in
            for signature in ["onChanged(_ action: (Any) -> Void)", "onEnded(_ action: (Any) -> Void)", "updating(_ state: Any, body: (Any, inout Any, inout Any) -> Void)",
                              "sequenced(before other: Gesture)", "simultaneously(with other: Gesture)", "exclusively(before other: Gesture)",
                              "map(_ transform: (Any) -> Any)"] {
                t.method(signature) { c in c.receiverValue }
            }
        }
        nativeType("CoordinateSpace", conformances: ["Equatable"]) { t in
            t.constants([("local", "local"), ("global", "global")])
            t.staticMethod("named<N: Hashable>(_ name: N)") { c in c.interpreter.wrap("named", as: "CoordinateSpace") }
        }
        nativeType("GestureMask") { t in
            t.constants([("all", "all"), ("gesture", "gesture"), ("subviews", "subviews"), ("none", "none")])
        }
        nativeType("View") { t in
            for signature in ["gesture(_ gesture: Gesture?, including mask: GestureMask = .all)",
                              "simultaneousGesture(_ gesture: Gesture?, including mask: GestureMask = .all)",
                              "highPriorityGesture(_ gesture: Gesture?, including mask: GestureMask = .all)",
                              "onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: () -> Void)",
                              "onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: () -> Void, onPressingChanged: ((Bool) -> Void)? = nil)",
                              "onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil, perform action: () -> Void)",
                              "coordinateSpace<N: Hashable>(name: N)"] {
                t.method(signature) { c in c.receiverValue }
            }
        }
    }
}
