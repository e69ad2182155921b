// `===` looks through Optionals of class instances; `T?.none` is nil of that type.
class Node { let id: Int; init(id: Int) { self.id = id } }
let a = Node(id: 1), b = Node(id: 2)
var cursor: Node? = a
print(cursor === a, cursor === b, cursor !== b) // expect: true false true
cursor = nil
let empty: Node? = nil
print(cursor === empty, cursor === a) // expect: true false
print(ObjectIdentifier(a) == ObjectIdentifier(a), ObjectIdentifier(a) == ObjectIdentifier(b)) // expect: true false
var seen: Set<ObjectIdentifier> = [ObjectIdentifier(a)]
seen.insert(ObjectIdentifier(a)); seen.insert(ObjectIdentifier(b))
print(seen.count) // expect: 2
print(String(describing: Int?.none), [Int]?.none as Any, Optional<String>.none as Any) // expect: nil nil nil
