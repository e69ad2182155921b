// An enum nested in a generic type prints in debug text with the arguments its value was made under (main.Graph<Swift.Int>.SortError.cycle), in Result, in dump and through another type. (#19; expected output from swiftc)
struct Graph<Node: Hashable & Comparable> {
    var nodes: [Node] = []
    enum SortError: Error, Equatable {
        case cycle([Node])
        case empty
    }
    func check() -> Result<[Node], SortError> {
        if nodes.isEmpty { return .failure(.empty) }
        return nodes.count > 2 ? .failure(.cycle(nodes)) : .success(nodes)
    }
}
struct Wrapped: Error { let inner: Graph<Int>.SortError }
let g = Graph<Int>(nodes: [3, 1, 2])
print(g.check())
print(Graph<String>().check(), Graph<String>(nodes: ["a"]).check())
if case .failure(let e) = g.check() {
    print(Wrapped(inner: e))
    debugPrint(e)
    dump(e)
}
// expect: failure(main.Graph<Swift.Int>.SortError.cycle([3, 1, 2]))
// expect: failure(main.Graph<Swift.String>.SortError.empty) success(["a"])
// expect: Wrapped(inner: main.Graph<Swift.Int>.SortError.cycle([3, 1, 2]))
// expect: main.Graph<Swift.Int>.SortError.cycle([3, 1, 2])
// expect: ▿ main.Graph<Swift.Int>.SortError.cycle
// expect:   ▿ cycle: 3 elements
// expect:     - 3
// expect:     - 1
// expect:     - 2
