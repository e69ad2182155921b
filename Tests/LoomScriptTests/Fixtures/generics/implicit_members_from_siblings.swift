// A generic type's arguments found in one element or argument type the implicit members
// of its siblings: `[Box(unit: Temp.c), Box(unit: .f)]`, `pick(Box(…), Box(unit: .f))`,
// `reduce(Box(unit: .c), …)` over boxes.
enum Temp: String { case c, f, k }
struct Box<U>: CustomStringConvertible {
    let unit: U
    var description: String { "Box(\(unit))" }
}
let boxes = [Box(unit: Temp.c), Box(unit: .f), Box(unit: .k)]
print(boxes)
func pick<T>(_ a: T, _ b: T) -> T { b }
print(pick(Box(unit: Temp.c), Box(unit: .f)))
let last = boxes.dropFirst().reduce(Box(unit: .c)) { _, next in next }
print(last)
@resultBuilder
enum ListBuilder {
    static func buildBlock(_ parts: Int...) -> [Int] { parts }
}
func make(_ tag: String, @ListBuilder _ content: () -> [Int] = { [] }) -> String {
    "\(tag)\(content())"
}
print(make("a") { 1; 2 }, make("b"))
// expect: [Box(c), Box(f), Box(k)]
// expect: Box(f)
// expect: Box(k)
// expect: a[1, 2] b[]
