struct Point: Equatable { var x = 0, y = 0 }
var p1 = Point()
var p2 = p1
p2.x = 5
print(p1, p2, p1 == p2)
class Ref { var n = 0 }
let r1 = Ref(); let r2 = r1
r2.n = 9
print(r1.n, r1 === r2)
var grid = [[0, 0], [0, 0]]
grid[1][0] = 7
var copy = grid
copy[0][1] = 3
print(grid, copy)
var people = ["a": Point(x: 1, y: 1)]
people["a"]?.x = 10
print(people["a"]!.x)
struct Team { var members: [Point] = [] }
var team = Team()
team.members.append(Point(x: 2, y: 3))
team.members[0].y += 10
print(team.members)
func modify(_ p: inout Point) { p.x += 100 }
modify(&team.members[0])
print(team.members[0].x)
let closures = (0..<3).map { i in { i * 10 } }
print(closures.map { $0() })
var captured = 1
let addCaptured = { (x: Int) in x + captured }
captured = 100
print(addCaptured(1))
enum Outcome { case success(String), failure(code: Int) }
func fetch(id: Int) -> Outcome { id > 0 ? .success("item\(id)") : .failure(code: 404) }
switch fetch(id: 2) { case .success(let s): print(s); case .failure: print("fail") }
if case .failure(let code) = fetch(id: 0), code >= 400 { print("failed as expected", code) }
let words = ["kiwi", "fig", "banana", "apple"]
print(words.sorted { $0.count != $1.count ? $0.count < $1.count : $0 < $1 })
print(words.map { $0.count }.max()!, words.filter { $0.contains("a") }.count)
let total = words.reduce(0) { $0 + $1.count }
print(total, words.first { $0.hasPrefix("b") } ?? "none")
var fib = [0, 1]
while fib.count < 10 { fib.append(fib[fib.count - 1] + fib[fib.count - 2]) }
print(fib)
let ages = ["ann": 30, "bob": 25]
let older = ages.filter { $0.value > 26 }
print(older, ages.mapValues { $0 + 1 }.sorted { $0.key < $1.key })
print(ages.keys.sorted(), ages.values.sorted())
let optionalChain: [String: [Int]]? = ["k": [1, 2]]
print(optionalChain?["k"]?.first as Any, optionalChain?["z"]?.first as Any)
var fs: [() -> Int] = []
for i in 0..<3 { fs.append { i * 10 } }
var j = 0
while j < 3 { let k = j; fs.append { k + 100 }; j += 1 }
print(fs.map { $0() })
var calls = 0
func nextIndex() -> Int { calls += 1; return calls - 1 }
var slots = [0, 0, 0]
slots[nextIndex()] = 7
slots[nextIndex()] += 5
print(slots, calls)
var opts: [Int?] = [nil, 2]
opts[0] = 1
print(opts)
var ds = [1.5, 2.5]
ds[0] = 3
print(ds)

// Output, as printed by swiftc:
// expect: Point(x: 0, y: 0) Point(x: 5, y: 0) false
// expect: 9 true
// expect: [[0, 0], [7, 0]] [[0, 3], [7, 0]]
// expect: 10
// expect: [main.Point(x: 2, y: 13)]
// expect: 102
// expect: [0, 10, 20]
// expect: 101
// expect: item2
// expect: failed as expected 404
// expect: ["fig", "kiwi", "apple", "banana"]
// expect: 6 2
// expect: 18 banana
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: ["ann": 30] [(key: "ann", value: 31), (key: "bob", value: 26)]
// expect: ["ann", "bob"] [25, 30]
// expect: Optional(1) nil
// expect: [0, 10, 20, 100, 101, 102]
// expect: [7, 5, 0] 2
// expect: [Optional(1), Optional(2)]
// expect: [3.0, 2.5]
