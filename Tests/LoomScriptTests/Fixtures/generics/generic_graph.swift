// A generic graph: Hashable nodes, BFS, Set.insert results, a generic type written with its arguments (Graph<Color>()). (#19; expected output from swiftc)
struct Graph<Node: Hashable> {
    private(set) var edges: [Node: [Node]] = [:]
    mutating func connect(_ a: Node, _ b: Node) {
        edges[a, default: []].append(b)
        edges[b, default: []].append(a)
    }
    func neighbors(of n: Node) -> [Node] { edges[n] ?? [] }
    func bfs(from start: Node) -> [Node] {
        var seen: Set<Node> = [start]
        var queue = [start]
        var order: [Node] = []
        while !queue.isEmpty {
            let n = queue.removeFirst()
            order.append(n)
            for m in neighbors(of: n) where !seen.contains(m) {
                seen.insert(m)
                queue.append(m)
            }
        }
        return order
    }
    func path(from a: Node, to b: Node) -> [Node]? {
        var previous: [Node: Node] = [:]
        var queue = [a]
        var seen: Set<Node> = [a]
        while let n = queue.first {
            queue.removeFirst()
            if n == b {
                var p = [b]
                while let q = previous[p.last!] { p.append(q) }
                return p.reversed()
            }
            for m in neighbors(of: n) where seen.insert(m).inserted {
                previous[m] = n
                queue.append(m)
            }
        }
        return nil
    }
}
var g = Graph<String>()
for (a, b) in [("a", "b"), ("a", "c"), ("b", "d"), ("c", "d"), ("d", "e")] { g.connect(a, b) }
print(g.bfs(from: "a"))
print(g.path(from: "a", to: "e") ?? [], g.path(from: "a", to: "z") as Any)
var h = Graph<Int>()
h.connect(1, 2); h.connect(2, 3)
print(h.bfs(from: 3), h.neighbors(of: 2).count)
enum Color: CaseIterable { case red, green, blue }
var c = Graph<Color>()
c.connect(.red, .green)
print(c.bfs(from: .green), Color.allCases.count)

// expect: ["a", "b", "c", "d", "e"]
// expect: ["a", "b", "d", "e"] nil
// expect: [3, 2, 1] 2
// expect: [main.Color.green, main.Color.red] 3
