// A script's own class named `View` (as UI toolkits name theirs) shadows SwiftUI's: its
// subclasses, to any depth, are Views where one is expected.
class View {
    var children: [View] = []
    func add(_ v: View) { children.append(v) }
    func describe(_ depth: Int = 0) -> String {
        String(repeating: "  ", count: depth) + "\(type(of: self))\n" + children.map { $0.describe(depth + 1) }.joined()
    }
}
class Stack: View {}
class Label: View {}
class BoldLabel: Label {}
let root = Stack()
root.add(Label())
let inner = Stack()
inner.add(BoldLabel())
root.add(inner)
print(root.describe(), terminator: "")
let views: [View] = [Label(), BoldLabel(), inner]
print(views.filter { $0 is Label }.count, views.compactMap { $0 as? BoldLabel }.count)
// expect: Stack
// expect:   Label
// expect:   Stack
// expect:     BoldLabel
// expect: 2 1
