// A generic parameter bound to an Optional nests (`T?` is `Int??`), and a generic enum's own
// `Element` is not the `Element` of the array it is appended to.
func wrap<T>(_ x: T) -> T? { x }
let some: Int? = 5
let wrapped = wrap(some)
print(wrapped as Any)
print(type(of: wrapped))
if let inner = wrapped { print(inner.map { $0 + 1 } as Any) }

enum Change<Element: Equatable>: Equatable {
    case insert(offset: Int, element: Element)
    case keep(Element)
}

func keepAll<T: Equatable>(_ xs: [T]) -> [Change<T>] {
    var changes: [Change<T>] = []
    for x in xs { changes.append(.keep(x)) }
    return changes
}
print(keepAll(["a", "b"]))

struct Log<Element: Equatable> {
    var items: [Change<Element>] = []
    mutating func add(_ x: Element) { items.append(.keep(x)) }
}
var log = Log<Int>()
log.add(4)
print(log.items)

extension Collection where Element: Equatable {
    func insertions() -> Int {
        var changes: [Change<Element>] = []
        for (i, e) in enumerated() {
            if i.isMultiple(of: 2) { changes.append(.keep(e)) } else { changes.append(.insert(offset: i, element: e)) }
        }
        return changes.filter { if case .insert = $0 { true } else { false } }.count
    }
}
print("kitten".insertions(), [1, 2, 3, 4, 5].insertions())
// expect: Optional(Optional(5))
// expect: Optional<Optional<Int>>
// expect: Optional(6)
// expect: [main.Change<Swift.String>.keep("a"), main.Change<Swift.String>.keep("b")]
// expect: [main.Change<Swift.Int>.keep(4)]
// expect: 3 2
