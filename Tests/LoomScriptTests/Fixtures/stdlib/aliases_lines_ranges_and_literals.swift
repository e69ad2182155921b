typealias Cents = Int
extension Cents { var money: String { "$\(self / 100).\(self % 100 < 10 ? "0" : "")\(self % 100)" } }
let price: Cents = 250
print(price.money, 1207.money)
func here(line: Int = #line) -> Int { line }
print(here(), #line)
var s = "ab"
s.append(contentsOf: "cd")
s.append(contentsOf: ["e", "f"] as [Character])
s.append(contentsOf: "xyz".dropFirst())
print(s)
print((1..<5).overlaps(4..<9), (1..<5).overlaps(5..<9), (1...5).overlaps(5...9), (3..<3).overlaps(0..<9))
print(10.advanced(by: -3), 4.distance(to: 11))
struct Time: Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    let minutes: Int
    init(stringLiteral value: String) { minutes = Int(value)! }
    static func < (a: Time, b: Time) -> Bool { a.minutes < b.minutes }
    var description: String { "\(minutes)m" }
}
func later<T: Comparable>(_ a: T, _ b: T) -> T { max(a, b) }
print(later(Time(stringLiteral: "10"), "20"), later("5" as Time, "3"))
// expect: $2.50 $12.07
// expect: 6 6
// expect: abcdefyz
// expect: true false true false
// expect: 7 7
// expect: 20m 5m
