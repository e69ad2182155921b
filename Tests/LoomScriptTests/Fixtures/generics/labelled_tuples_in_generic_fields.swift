enum Change<T> { case insert(T, Int), delete(T, Int) }
struct Moves<T: Hashable> {
    let moved: [(T, from: Int, to: Int)]
    init(_ changes: [Change<T>]) {
        var deletes: [T: Int] = [:]
        for case let .delete(v, i) in changes { deletes[v] = i }
        moved = changes.compactMap { c in
            guard case let .insert(v, to) = c, let from = deletes[v] else { return nil }
            return (v, from, to)
        }
    }
}
let moves = Moves<String>([.delete("b", 1), .insert("b", 3), .insert("c", 0)])
print(moves.moved.map { "\($0.0) \($0.from)->\($0.to)" })
final class Hub<Value> {
    var observers: [(id: Int, fn: (Value, Value) -> Void)] = []
    func add(_ f: @escaping (Value, Value) -> Void) { observers.append((observers.count, f)) }
    func send(_ old: Value, _ new: Value) { observers.forEach { $0.fn(old, new) } }
}
let hub = Hub<Int>()
hub.add { print("changed", $0, $1) }
hub.send(1, 2)
// expect: ["b 1->3"]
// expect: changed 1 2
