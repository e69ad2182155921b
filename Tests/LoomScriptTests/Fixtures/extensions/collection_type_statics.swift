// Static members of extensions of the standard collections, reached through the type written
// any way, and as implicit members where the collection type is wanted.
extension Array where Element == Int {
    static var small: [Int] { [1, 2, 3] }
    static func upTo(_ n: Int) -> [Int] { Array(1...n) }
}
extension Array {
    static var none: [Element] { [] }
}
extension Dictionary where Key == String, Value == Int {
    static let scores = ["a": 1]
}
let a: [Int] = .small
print(a, Array<Int>.small, [Int].small, [Int].upTo(3))
let b: [String] = .none
print(b, b.isEmpty)
let c: [Int] = .upTo(4)
print(c.count, [String: Int].scores)
func total(_ xs: [Int] = .small) -> Int { xs.reduce(0, +) }
print(total(), total(.upTo(10)))
// expect: [1, 2, 3] [1, 2, 3] [1, 2, 3] [1, 2, 3]
// expect: [] true
// expect: 4 ["a": 1]
// expect: 6 55
