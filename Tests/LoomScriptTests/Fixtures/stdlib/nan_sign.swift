// A NaN's sign: `print` and interpolation write `-nan` (Swift's `write(to:)`), `description`
// and `String(describing:)` say `nan`; negative zero stays `-0.0`.
print(-Double.nan, -Float.nan) // expect: -nan -nan
print(Double.nan, Float.nan, -(-Double.nan)) // expect: nan nan nan
print(-0.0, -0.0 as Float, 0.0 * -1) // expect: -0.0 -0.0 -0.0
let n: Double = -.nan
print("\(n)", [n], Optional(n) as Any) // expect: -nan [-nan] Optional(-nan)
print(n.description, String(describing: n), String(n), n.debugDescription) // expect: nan nan nan -nan
print((-Double.nan).sign, Double.nan.sign, n.isNaN) // expect: minus plus true
debugPrint(-Float.nan) // expect: -nan
