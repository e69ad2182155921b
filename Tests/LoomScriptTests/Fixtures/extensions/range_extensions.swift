// Extensions of the standard range types, constrained or not, add members to their values.
extension ClosedRange {
    func clamp(_ x: Bound) -> Bound { Swift.min(Swift.max(x, lowerBound), upperBound) }
}
extension ClosedRange where Bound: BinaryFloatingPoint {
    var middle: Bound { (lowerBound + upperBound) / 2 }
    func lerp(_ t: Bound) -> Bound { lowerBound + (upperBound - lowerBound) * t }
}
extension Range where Bound == Int {
    func shifted(by d: Int) -> Range<Int> { (lowerBound + d)..<(upperBound + d) }
    var isSingle: Bool { count == 1 }
}
extension PartialRangeFrom where Bound == Int {
    var start: Int { lowerBound }
}
print((0...10).clamp(14), (0...10).clamp(-3), (1.5...2.5).clamp(2.0))
print((0.0...4.0).middle, (2.0...4.0).lerp(0.25))
let r = 3..<5
print(r.shifted(by: 2), r.isSingle, (4..<5).isSingle)
print((7...).start)
// expect: 10 0 2.0
// expect: 2.0 2.5
// expect: 5..<7 false true
// expect: 7
