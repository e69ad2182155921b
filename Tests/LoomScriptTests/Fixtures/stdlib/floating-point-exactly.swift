// `exactly:` conversions: nil where the value does not survive the trip unchanged.
print(Int(exactly: 2.5) as Any, Int(exactly: 4.0) as Any)
print(Double(exactly: 7) as Any, Double(exactly: Int.max) as Any, Double(exactly: Double.nan) as Any)
print(Float(exactly: 16_777_217) as Any, Float(exactly: 0.5) as Any, Float(exactly: 0.1) as Any)
print(Double(exactly: UInt8(200)) as Any)
func convert<T: Numeric>(_ v: Int) -> T? { T(exactly: v) }
let d: Double? = convert(3)
let f: Float? = convert(1 << 25)
print(d as Any, f as Any)
// expect: nil Optional(4)
// expect: Optional(7.0) nil nil
// expect: nil Optional(0.5) nil
// expect: Optional(200.0)
// expect: Optional(3.0) Optional(3.3554432e+07)
