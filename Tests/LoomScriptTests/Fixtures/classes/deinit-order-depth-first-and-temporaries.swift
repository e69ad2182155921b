// Object lifetimes: a tree ends depth first, each node's children after it, in order; a
// temporary ends as soon as it is used, before the call it was an argument of runs.
final class Node {
    let name: String
    var children: [Node]
    init(_ name: String, _ children: [Node] = []) { self.name = name; self.children = children }
    deinit { print("deinit \(name)") }
}
do {
    let root = Node("root", [Node("a", [Node("a1"), Node("a2")]), Node("b", [Node("b1")])])
    print(root.children.count)
}
print("tree gone")
final class Temp {
    let id: Int
    init(id: Int) { self.id = id }
    deinit { print("deinit \(id)") }
}
func show(_ xs: [Int]) { print("show", xs) }
show([1, 2].map { Temp(id: $0).id })
print(Temp(id: 3).id)
var chain: Node? = Node("first", [Node("second", [Node("third")])])
chain = nil
print("end")
// expect: 2
// expect: deinit root
// expect: deinit a
// expect: deinit a1
// expect: deinit a2
// expect: deinit b
// expect: deinit b1
// expect: tree gone
// expect: deinit 1
// expect: deinit 2
// expect: show [1, 2]
// expect: deinit 3
// expect: 3
// expect: deinit first
// expect: deinit second
// expect: deinit third
// expect: end
