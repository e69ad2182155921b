// `type(of:)` of a function names its type as Swift spells it.
func twice(_ x: Int) -> Int { x * 2 }
func greet(_ name: String, times: Int) {}
func swapped(_ a: inout [Int], _ b: Double?) -> [String: Int] { [:] }
func sum(_ xs: Int...) -> Int { xs.reduce(0, +) }
let square: (Double) -> Double = { $0 * $0 }
let typed = { (s: String) -> Bool in s.isEmpty }
print(type(of: twice))
print(type(of: greet))
print(type(of: swapped))
print(type(of: sum))
print(type(of: square), type(of: typed))
print(String(describing: type(of: twice)) == "(Int) -> Int")
// expect: (Int) -> Int
// expect: (String, Int) -> ()
// expect: (inout Array<Int>, Optional<Double>) -> Dictionary<String, Int>
// expect: (Int...) -> Int
// expect: (Double) -> Double (String) -> Bool
// expect: true
