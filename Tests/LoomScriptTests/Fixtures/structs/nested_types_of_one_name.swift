// Two types each nest a type of one name; inside each, the plain name is its own.
struct FlowLayout {
    struct Cache { var width: Int }
    func layout(_ w: Int) -> Cache {
        var result: Cache = .init(width: w)
        result.width += 1
        return result
    }
}
struct WaterfallLayout {
    struct Cache { var width: Int; var columns: Int }
    func layout(_ w: Int) -> Cache {
        var result = Cache(width: w, columns: 2)
        result.columns += 1
        return result
    }
    static func empty() -> [Cache] { [] }
}
struct Tree {
    final class Node {
        let key: String
        var children: [Node] = []
        init(key: String) { self.key = key }
    }
    let root = Node(key: "root")
}
struct Graph {
    final class Node { var visits = 0 }
    let start = Node()
}
print(FlowLayout().layout(10).width)
print(WaterfallLayout().layout(20).columns, WaterfallLayout.empty().count)
let t = Tree()
t.root.children.append(Tree.Node(key: "leaf"))
print(t.root.key, t.root.children.map(\.key))
let g = Graph()
g.start.visits += 2
print(g.start.visits, type(of: g.start), type(of: t.root))
print(FlowLayout.Cache(width: 1), WaterfallLayout.Cache(width: 1, columns: 1))

// A top-level type keeps its plain name beside a nested type of that name.
struct Rating { let value: Double }
struct Palette {}
extension Palette { struct Rating { static let shadow = 0.5 } }
print(Rating(value: 2.5).value, Palette.Rating.shadow)
// expect: 11
// expect: 3 0
// expect: root ["leaf"]
// expect: 2 Node Node
// expect: Cache(width: 1) Cache(width: 1, columns: 1)
// expect: 2.5 0.5
