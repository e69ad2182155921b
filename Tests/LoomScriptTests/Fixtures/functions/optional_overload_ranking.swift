// Overloads that differ only in an Optional parameter: a plain value goes to the one that takes it as it is (wrapping is a conversion), an Optional to the one that takes an Optional. (#19; expected output from swiftc)
func show<T>(_ v: T) -> String { "value(\(v))" }
func show<T>(_ v: T?) -> String { "optional(\(v.map { "\($0)" } ?? "nil"))" }
func pick(_ x: Int) -> String { "int" }
func pick(_ x: Int?) -> String { "int?" }
let some: Int? = 4
let none: String? = nil
print(show(3.5), show("hi"), show(some), show(none))
print(pick(1), pick(some), pick(nil))
// expect: value(3.5) value(hi) optional(4) optional(nil)
// expect: int int? int?
