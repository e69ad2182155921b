// Failable initializers: a custom init?(rawValue:), delegation through self.init and super.init.
enum D: Int { case a = 1, b = 2
  init?(rawValue: Int) { switch rawValue { case 1: self = D.a; case 2: self = D.b; default: return nil } } }
print(D(rawValue: 2) as Any, D(rawValue: 9) as Any) // expect: Optional(main.D.b) nil
enum S: String { case x, y }
print(S(rawValue: "y") as Any, S(rawValue: "q") as Any) // expect: Optional(main.S.y) nil
struct T { var c: Double; init?(s: String) { guard let v = Double(s) else { return nil }; c = v }
  init?(i: Int) { self.init(s: String(i)) } }
let t: T? = T(s: "1")
print(t as Any) // expect: Optional(main.T(c: 1.0))
print(["1", "x", "3"].compactMap { T(s: $0) }.map(\.c)) // expect: [1.0, 3.0]
print(T(i: 4)?.c as Any) // expect: Optional(4.0)
class B { var v: Int; init?(v: Int) { guard v > 0 else { return nil }; self.v = v } }
class C: B { init?(w: Int) { super.init(v: w) } }
print(C(w: 3)?.v as Any, C(w: -1) == nil) // expect: Optional(3) true
