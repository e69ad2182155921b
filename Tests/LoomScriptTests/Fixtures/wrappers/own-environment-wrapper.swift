// A program that declares its own `@propertyWrapper struct Environment` (no SwiftUI) uses it.
enum Theme { case light, dark }
struct Values { var theme = Theme.dark; var scale = 2 }
@propertyWrapper
struct Environment<Value> {
    let keyPath: KeyPath<Values, Value>
    init(_ keyPath: KeyPath<Values, Value>) { self.keyPath = keyPath }
    var wrappedValue: Value { Values()[keyPath: keyPath] }
}
struct Badge {
    @Environment(\.theme) var theme
    @Environment(\.scale) var scale: Int
    func render() -> String { "\(theme) x\(scale)" }
}
print(Badge().render())
// expect: dark x2
