// A class with a stored property named `next` is no iterator: calling a method on it never
// walks it as a sequence (a linked list's node, a doubly linked LRU list).
final class Node: CustomStringConvertible {
    let key: String
    var next: Node?
    weak var prev: Node?
    init(_ key: String) { self.key = key }
    func map(_ f: (String) -> String) -> String { f(key) }
    var description: String { "Node(\(key))" }
}
let a = Node("a"), b = Node("b")
a.next = b; b.prev = a
print(a.map { $0.uppercased() }, a.next?.key ?? "-", b.prev?.key ?? "-")
var keys: [String] = []
var cursor: Node? = a
while let n = cursor { keys.append(n.key); cursor = n.next }
print(keys, String(describing: a.next))
// expect: A b a
// expect: ["a", "b"] Optional(Node(b))
