// precedencegroup, infix/prefix/postfix operator declarations, custom ~= in switch, static operators on String. (#19; expected output from swiftc)
precedencegroup PowerPrecedence {
  higherThan: MultiplicationPrecedence
  associativity: right
}
infix operator ** : PowerPrecedence
func ** (a: Double, b: Double) -> Double { var r = 1.0; for _ in 0..<Int(b) { r *= a }; return r }
print(2 ** 3 ** 2, 2 * 3 ** 2)
postfix operator ++
postfix func ++ (x: inout Int) -> Int { defer { x += 1 }; return x }
var i = 1; print(i++, i)
prefix operator √
prefix func √ (x: Double) -> Double { x.squareRoot() }
print(√16.0 + 1)
precedencegroup Pipe {
  associativity: left
  lowerThan: AdditionPrecedence
}
infix operator |> : Pipe
func |> <A, B>(a: A, f: (A) -> B) -> B { f(a) }
struct Even {}
func ~= (p: Even, v: Int) -> Bool { v % 2 == 0 }
for n in 1...4 { switch n { case Even(): print(n, "even"); default: print(n, "odd") } }
func ~= (p: String, v: Int) -> Bool { p == String(v) }
switch 5 { case "5": print("matched string"); default: print("no") }
infix operator <> : AdditionPrecedence
extension String { static func <> (a: String, b: String) -> String { a + " " + b } }
print("a" <> "b" <> "c")

// expect: 512.0 18.0
// expect: 1 2
// expect: 5.0
// expect: 1 odd
// expect: 2 even
// expect: 3 odd
// expect: 4 even
// expect: matched string
// expect: a b c
