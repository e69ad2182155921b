// A wrapped property without an initial value is made by the initializer that gives it one
// (memberwise or the type's own); a `mutating get` keeps what it changes, on a struct and on a
// wrapper; a wrapper's autoclosure `wrappedValue` runs only when asked.
@propertyWrapper
struct Upper {
    private var raw: String
    init(wrappedValue: String) { raw = wrappedValue.uppercased() }
    var wrappedValue: String { get { raw } set { raw = newValue.uppercased() } }
}
struct Person { @Upper var name: String; var age = 3 }
var person = Person(name: "ann")
print(person.name, person.age)
person.name = "bo"
print(person.name)
struct Pet {
    @Upper var name: String
    init(called: String) { self.name = called + "!" }
}
print(Pet(called: "rex").name)
final class Owner {
    @Upper var name: String
    init(name: String) { self.name = name }
}
let owner = Owner(name: "zed")
owner.name = "amy"
print(owner.name)

struct Cached {
    private var cache: Int? = nil
    private(set) var computations = 0
    var value: Int {
        mutating get {
            if let cache { return cache }
            computations += 1
            cache = 42
            return 42
        }
    }
}
var cached = Cached()
print(cached.value, cached.value, cached.computations)

var loads = 0
func load() -> [Int] { loads += 1; return [1, 2, 3] }
@propertyWrapper
struct Lazy<Value> {
    private var storage: Value?
    private let make: () -> Value
    init(wrappedValue: @autoclosure @escaping () -> Value) { make = wrappedValue }
    var wrappedValue: Value {
        mutating get {
            if let storage { return storage }
            let made = make()
            storage = made
            return made
        }
        set { storage = newValue }
    }
    var projectedValue: Bool { storage != nil }
}
struct Report { @Lazy var data: [Int] = load() }
var report = Report()
print(report.$data, loads)
print(report.data.count, report.$data, loads)
print(report.data.reduce(0, +), loads)
report.data = [9]
print(report.data, loads)
func local() {
    var r = Report()
    print(r.data.count, r.data.count, r.$data, loads)
}
local()
// expect: ANN 3
// expect: BO
// expect: REX!
// expect: AMY
// expect: 42 42 1
// expect: false 0
// expect: 3 true 1
// expect: 6 1
// expect: [9] 1
// expect: 3 3 true 2
