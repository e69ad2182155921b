// Implicit members beside a script's operators: `.m` on the right is what the operator taking
// the left operand wants there, not the left operand's type.
enum Unit { case m, km }
struct Length { var value: Int; var unit: Unit }
infix operator --> : AdditionPrecedence
func --> (l: Length, u: Unit) -> Length {
    Length(value: l.unit == u ? l.value : (u == .m ? l.value * 1000 : l.value / 1000), unit: u)
}
func + (l: Length, extra: Unit) -> Int { l.value + (extra == .km ? 1000 : 1) }
struct Money: Equatable { var cents: Int; enum Currency { case usd, jpy }
    static func * (m: Money, c: Currency) -> Money { Money(cents: c == .jpy ? m.cents * 150 : m.cents) } }
let a = Length(value: 3, unit: .km)
print((a --> .m).value, a + .km, a + .m, (Money(cents: 2) * .jpy).cents)
// expect: 3000 1003 4 300
