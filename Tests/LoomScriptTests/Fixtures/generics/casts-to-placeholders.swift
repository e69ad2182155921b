// A forced cast to a placeholder trusts what Swift inferred for it (here from the result's
// type), even where a literal argument would suggest another; a conditional cast to a
// placeholder only a literal bound is a cast to that literal's type.
extension Numeric {
    func clamped<T: Comparable>(min low: T, max high: T) -> T { Swift.min(Swift.max(low, self as! T), high) }
}
let x: Double = 1.65
let y: Double = x.clamped(min: 0, max: 1)
let z: Double = (0.25 as Double).clamped(min: 0.5, max: 2)
print(y, z)
func same<T: Equatable>(_ a: Any, _ v: T) -> Bool { (a as? T) == v }
print(same(1.0, 1), same(3, 3))
// expect: 1.0 0.5
// expect: false true
