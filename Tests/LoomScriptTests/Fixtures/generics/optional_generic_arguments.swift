// A generic type made with an Optional argument (`Stack<String?>`): its parameter is that
// Optional, so what it stores is wrapped, what it returns as `Element?` is doubly optional, and
// its type prints with it.
struct Stack<Element>: CustomStringConvertible {
    var items: [Element] = []
    mutating func push(_ x: Element) { items.append(x) }
    var top: Element? { items.last }
    func first() -> Element? { items.first }
    func kind() -> String { "\(Element.self)" }
    var description: String { "Stack\(items)" }
}
var s = Stack<String?>()
s.push("a")
s.push(nil)
let word = "b"
s.push(word)
print(s, s.items.count, s.kind())
print(s.top as Any, s.first() as Any, type(of: s))
var t = Stack<Int?>(items: [1, nil])
print(t.top as Any, t)
t.push(nil)
print(t.items)
// expect: Stack[Optional("a"), nil, Optional("b")] 3 Optional<String>
// expect: Optional(Optional("b")) Optional(Optional("a")) Stack<Optional<String>>
// expect: Optional(nil) Stack[Optional(1), nil]
// expect: [Optional(1), nil, nil]
