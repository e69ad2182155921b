// Foundation math: generic over the floating-point type (a CGFloat in, a CGFloat out), `f` spellings for Float.
import Foundation
let c: CGFloat = 2
print(sqrt(2), sqrt(c), type(of: sqrt(c)), pow(2.0, 10.0), pow(c, 2), powf(2, 0.5), sqrtf(2)) // expect: 1.4142135623730951 1.4142135623730951 CGFloat 1024.0 4.0 1.4142135 1.4142135
print(min(3, 1, 2), max(1, 2.5), min("b", "a"), abs(-3), abs(-2.5), floor(2.7), atan2(1.0, 1.0), fmod(7.5, 2)) // expect: 1 2.5 a 3 2.5 2.0 0.7853981633974483 1.5
print(hypot(3.0, 4.0), round(2.5), trunc(-2.7), cbrt(27.0), log2(8.0)) // expect: 5.0 3.0 -2.0 3.0000000000000004 3.0
