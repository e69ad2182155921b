// An array lent to a closure as a buffer (read-only, and mutable with its changes kept), and a
// range searched with a predicate: `contains(where:)` and its trailing-closure spelling sit
// beside the range's own `contains(_:)`, and stop at the first match, so `(1...)` ends.
var xs = [3, 1, 2]
xs.withUnsafeBufferPointer { p in print(p.count, p[0], p.reduce(0, +)) }
let largest = xs.withUnsafeBufferPointer { buffer -> Int in buffer.max()! }
print(largest)
xs.withUnsafeMutableBufferPointer { buffer in
    buffer[0] = 10
    buffer.sort()
}
print(xs)
let n = xs.withUnsafeMutableBufferPointer { p -> Int in
    for i in p.indices { p[i] *= 2 }
    return p.count
}
print(n, xs)
print((2..<10).contains(where: { $0 * $0 == 49 }), (1...3).contains { $0 > 2 })
print((0..<5).contains(where: { $0 == 7 }), (1...).contains { $0 * $0 > 50 })
print((1...3).contains(2), (1..<3).contains(3))

// Output, as printed by swiftc:
// expect: 3 3 6
// expect: 3
// expect: [1, 2, 10]
// expect: 3 [2, 4, 20]
// expect: true true
// expect: false true
// expect: true false
