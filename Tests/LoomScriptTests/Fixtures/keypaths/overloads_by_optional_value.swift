struct Person { var name: String; var nickname: String?; var age: Int }
func pick<V: Comparable>(_ kp: KeyPath<Person, V>, flag: Bool = true) -> String { "plain" }
func pick<V: Comparable>(_ kp: KeyPath<Person, V?>) -> String { "optional" }
print(pick(\.name), pick(\.nickname), pick(\Person.age))
struct Sorter {
    var keys: [(Person, Person) -> Bool] = []
    mutating func by<V: Comparable>(_ kp: KeyPath<Person, V>) { keys.append { $0[keyPath: kp] < $1[keyPath: kp] } }
    mutating func by<V: Comparable>(_ kp: KeyPath<Person, V?>) {
        keys.append { a, b in
            switch (a[keyPath: kp], b[keyPath: kp]) {
            case let (x?, y?): return x < y
            case (nil, _?): return false
            case (_?, nil): return true
            case (nil, nil): return false
            }
        }
    }
    func sorted(_ people: [Person]) -> [Person] {
        people.sorted { a, b in
            for k in keys { if k(a, b) { return true }; if k(b, a) { return false } }
            return false
        }
    }
}
let people = [Person(name: "Zoe", nickname: nil, age: 30), Person(name: "Al", nickname: "Bo", age: 30),
              Person(name: "Cy", nickname: "Ace", age: 25)]
var s = Sorter()
s.by(\.nickname)
s.by(\.age)
print(s.sorted(people).map(\.name))
var t = Sorter()
t.by(\.age)
t.by(\.name)
print(t.sorted(people).map(\.name))
// expect: plain optional plain
// expect: ["Cy", "Al", "Zoe"]
// expect: ["Cy", "Al", "Zoe"]
