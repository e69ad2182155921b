// Of two generic overloads that both fit, the one whose placeholder (inside the parameter's
// type) must meet more protocols is chosen; one whose constraint fails drops out.
protocol Currency { static var code: String { get } }
protocol Decimalized: Currency {}
protocol Reserve {}
enum Euro: Decimalized, Reserve { static let code = "EUR" }
enum Yen: Currency, Reserve { static let code = "JPY" }
enum Rupee: Decimalized { static let code = "INR" }

struct Money<C: Currency, Amount> { var amount: Amount }
typealias Cash<C: Currency> = Money<C, Int>

func describe<C: Decimalized & Reserve>(_ m: Cash<C>) -> String { "reserve decimal \(m.amount) \(C.code)" }
func describe<C: Decimalized>(_ m: Money<C, Int>) -> String { "decimal \(m.amount) \(C.code)" }
func describe<C: Currency>(_ m: Money<C, Int>) -> String { "plain \(m.amount) \(C.code)" }

print(describe(Cash<Euro>(amount: 5)))
print(describe(Cash<Rupee>(amount: 7)))
print(describe(Money<Yen, Int>(amount: 100)))
// expect: reserve decimal 5 EUR
// expect: decimal 7 INR
// expect: plain 100 JPY
