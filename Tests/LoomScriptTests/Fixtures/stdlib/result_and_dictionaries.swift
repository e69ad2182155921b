// Result (init(catching:), map, mapError, flatMap, get) and Dictionary merge/merging/compactMapValues/grouping. (#19; expected output from swiftc)
enum E: Error { case bad(Int), worse }
func risky(_ n: Int) throws -> Int { if n < 0 { throw E.bad(n) }; return n * 2 }
let r1 = Result { try risky(3) }
let r2 = Result { try risky(-1) }
print(r1, r2)
print(r1.map { $0 + 1 }, r2.mapError { _ in E.worse })
print(try r1.get())
print(r1.flatMap { v in v > 5 ? .success(v) : Result<Int, Error>.failure(E.worse) })
switch r2 { case .success(let v): print(v); case .failure(let e): print("failed", e) }
let r3: Result<Int, E> = .failure(.bad(1))
if case .failure(.bad(let n)) = r3 { print("n", n) }
var d1 = ["a": 1, "b": 2]
d1.merge(["b": 20, "c": 3]) { old, new in old + new }
print(d1.sorted { $0.key < $1.key })
print(d1.merging(["a": 100]) { $1 }.sorted { $0.key < $1.key })
print(["x": "1", "y": "z"].compactMapValues { Int($0) })
print(d1.mapValues { $0 * 2 }.sorted { $0.key < $1.key }, d1.filter { $0.value > 2 }.count)
var groups = Dictionary(grouping: ["apple", "avocado", "banana"], by: { $0.first! })
print(groups.keys.sorted(), groups["a"]!)
print(d1["zz", default: 0]); d1["q", default: 0] += 5; print(d1["q"]!)

// expect: success(6) failure(main.E.bad(-1))
// expect: success(7) failure(main.E.worse)
// expect: 6
// expect: success(6)
// expect: failed bad(-1)
// expect: n 1
// expect: [(key: "a", value: 1), (key: "b", value: 22), (key: "c", value: 3)]
// expect: [(key: "a", value: 100), (key: "b", value: 22), (key: "c", value: 3)]
// expect: ["x": 1]
// expect: [(key: "a", value: 2), (key: "b", value: 44), (key: "c", value: 6)] 2
// expect: ["a", "b"] ["apple", "avocado"]
// expect: 0
// expect: 5
