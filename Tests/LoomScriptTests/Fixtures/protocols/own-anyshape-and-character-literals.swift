// A program's own AnyShape is a type like any other; a one-character string literal may be the
// Character a script's own overload takes.
protocol Shape { var name: String { get } }
struct Square: Shape { var name: String { "square" } }
struct AnyShape: Shape {
    let name: String
    init<S: Shape>(_ s: S) { name = "any(" + s.name + ")" }
}
func erased<S: Shape>(_ s: S) -> String { (s as? AnyShape).map { "already \($0.name)" } ?? "wrap \(AnyShape(s).name)" }
print(erased(Square()), erased(AnyShape(Square())))
extension String {
    func trimmingCharacters(in c: Character) -> String {
        var s = Substring(self)
        while s.first == c { s.removeFirst() }
        while s.last == c { s.removeLast() }
        return String(s)
    }
    func occurrences(of c: Character) -> Int { filter { $0 == c }.count }
}
print("[" + "--hi--".trimmingCharacters(in: "-") + "]", "banana".occurrences(of: "a"))
// expect: wrap any(square) already any(square)
// expect: [hi] 3
