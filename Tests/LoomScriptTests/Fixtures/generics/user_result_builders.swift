// A user @resultBuilder named ViewBuilder, buildExpression overloads, buildArray, switch through buildEither. (#19; expected output from swiftc)
@resultBuilder struct ViewBuilder {
  static func buildBlock(_ parts: String...) -> String { parts.joined(separator: "+") }
  static func buildOptional(_ p: String?) -> String { p ?? "none" }
  static func buildEither(first: String) -> String { "F(\(first))" }
  static func buildEither(second: String) -> String { "S(\(second))" }
}
func make(@ViewBuilder _ c: () -> String) -> String { c() }
let flag = true
print(make { "a"; "b"; if flag { "c" } })
print(make { if !flag { "x" } else { "y" } })
@resultBuilder struct ListBuilder {
  static func buildExpression(_ x: Int) -> [Int] { [x] }
  static func buildExpression(_ x: [Int]) -> [Int] { x }
  static func buildExpression(_ s: String) -> [Int] { [s.count] }
  static func buildBlock(_ parts: [Int]...) -> [Int] { parts.flatMap { $0 } }
  static func buildArray(_ parts: [[Int]]) -> [Int] { parts.flatMap { $0 } }
  static func buildEither(first: [Int]) -> [Int] { first }
  static func buildEither(second: [Int]) -> [Int] { second }
  static func buildOptional(_ p: [Int]?) -> [Int] { p ?? [] }
  static func buildFinalResult(_ c: [Int]) -> [Int] { c + [-1] }
}
func list(@ListBuilder _ c: () -> [Int]) -> [Int] { c() }
let mode = 2
print(list { 1; [2, 3]; "four"; for i in 0..<2 { i * 10 }
  switch mode { case 1: 100; case 2: 200; default: 300 } })

// expect: a+b+c
// expect: S(y)
// expect: [1, 2, 3, 4, 0, 10, 200, -1]
