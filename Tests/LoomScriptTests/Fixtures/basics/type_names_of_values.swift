// `type(of:)` and metatypes print as Swift names them: an array of key paths by the key-path
// type written for it (or theirs, when they share one), a parenthesized optional type, and a
// global function named as a value.
struct Employee { var name: String; var age: Int; let id: Int }
let mixed: [PartialKeyPath<Employee>] = [\.name, \.age]
let names: [KeyPath<Employee, String>] = [\.name]
print(type(of: mixed), type(of: names), type(of: mixed[0]))
print(type(of: [\Employee.age, \Employee.age]), type(of: [\Employee.id]))
let one: PartialKeyPath<Employee> = \Employee.age
print(type(of: one))
print(Int?.self, (Int?).self, Optional<Double>.self)
print(type(of: print), type(of: debugPrint))
// expect: Array<PartialKeyPath<Employee>> Array<KeyPath<Employee, String>> WritableKeyPath<Employee, String>
// expect: Array<WritableKeyPath<Employee, Int>> Array<KeyPath<Employee, Int>>
// expect: WritableKeyPath<Employee, Int>
// expect: Optional<Int> Optional<Int> Optional<Double>
// expect: (Any..., String, String) -> () (Any..., String, String) -> ()
