// Generic parameters known wherever Swift knows them: in an initializer whose arguments give
// them, in a default argument, through `Self` as a return type; a generic parameter may hold an
// Optional; arrays hash by their elements; a Substring is a StringProtocol; callAsFunction; a
// literal made into a generic type keeps its written arguments; `[1.5, 3]` as `[T]` is Doubles.
struct Stack<T: AdditiveArithmetic> {
    var items: [T]
    init(_ xs: [T]) { items = [T.zero] + xs }
    init(seed: T = T.zero) { items = [seed] }
}
print(Stack([1, 2]).items, Stack<Double>().items, Stack(seed: 2.5).items)

struct Point { var x: Int; static let zero = Point(x: 0); func reset() -> Self { .zero } }
print(Point(x: 3).reset().x)

struct Box<T> { var value: T }
let some: Int? = 5
print(Box(value: some), Box<Int?>(value: nil))

struct Grid: Hashable { var cells: [Int] }
let grids: Set<Grid> = [Grid(cells: [1]), Grid(cells: [1]), Grid(cells: [2])]
let rows: Set<[Int]> = [[1, 2], [1, 2], [3]]
print(grids.count, rows.count)

func shout<S: StringProtocol>(_ s: S) -> String { s.uppercased() }
print(shout("quiet".dropFirst(2)), shout("loud"))

struct Polynomial { var c: [Int]; func callAsFunction(_ x: Int) -> Int { c.reversed().reduce(0) { $0 * x + $1 } } }
let p = Polynomial(c: [1, 2, 3])
print(p(2), p(0))

enum Meters {}
struct Quantity<U>: CustomStringConvertible, ExpressibleByIntegerLiteral {
    var value: Int
    init(integerLiteral v: Int) { value = v }
    var description: String { "\(value) \(U.self)" }
}
let q: Quantity<Meters> = 5
print(q)

func same<T>(_ xs: [T]) -> [T] { xs }
print(same([1.5, 3]), String([true, false, true].map { $0 ? "#" : "." }))
enum Token: Equatable { case word, number }
func next() -> Token? { nil }
print(next() == .word, next() != .number)
// expect: [0, 1, 2] [0.0] [2.5]
// expect: 0
// expect: Box<Optional<Int>>(value: Optional(5)) Box<Optional<Int>>(value: nil)
// expect: 2 2
// expect: IET LOUD
// expect: 17 1
// expect: 5 Meters
// expect: [1.5, 3.0] #.#
// expect: false true
