// A key path's type names a standard type's property as it is declared: read-only, with its
// declared value type.
struct Employee { var name: String; var tags: [String] }
final class Team { var lead = Employee(name: "Ada", tags: []) }
print(type(of: \String.count))
print(type(of: \Employee.name.count))
print(type(of: \Employee.tags.isEmpty), type(of: \Employee.tags.first))
print(type(of: \Employee.name), type(of: \Team.lead.name.count))
let e = Employee(name: "Grace", tags: ["x"])
print(e[keyPath: \Employee.name.count], e[keyPath: \.tags.first] as Any)
// expect: KeyPath<String, Int>
// expect: KeyPath<Employee, Int>
// expect: KeyPath<Employee, Bool> KeyPath<Employee, Optional<String>>
// expect: WritableKeyPath<Employee, String> KeyPath<Team, Int>
// expect: 5 Optional("x")
