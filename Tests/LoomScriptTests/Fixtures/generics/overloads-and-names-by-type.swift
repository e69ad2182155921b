// Types the overloads and printing need: tuple parameter types, metatypes of conformers by
// extension, a generic enum's own name inside it, an unapplied method's type, a prefix
// operator of a generic type.
@resultBuilder enum Cells {
    static func buildExpression(_ c: (Int, Int)) -> [String] { ["pair \(c.0),\(c.1)"] }
    static func buildExpression(_ r: (y: Int, xs: [Int])) -> [String] { ["row \(r.y) of \(r.xs.count)"] }
    static func buildBlock(_ p: [String]...) -> [String] { p.flatMap { $0 } }
}
func make(@Cells _ b: () -> [String]) -> [String] { b() }
print(make { (1, 2); (y: 0, xs: [1, 2]) })

protocol Zeroed { static var zero: Self { get } }
extension Int: Zeroed {}
extension Double: Zeroed {}
let metas: [any Zeroed.Type] = [Int.self, Double.self]
for m in metas { print(m, m.zero) }

indirect enum Tree<T> { case leaf; case node(Tree, T, Tree) }
print(Tree<Int>.node(.leaf, 1, .node(.leaf, 2, .leaf)))

struct Temperature { var celsius: Double; func fahrenheit() -> Double { celsius * 9 / 5 + 32 } }
let toF = Temperature.fahrenheit
print(type(of: toF), toF(Temperature(celsius: 100))())

enum Km {}
struct Length<U> {
    var v: Double
    static prefix func - (a: Length) -> Length { Length(v: -a.v) }
    var unit: String { "\(U.self)" }
}
let x = Length<Km>(v: 1)
print((-x).unit, (-x).v)

var letters = Array("abcdefg")
letters.replaceSubrange(2..<5, with: "XY")
print(String(letters))
// expect: ["pair 1,2", "row 0 of 2"]
// expect: Int 0
// expect: Double 0.0
// expect: node(main.Tree<Swift.Int>.leaf, 1, main.Tree<Swift.Int>.node(main.Tree<Swift.Int>.leaf, 2, main.Tree<Swift.Int>.leaf))
// expect: (Temperature) -> () -> Double 212.0
// expect: Km -1.0
// expect: abXYfg
