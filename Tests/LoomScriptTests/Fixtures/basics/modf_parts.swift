import Foundation
let (whole, fraction) = modf(3.75)
print(whole, fraction, modf(-2.5))
let f: Float = 1.25
print(modf(f))
// expect: 3.0 0.75 (-2.0, -0.5)
// expect: (1.0, 0.25)
