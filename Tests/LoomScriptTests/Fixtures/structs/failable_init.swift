// A failable init that returns nil yields nil, not a half-built value.
struct T { var c: Double; init?(s: String) { guard let v = Double(s) else { return nil }; c = v } }
print(T(s: "x") as Any) // expect: nil
print(T(s: "2") as Any) // expect: Optional(main.T(c: 2.0))
if let t = T(s: "3") { print(t.c) } // expect: 3.0
class K { var c: Int; init?(n: Int) { if n < 0 { return nil }; c = n } }
print(K(n: -1) == nil, K(n: 2)!.c) // expect: true 2
enum E { case a, b; init?(code: Int) { switch code { case 0: self = E.a; case 1: self = E.b; default: return nil } } }
print(E(code: 1) as Any, E(code: 5) as Any) // expect: Optional(main.E.b) nil
