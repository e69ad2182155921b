// Members of Int, Double, Bool, Character and String, from the standard library's typed table.
import Foundation
let s = "Hello"
print(s.contains("ell"), s.contains("x"), "aeiou".filter { s.contains($0) }) // expect: true false eo
let ch: Character = "e"
print(s.contains(ch), s.hasPrefix("He"), s.dropFirst(), s.prefix(2), s.uppercased()) // expect: true true ello He HELLO
var t = "ab"; t.append("cd"); print(t, t.count, t.first!, t.isEmpty) // expect: abcd 4 a false
print(3.7.rounded(), 3.5.rounded(.down), (-2.5).rounded(.toNearestOrEven), 2.0.squareRoot()) // expect: 4.0 3.0 -2.0 1.4142135623730951
print((-3.0).sign, 7.25.truncatingRemainder(dividingBy: 2), 7.5.remainder(dividingBy: 2)) // expect: minus 1.25 -0.5
print(2.5.rounded(.awayFromZero), 2.5.rounded(.towardZero), 2.1.rounded(.up)) // expect: 3.0 2.0 3.0
let f: Float = 2
print(f.squareRoot(), type(of: f.squareRoot())) // expect: 1.4142135 Float
print(10.isMultiple(of: 5), 7.quotientAndRemainder(dividingBy: 2), (-4).signum(), 12.description) // expect: true (quotient: 3, remainder: 1) -1 12
var b = false; b.toggle(); print(b) // expect: true
let c: Character = "7"; print(c.isNumber, c.wholeNumberValue!, c.asciiValue!, c.isHexDigit) // expect: true 7 55 true
print("  hi \n".trimmingCharacters(in: .whitespacesAndNewlines), "a,b".split(separator: ","), "a-b".components(separatedBy: "-")) // expect: hi ["a", "b"] ["a", "b"]
print("a1b2".trimmingCharacters(in: CharacterSet(charactersIn: "a2")), "x".isEmpty, "héllo".count) // expect: 1b false 5
