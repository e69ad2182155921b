// `append(contentsOf:)` takes any sequence (a script's own, a range, a set), and the elements
// `insert(contentsOf:at:)` adds join the array's element type as `append`'s do.
struct Countdown: Sequence, IteratorProtocol {
    var n = 3
    mutating func next() -> Int? { n -= 1; return n >= 0 ? n : nil }
}
var xs = [1]
xs.append(contentsOf: Countdown())
xs.append(contentsOf: 5...6)
xs.append(contentsOf: Set([7]))
print(xs) // expect: [1, 2, 1, 0, 5, 6, 7]
var ds: [Double] = [0.5]
ds.append(contentsOf: [1, 2])
ds.insert(contentsOf: [3], at: 0)
print(ds) // expect: [3.0, 0.5, 1.0, 2.0]
var ss: [String] = ["a"]
ss.insert(contentsOf: repeatElement("z", count: 2), at: 1)
print(ss) // expect: ["a", "z", "z"]
