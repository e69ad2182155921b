// A property wrapper reaching its enclosing instance through the static subscript (how @Published works).
@propertyWrapper struct Logged<Value> {
    var stored: Value
    init(wrappedValue: Value) { stored = wrappedValue }
    @available(*, unavailable) var wrappedValue: Value { get { fatalError() } set { fatalError() } }
    static subscript<Owner: Journal>(_enclosingInstance owner: Owner, wrapped w: ReferenceWritableKeyPath<Owner, Value>,
                                     storage s: ReferenceWritableKeyPath<Owner, Logged<Value>>) -> Value {
        get { owner[keyPath: s].stored }
        set {
            owner.entries.append("\(owner[keyPath: s].stored) -> \(newValue)")
            owner[keyPath: s].stored = newValue
        }
    }
}
class Journal { var entries: [String] = [] }
final class Counter: Journal {
    @Logged var count = 1
    @Logged var title = "start"
}
let c = Counter()
c.count += 2
c.count *= 10
c.title = "done"
print(c.count, c.title, c.entries)
// expect: 30 done ["1 -> 3", "3 -> 30", "start -> done"]
