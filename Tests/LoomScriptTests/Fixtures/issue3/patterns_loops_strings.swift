let point = (2, 0)
switch point {
case (0, 0): print("origin")
case (let x, 0) where x > 0: print("on +x axis at", x); fallthrough
case (_, 0): print("on x axis")
default: print("elsewhere")
}
let items: [Any] = [1, "two", 3.0, [4]]
for case let n as Int in items { print("int", n) }
for case let s as String in items { print("string", s) }
let maybes: [Int?] = [1, nil, 3]
for case let v? in maybes { print("value", v) }
for (i, c) in "abc".enumerated() where i != 1 { print(i, c) }
for x in stride(from: 0.0, to: 1.0, by: 0.25) { print(x, terminator: " ") }
print()
func classify(_ n: Int) -> String {
    guard n != 0 else { return "zero" }
    switch n {
    case ..<0: return "negative"
    case 1...9: return "digit"
    case 10, 20, 30: return "round"
    default: return "big"
    }
}
print([-5, 0, 7, 20, 99].map(classify))
enum Token { case num(Int), op(Character), end }
let tokens: [Token] = [.num(3), .op("+"), .num(4), .end]
var acc = 0
for t in tokens {
    if case .num(let n) = t { acc += n }
    guard case .end = t else { continue }
    print("sum", acc)
}
let sortedNames = ["b", "C", "a"].sorted { $0.lowercased() < $1.lowercased() }
print(sortedNames, "Hello".lowercased().filter { "aeiou".contains($0) })
let nums = Array(1...10)
print(nums.filter { $0.isMultiple(of: 2) }.map { $0 * $0 }.reduce(0, +))
print(nums.prefix(while: { $0 < 4 }), nums.drop(while: { $0 < 8 }))
var matrix = Array(repeating: Array(repeating: 0, count: 3), count: 2)
matrix[1][2] = 5
print(matrix, matrix.flatMap { $0 }.count)
let str = "The quick brown fox"
import Foundation
let wordsArr = str.split(separator: " ")
print(wordsArr.count, wordsArr.map { $0.count }, str.replacingOccurrences(of: "quick", with: "slow"))
print(str.first!, str.last!, str.contains("fox"), str.lowercased().hasSuffix("fox"))
print(Int.random(in: 1...1), [Int]().isEmpty, [3, 1, 2].sorted().reversed().map { $0 })

// Output, as printed by swiftc:
// expect: on +x axis at 2
// expect: on x axis
// expect: int 1
// expect: string two
// expect: value 1
// expect: value 3
// expect: 0 a
// expect: 2 c
// expect: 0.0 0.25 0.5 0.75 
// expect: ["negative", "zero", "digit", "round", "big"]
// expect: sum 7
// expect: ["a", "b", "C"] eo
// expect: 220
// expect: [1, 2, 3] [8, 9, 10]
// expect: [[0, 0, 0], [0, 0, 5]] 6
// expect: 4 [3, 5, 5, 3] The slow brown fox
// expect: T x true true
// expect: 1 true [3, 2, 1]
