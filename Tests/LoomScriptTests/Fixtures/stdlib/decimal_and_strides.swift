// Foundation's Decimal for money, a script Strideable in stride(from:to:by:) and in ranges, and
// an operator of a generic type taking only its own specialization.
import Foundation
let price = Decimal(string: "19.99")!
let fee: Decimal = 2.5
let total = Decimal(3) * price + fee
print(price, fee, total, total > price, [price, fee].sorted(), Decimal(12) / 7)
var sum = Decimal(0)
for p in [price, fee, 0.1] { sum += p }
print(sum, sum == 22.59, -price, Decimal(string: "x") as Any, "\(fee)")

struct Day: Strideable, CustomStringConvertible {
    var n: Int
    func distance(to other: Day) -> Int { other.n - n }
    func advanced(by k: Int) -> Day { Day(n: n + k) }
    var description: String { "d\(n)" }
}
print(Array(stride(from: Day(n: 0), to: Day(n: 5), by: 2)), Array(stride(from: Day(n: 3), through: Day(n: 1), by: -1)))
let week = Day(n: 1)..<Day(n: 8)
print(week.count, week.map(\.n), (Day(n: 1)...Day(n: 3)).map { $0.description })

struct Tagged<Tag> {
    var value: Int
    static func + (a: Self, b: Self) -> Self { Tagged(value: a.value + b.value) }
}
func + <A, B>(a: Tagged<A>, b: Tagged<B>) -> String { "mixed \(a.value + b.value)" }
print(Tagged<Int>(value: 1) + Tagged<String>(value: 2), (Tagged<Int>(value: 1) + Tagged<Int>(value: 2)).value)
// expect: 19.99 2.5 62.47 true [2.5, 19.99] 1.71428571428571428571428571428571428571
// expect: 22.59 true -19.99 nil 2.5
// expect: [d0, d2, d4] [d3, d2, d1]
// expect: 7 [1, 2, 3, 4, 5, 6, 7] ["d1", "d2", "d3"]
// expect: mixed 3 3
