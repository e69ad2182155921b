// An implicit member typed by a generic parameter that only a later argument binds:
// `max(.zero, w - 10)` in a function returning Double, `clamp(.zero, x)` of one's own.
struct Bar {
    var width: Double = 40
    func fill(_ i: Int) -> Double { max(.zero, width - Double(i) * 10) }
}
func clamp<T: Comparable>(_ low: T, _ x: T) -> T { max(low, x) }
func atLeastZero(_ x: Double) -> Double { clamp(.zero, x) }
print(Bar().fill(1), Bar().fill(6), atLeastZero(-2.5), atLeastZero(2.5))
let d: Double = min(.infinity, 3.5)
print(d, [1.5, 2.5].reduce(.zero, +))
// expect: 30.0 0.0 0.0 2.5
// expect: 3.5 4.0
