// A type's own `==` and `hash(into:)` decide what its sets and dictionaries hold, as in Swift:
// values equal by its `==` (and hashed from the same properties) are one member, one key.
struct Employee: Hashable {
    let name: String
    let dept: String
    var level: Int
    static func == (a: Employee, b: Employee) -> Bool { a.name == b.name && a.dept == b.dept }
    func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(dept)
    }
}
var staff: Set<Employee> = [Employee(name: "Kim", dept: "eng", level: 3)]
print(staff.insert(Employee(name: "Kim", dept: "eng", level: 5)).inserted, staff.count)
print(staff.contains(Employee(name: "Kim", dept: "eng", level: 0)), staff.first!.level)
staff.insert(Employee(name: "Kim", dept: "ops", level: 1))
print(staff.count, staff.remove(Employee(name: "Kim", dept: "ops", level: 9))?.level as Any, staff.count)

var levels: [Employee: Int] = [:]
levels[Employee(name: "Ann", dept: "eng", level: 1)] = 1
levels[Employee(name: "Ann", dept: "eng", level: 2)] = 2
print(levels.count, levels[Employee(name: "Ann", dept: "eng", level: 7)] as Any)

final class Token: Hashable {
    let id: Int
    init(_ id: Int) { self.id = id }
    static func == (a: Token, b: Token) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
let tokens: Set<Token> = [Token(1), Token(1), Token(2)]
print(tokens.count, tokens.contains(Token(2)), tokens.contains(Token(3)))
let unique = Set([Employee(name: "a", dept: "x", level: 1), Employee(name: "a", dept: "x", level: 2), Employee(name: "b", dept: "x", level: 1)])
print(unique.count, Dictionary(grouping: [Token(1), Token(2), Token(1)], by: { $0 }).count)
// expect: false 1
// expect: true 3
// expect: 2 Optional(1) 1
// expect: 1 Optional(2)
// expect: 2 true false
// expect: 2 2
