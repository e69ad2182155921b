// `DefaultStringInterpolation` built by hand, as the compiler builds "n=\(n)", and
// `String(stringInterpolation:)`; `reserveCapacity` only sizes the buffer.
var s = ""
s.reserveCapacity(10)
var i = DefaultStringInterpolation(literalCapacity: 2, interpolationCount: 1)
i.appendLiteral("n=")
i.appendInterpolation(42)
print(s + String(stringInterpolation: i)) // expect: n=42
var j = String.StringInterpolation(literalCapacity: 0, interpolationCount: 2)
j.appendInterpolation([1, 2])
j.appendLiteral(" and ")
j.appendInterpolation(Optional(2.5) as Any)
let text = String(stringInterpolation: j)
print(text, text.count) // expect: [1, 2] and Optional(2.5) 24
print(j) // expect: [1, 2] and Optional(2.5)
s.reserveCapacity(100)
s += "ok"
print(s) // expect: ok
