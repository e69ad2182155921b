// A generic result builder named with its argument (`@ListBuilder<T>`) builds as its type does:
// `buildExpression` overloads chosen by what each statement is.
@resultBuilder
enum ListBuilder<Element> {
    static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }
    static func buildExpression(_ e: Element) -> [Element] { [e] }
    static func buildExpression(_ es: [Element]) -> [Element] { es }
    static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }
}
func makeList<T>(@ListBuilder<T> _ body: () -> [T]) -> [T] { body() }
let optimize = true
let flags = makeList {
    "-O"
    ["-Wall", "-Werror"]
    if optimize { "-flto" }
}
print(flags, flags.count)
let numbers: [Int] = makeList {
    1
    [2, 3]
}
print(numbers)
// expect: ["-O", "-Wall", "-Werror", "-flto"] 4
// expect: [1, 2, 3]
