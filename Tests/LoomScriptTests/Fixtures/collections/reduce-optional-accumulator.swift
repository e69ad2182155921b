// reduce with an Optional start: the accumulator is Optional throughout, and the closure's
// plain results become Optionals.
func largestEven(_ xs: [Int]) -> Int? {
    xs.reduce(nil) { best, x in x % 2 != 0 ? best : max(best ?? x, x) }
}
func product(_ xs: [Int]) -> Int? {
    xs.reduce(Optional<Int>.none) { acc, x in acc.map { $0 * x } ?? x }
}
print(largestEven([3, 8, 5, 12, 7]) as Any, largestEven([1, 3]) as Any)
print(product([2, 3, 4]) as Any, product([]) as Any)
// expect: Optional(12) nil
// expect: Optional(24) nil
