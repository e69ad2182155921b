// Standard types conforming by extension, protocol-extension defaults, conditional conformance, Self. (#19; expected output from swiftc)
protocol Describable { func describe() -> String }
extension Int: Describable { func describe() -> String { "Int(\(self))" } }
extension String: Describable { func describe() -> String { "Str(\(self))" } }
func all<T: Describable>(_ xs: [T]) -> [String] { xs.map { $0.describe() } }
print(all([1, 2]), all(["a"]))
protocol Greeter { func greet() -> String }
extension Greeter { func greet() -> String { "hello" }; func wave() -> String { "wave from P" } }
struct G: Greeter { func greet() -> String { "hi" }; func wave() -> String { "wave from G" } }
extension Array: Describable where Element: Describable {
  func describe() -> String { "[" + map { $0.describe() }.joined(separator: ",") + "]" } }
print([1, 2, 3].describe())
protocol Node: AnyObject { var name: String { get set } }
extension Node where Self: AnyObject { func rename(_ n: String) { name = n } }
final class N: Node { var name = "a" }
let n = N(); n.rename("b"); print(n.name)
protocol Copyable { func copy() -> Self }
final class C: Copyable { var v = 1; func copy() -> Self { return self } }
print(C().copy().v)
extension Sequence where Element: Numeric { func total() -> Element { reduce(0, +) } }
print([1, 2, 3].total(), [1.5, 2].total())

// expect: ["Int(1)", "Int(2)"] ["Str(a)"]
// expect: [Int(1),Int(2),Int(3)]
// expect: b
// expect: 1
// expect: 6 3.5
