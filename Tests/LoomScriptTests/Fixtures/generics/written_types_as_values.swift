// Types written as values and initializers of written array types, as Swift prints them: a function type in parentheses (((Int) -> String).self, Void printed as ()), [Double](repeating: 2, count: 1) making Doubles. (#19; expected output from swiftc)
import Foundation
print(Int.self, Optional<String>.self, (Int, String).self, ((Int) -> String).self, ((Int, Double) -> Void).self)
print([Double](repeating: 2, count: 2), Array<Double>(repeating: 2, count: 1), Array(repeating: 2.0, count: 1), [CGFloat](repeating: 1, count: 1))
let a: [Double] = Array(repeating: 2, count: 1)
print(a, [Int](repeating: 7, count: 2))
// expect: Int Optional<String> (Int, String) (Int) -> String (Int, Double) -> ()
// expect: [2.0, 2.0] [2.0] [2.0] [1.0]
// expect: [2.0] [7, 7]
