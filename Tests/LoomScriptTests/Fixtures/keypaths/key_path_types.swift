// What type(of:) says a key path is: writable for a struct's var (stored, or computed with a
// setter), read-only once a let or a get-only property is on the way, reference-writable once a
// class's settable property is, with the value type from the property's declaration (or its
// initial value). A declared KeyPath type does not change the dynamic one.
struct Address { var city: String }
struct Person {
    var name: String
    let id: Int
    var tags: [String] = []
    var visits = 0
    var home: Address? = nil
    var address = Address(city: "Oslo")
    var shout: String { name.uppercased() }
    var nick: String {
        get { name }
        set { name = newValue }
    }
}
final class Account {
    var balance = 1
    let owner = "ann"
    var holder = Person(name: "a", id: 1)
}
let name = \Person.name
let id: KeyPath<Person, Int> = \Person.id
let readable: KeyPath<Person, String> = \Person.name
print(type(of: name), type(of: id), type(of: readable))
print(type(of: \Person.tags), type(of: \Person.visits), type(of: \Person.home))
print(type(of: \Person.shout), type(of: \Person.nick), type(of: \Person.address.city))
print(type(of: \Account.balance), type(of: \Account.owner))
print(type(of: \Account.holder.name), type(of: \Account.holder.id))
print(name, \Person.address.city)

// Output, as printed by swiftc:

// A root left out is the one the context names.
struct Employee { var name: String; let id: Int }
let nameKP: WritableKeyPath<Employee, String> = \.name
let idKP: KeyPath<Employee, Int> = \.id
var first = Employee(name: "Ana", id: 7)
first[keyPath: nameKP] += "!"
print(type(of: nameKP), type(of: idKP), first[keyPath: nameKP], first[keyPath: idKP])
// expect: WritableKeyPath<Person, String> KeyPath<Person, Int> WritableKeyPath<Person, String>
// expect: WritableKeyPath<Person, Array<String>> WritableKeyPath<Person, Int> WritableKeyPath<Person, Optional<Address>>
// expect: KeyPath<Person, String> WritableKeyPath<Person, String> WritableKeyPath<Person, String>
// expect: ReferenceWritableKeyPath<Account, Int> KeyPath<Account, String>
// expect: ReferenceWritableKeyPath<Account, String> KeyPath<Account, Int>
// expect: \Person.name \Person.address.city
// expect: WritableKeyPath<Employee, String> KeyPath<Employee, Int> Ana! 7
