// `sequence(first:next:)` and `sequence(state:next:)` make an UnfoldSequence, which is a sequence
// (endless ones included) and its own iterator.
var fib = sequence(state: (0, 1)) { (s: inout (Int, Int)) -> Int? in
    let r = s.0
    s = (s.1, s.0 + s.1)
    return r
}
print(fib.next()!, fib.next()!, fib.next()!, fib.next()!)
var powers = sequence(first: 1) { $0 < 1000 ? $0 * 3 : nil }
print(powers.next()!, powers.next()!)
print(Array(sequence(first: 1) { $0 < 1000 ? $0 * 3 : nil }))
for n in sequence(first: 10, next: { $0 > 1 ? $0 / 2 : nil }) { print(n, terminator: " ") }
print()
print(Array(sequence(state: 5) { (n: inout Int) -> Int? in n -= 1; return n >= 0 ? n : nil }.prefix(3)))
// expect: 0 1 1 2
// expect: 1 3
// expect: [1, 3, 9, 27, 81, 243, 729, 2187]
// expect: 10 5 2 1 
// expect: [4, 3, 2]
