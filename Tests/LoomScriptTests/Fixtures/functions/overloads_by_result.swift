// Overloads that differ only in what they return are chosen by the context; a `some P`
// parameter takes any value whose type conforms, literals included.
func value() -> Int { 1 }
func value() -> String { "one" }
func value() -> Double { 1.5 }
let i: Int = value()
let s: String = value()
let d: Double = value()
print(i, s, d)
func describe(_ x: some CustomStringConvertible, _ y: some CustomStringConvertible) -> String {
    x.description + "/" + y.description
}
print(describe(1, "two"), describe(2.5, true), describe(Character("c"), [1, 2]))
print((1...3).self, "abc".self.count)
// expect: 1 one 1.5
// expect: 1/two 2.5/true c/[1, 2]
// expect: 1...3 3
