// Key paths: written through a tuple element, handed to a dynamic member subscript (equal to
// the same path written out), and typed by what they were stored as; array literals of mixed
// numbers passed where an open [T] is taken.
struct User { var name: String; var scores: (Int, Int); var tags: [String] }
var u = User(name: "a", scores: (1, 2), tags: ["x", "y"])
let second: WritableKeyPath<User, Int> = \User.scores.1
u[keyPath: second] = 20
u[keyPath: \User.scores.0] += 5
print(u.scores, u[keyPath: second])
let count: KeyPath<User, Int> = \.tags.count
print(type(of: count), u[keyPath: count], type(of: \User.name))

@dynamicMemberLookup
struct Draft<M> {
    var model: M
    var seen: [PartialKeyPath<M>] = []
    subscript<T>(dynamicMember kp: WritableKeyPath<M, T>) -> T {
        get { model[keyPath: kp] }
        set { model[keyPath: kp] = newValue; seen.append(kp) }
    }
}
var draft = Draft(model: u)
draft.name = "b"
print(draft.seen[0] == \User.name, draft.seen[0] == \User.tags, draft.model.name)

func describe<T: BinaryFloatingPoint>(_ v: [T]) -> String { "\(T.self) \(v)" }
print(describe([Float(6), 8]), describe([2, 2.5]))
// expect: (6, 20) 20
// expect: KeyPath<User, Int> 2 WritableKeyPath<User, String>
// expect: true false b
// expect: Float [6.0, 8.0] Double [2.0, 2.5]
