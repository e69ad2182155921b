// Collections as values: ranges of any Comparable bounds, sets as keys and elements, nested
// default subscripts, optional elements written through nested subscripts, static subscripts
// of a specialized generic type, and a shadowing `var` a closure shares.
let words = "apple"..<"banana"
print(words.isEmpty, ("b"..<"b").isEmpty, (0.5..<1.25).isEmpty, (2.0..<2.0).isEmpty, ("a"..."a").isEmpty)

var index: [Set<Int>: Int] = [:]
let s: Set<Int> = [1, 2]
index[s] = 7
print(index[[2, 1]] ?? -1, Set([s, [2, 1], [3]]).count, [[1: "a"]: 1][[1: "a"]] ?? 0)

var graph: [Int: [String: Set<Int>]] = [:]
graph[1, default: [:]]["a", default: []].insert(2)
graph[1, default: [:]]["a", default: []].insert(3)
print(graph[1]!["a"]!.sorted(), type(of: graph[2, default: [:]]))

var g: [[Int?]] = [[nil, nil]]
g[0][1] = 5
print(g, g[0][1] as Any)
if case let x? = g[0][1] { print("if-case", x) }

struct Grid<T> {
    var cells: [T]
    static subscript(repeating value: T, count n: Int) -> Grid { Grid(cells: Array(repeating: value, count: n)) }
}
let grid = Grid<Int>[repeating: 7, count: 3]
print(type(of: grid), grid.cells, Grid[repeating: "x", count: 2].cells)

struct Bucket { var tokens = 3; mutating func acquire() -> Int { tokens -= 1; return tokens } }
func simulate(_ bucket: Bucket) {
    var bucket = bucket
    let take = { bucket.acquire() }
    print(take(), take(), bucket.tokens)
}
simulate(Bucket())
// expect: false true false true false
// expect: 7 2 1
// expect: [2, 3] Dictionary<String, Set<Int>>
// expect: [[nil, Optional(5)]] Optional(5)
// expect: if-case 5
// expect: Grid<Int> [7, 7, 7] ["x", "x"]
// expect: 2 1 1
