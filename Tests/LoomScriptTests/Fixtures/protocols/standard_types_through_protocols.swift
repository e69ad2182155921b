// Standard types through the protocols they conform to: sequence and collection extensions on
// ranges, sets and dictionaries; a String given to a generic Sequence function filters into an
// array; metatypes checked with `is`; key paths with subscripts written through.
extension Sequence { func countAll() -> Int { reduce(0) { n, _ in n + 1 } } }
extension Collection { var secondItem: Element? { dropFirst().first } }
print([1, 2, 3].countAll(), "abc".secondItem!, (1...3).countAll(), (0..<5).secondItem!)
print(Set([1]).countAll(), [1: 2].countAll(), (10..<10).secondItem as Any)

func keep<S: Sequence>(_ a: S, where ok: (S.Element) -> Bool) -> [S.Element] { a.filter(ok) }
print(keep([1, 2, 3], where: { $0 > 1 }), keep("hello", where: { $0 != "l" }))

class Animal {}
class Dog: Animal {}
final class Puppy: Dog {}
let pets: [Animal] = [Dog(), Animal(), Puppy()]
print(pets.map { type(of: $0) is Dog.Type }, Animal.self is Dog.Type, Puppy.self is Animal.Type)
protocol Unit { static var symbol: String { get } }
protocol Length: Unit {}
enum Meters: Length { static let symbol = "m" }
let units: [any Unit.Type] = [Meters.self]
print(units.map { $0.symbol }, Meters.self is any Unit.Type, Meters.self is any Length.Type)

struct Grid { var rows: [[Int]] }
var grid = Grid(rows: [[1, 2], [3, 4]])
grid[keyPath: \Grid.rows[1][0]] = 30
var numbers = [10, 20, 30]
numbers[keyPath: \[Int].[1]] = 99
print(grid.rows, numbers, grid[keyPath: \Grid.rows[0]])
// expect: 3 b 3 1
// expect: 1 1 nil
// expect: [2, 3] ["h", "e", "o"]
// expect: [true, false, true] false true
// expect: ["m"] true true
// expect: [[1, 2], [30, 4]] [10, 99, 30] [1, 2]
