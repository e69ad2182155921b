// `optional.map { … } ?? 0`: the literal takes the type the closure makes.
let empty: [Double] = []
let a = empty.last.map { $0 + 1 } ?? 0
let b = empty.first ?? 0
let c = empty.last.map { v in v * 2 } ?? 0
let d = [2.5].last.map { $0 * 2 } ?? 0
let e = Optional<Int>.none.map { $0 + 1 } ?? 0
print(a, b, c, d, e)
// expect: 0.0 0.0 0.0 5.0 0
