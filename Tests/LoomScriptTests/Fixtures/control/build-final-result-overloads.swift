// Overloads of buildFinalResult: the one returning what the built function or closure returns.
@resultBuilder
enum Items {
    static func buildBlock(_ parts: Int...) -> [Int] { parts }
    static func buildFinalResult(_ parts: [Int]) -> String { parts.map(String.init).joined(separator: "+") }
    static func buildFinalResult(_ parts: [Int]) -> [Int] { parts }
    static func buildFinalResult(_ parts: [Int]) -> Int { parts.reduce(0, +) }
}
func list(@Items _ make: () -> [Int]) -> [Int] { make() }
func text(@Items _ make: () -> String) -> String { make() }
@Items func total() -> Int { 1; 2; 3 }
print(list { 1; 2 }.count, text { 3; 4 }, total())
// expect: 2 3+4 6
