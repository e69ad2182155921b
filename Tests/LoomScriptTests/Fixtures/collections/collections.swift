var xs = [1, 2, 3]
xs.append(4)
xs += [5]
print(xs, xs.count, xs.first!, xs.last!) // expect: [1, 2, 3, 4, 5] 5 1 5
xs.remove(at: 0)
print(xs[0], xs[1...2]) // expect: 2 [3, 4]
var d: [String: Int] = [:]
d["a"] = 1
d["b", default: 0] += 5
print(d["a"]!, d["b"]!, d.count) // expect: 1 5 2
let ys: [Double] = [1, 2]
print(ys) // expect: [1.0, 2.0]
print(Array(0..<3), (0..<3).map { $0 * $0 }) // expect: [0, 1, 2] [0, 1, 4]
print([3, 1, 2].max()!, [1, 2, 3].min()!) // expect: 3 1
let pairs = zip([1, 2], ["a", "b"]).map { "\($0)\($1)" }
print(pairs) // expect: ["1a", "2b"]
var grid = [[0, 0], [0, 0]]
grid[1][0] = 9
print(grid) // expect: [[0, 0], [9, 0]]
let t = (x: 1, y: 2)
print(t.x + t.y, t) // expect: 3 (x: 1, y: 2)
let (a, b) = (5, 6)
print(a * b) // expect: 30
