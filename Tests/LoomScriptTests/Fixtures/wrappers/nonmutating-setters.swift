// A `nonmutating set` stores somewhere else: a `let` value takes the write, a mutating method
// through it works, and nothing is written back through the path that reached it.
final class Store { var values: [String: Int] = [:] }
let shared = Store()
@propertyWrapper
struct Stored {
    let key: String
    var wrappedValue: Int {
        get { shared.values[key] ?? 0 }
        nonmutating set { shared.values[key] = newValue }
    }
}
struct Prefs {
    @Stored(key: "size") var size: Int
    var doubled: Int {
        get { size * 2 }
        nonmutating set { size = newValue / 2 }
    }
}
let prefs = Prefs()
prefs.size = 14
prefs.size += 2
prefs.doubled = 40
print(prefs.size, prefs.doubled, shared.values)
@dynamicMemberLookup
struct Ref<V> {
    let get: () -> V
    let log: (String) -> Void
    subscript<T>(dynamicMember path: KeyPath<V, T>) -> Ref<T> { Ref<T>(get: { self.get()[keyPath: path] }, log: log) }
    var wrappedValue: V { get { get() } nonmutating set { log("set \(newValue)") } }
}
struct Address { var city = "Oslo" }
struct Person { var address = Address() }
let person = Ref(get: { Person() }, log: { print($0) })
person.address.city.wrappedValue = "Kyoto"
print(person.address.city.wrappedValue)
// expect: 20 40 ["size": 20]
// expect: set Kyoto
// expect: Oslo
