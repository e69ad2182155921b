/// SwiftUI's state wrappers built by hand (`_value = State(initialValue: v)`). A still picture
/// reads each once, so a wrapper is the value it holds and a `Binding(get:set:)` is its getter's result.
extension NativeRegistry {
    func installStateWrappers() {
        for name in ["State", "GestureState", "StateObject", "FocusState", "AccessibilityFocusState"] {
            nativeType(name) { t in
                // `_height = State(initialValue: tall ? .zero : .infinity)`: `Value` is the property's type.
                t.type.genericParameters = ["Value"]
                t.initializer("init(initialValue value: Value)") { c in c.value(0) }
                t.initializer("init(wrappedValue value: Value)") { c in c.value(0) }
            }
        }
        nativeType("Binding") { t in
            t.initializer("init(get: () -> Any, set: (Any) -> Void)") { c in try c.call(try c.function(0), []) }
            t.initializer("init(projectedValue: Any)") { c in c.value(0) }
        }
    }
}
