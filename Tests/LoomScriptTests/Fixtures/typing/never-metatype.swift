// `Never` is a type: its metatype compares with an associated type bound to it.
protocol Node { associatedtype Child }
struct Leaf: Node { typealias Child = Never }
struct Branch: Node { typealias Child = Leaf }
func isLeaf<T: Node>(_ t: T) -> Bool { T.Child.self == Never.self }
print(isLeaf(Leaf()), isLeaf(Branch()), Never.self)
// expect: true false Never
