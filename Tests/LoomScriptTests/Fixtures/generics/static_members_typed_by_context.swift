// A static member of a generic type written without its arguments takes them from its
// context: a parameter's type, or the other operand of an operator.
infix operator ⨯ : MultiplicationPrecedence
struct V<T: Numeric> {
    var x: T
    static var one: V { V(x: 1) }
    static func + (a: V, b: V) -> V { V(x: a.x + b.x) }
    static func ⨯ (a: V, b: V) -> V { V(x: a.x * b.x) }
}
func show(_ v: V<Double>) { print(v.x, type(of: v)) }
show(V.one)
let a = V<Double>(x: 2.5)
print((V.one + a).x, (a + V.one).x)
let b: V<Int> = V.one
print(b.x, type(of: b))
print((V.one ⨯ a).x, (a ⨯ V.one ⨯ a).x)
// expect: 1.0 V<Double>
// expect: 3.5 3.5
// expect: 1 V<Int>
// expect: 2.5 6.25
