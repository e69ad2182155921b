// A property wrapper with no init(wrappedValue:): the memberwise initializer takes the wrapper itself.
@propertyWrapper
struct Link<Value> {
    let read: () -> Value
    let write: (Value) -> Void
    var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }
}

final class Store { var on = false; var level = 3 }
let store = Store()

struct Switch {
    @Link var isOn: Bool
    @Link var level: Int
    var title: String
    func describe() -> String { "\(title): \(isOn ? "on" : "off") at \(level)" }
}

let s = Switch(isOn: Link(read: { store.on }, write: { store.on = $0 }),
               level: Link(read: { store.level }, write: { store.level = $0 }),
               title: "Lamp")
print(s.describe())
s.isOn = true
s.level = 7
print(s.describe(), store.on, store.level)
// expect: Lamp: off at 3
// expect: Lamp: on at 7 true 7
