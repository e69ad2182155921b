// Operator functions whose operands are passed as a call passes arguments: an `inout` left
// side written back, an `@autoclosure` right side evaluated only when asked, a postfix
// operator's literal taking its parameter's type, a type's own `&&` and `+=`.
infix operator <-- : AssignmentPrecedence
func <-- (lhs: inout Int, rhs: Int) { lhs = rhs }

infix operator ??? : NilCoalescingPrecedence
var asked = 0
func ??? (lhs: Int, rhs: @autoclosure () -> Int) -> Int { lhs != 0 ? lhs : rhs() }
func expensive() -> Int { asked += 1; return 42 }

postfix operator %
postfix func % (x: Double) -> Double { x / 100 }

struct Flag {
    let v: Int
    static func && (l: Flag, r: Flag) -> Flag { Flag(v: l.v * r.v) }
    static func || (l: Flag, r: Flag) -> Flag { Flag(v: l.v + r.v) }
}

struct Meter: ExpressibleByFloatLiteral, CustomStringConvertible {
    var value: Double
    init(_ v: Double) { value = v }
    init(floatLiteral v: Double) { value = v }
    var description: String { "\(value) m" }
    static func += (a: inout Meter, b: Meter) { a.value += b.value }
    static func -= (a: inout Meter, b: Int) { a.value -= Double(b * 10) }
}

var x = 1
x <-- 42
print(x)
print(0 ??? expensive(), 7 ??? expensive(), asked)
print(50%, 12.5%)
print((Flag(v: 2) && Flag(v: 3)).v, (Flag(v: 2) || Flag(v: 3)).v, true && !false)
var run = Meter(1)
run += 2.5
run += Meter(0.5)
run -= 3
print(run)
// expect: 42
// expect: 42 7 1
// expect: 0.5 0.125
// expect: 6 5 true
// expect: -26.0 m
