// `.constant(…)` where a program's own Binding is wanted is its own static member.
@propertyWrapper
struct Binding<Value> {
    let getter: () -> Value
    var wrappedValue: Value { getter() }
    static func constant(_ v: Value) -> Binding<Value> { Binding(getter: { v }) }
}
struct Toggle {
    @Binding var isOn: Bool
    var label: String
}
let t = Toggle(isOn: .constant(true), label: "Wi-Fi")
print(t.label, t.isOn)
// expect: Wi-Fi true
