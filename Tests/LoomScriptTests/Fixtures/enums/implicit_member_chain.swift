// An implicit member chain starts on the contextual type; an array literal's later
// elements take the first element's type.
enum E { case a(Int), b
    static var c: E { .b }
    func bump() -> E { self }
}
let xs = [E.a(1), .b]
print(xs.count) // expect: 2
let y: E = .c.bump()
print(y) // expect: b
struct P { var v: Int; static let zero = P(v: 0); func plus(_ n: Int) -> P { P(v: v + n) } }
let p: P = .zero.plus(3).plus(1)
print(p.v) // expect: 4
func take(_ p: P) -> Int { p.v }
print(take(.zero.plus(5))) // expect: 5
