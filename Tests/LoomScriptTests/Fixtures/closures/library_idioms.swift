// Idioms of SwiftUI libraries' Swift: a closure's inout parameter changed from a closure inside
// it (`Path { p in (0..<n).forEach { p.addLine(…) } }`), ranges of sized integers, enum cases
// whose payloads are written `_ name: Type`, a generic initializer typed by its context, an
// implicitly unwrapped property in arithmetic, and overloads told apart by an `.init(…)` argument.
func build(_ make: (inout [Int]) -> Void) -> [Int] {
    var items: [Int] = []
    make(&items)
    return items
}
print(build { items in items.append(1); [2, 3].forEach { items.append($0 * 10) } })
print(build { items in (0..<3).forEach { i in items.append(i) }; items.removeFirst() })

let sides: UInt = 3
(0..<sides).forEach { print($0, terminator: " ") }
print((0...sides).map { $0 * 2 }, type(of: (0..<sides).first!))
let small: Int32 = 2
for i in 0..<small { print(i, terminator: " ") }
print()

enum Toast: Equatable {
    case complete(_ color: String)
    case symbol(_ name: String, _ color: String)
    case gradient(_ colors: [String], width: Double = 4)
}
print(Toast.complete("green"), Toast.symbol("star", "yellow"), Toast.gradient(["x"]))

struct Box<T> { var value: T; init(initial: T) { value = initial } }
let flag = true
let wide: Box<Double> = Box(initial: flag ? .zero : .infinity)
print(wide.value)

final class Gauge { var width: Double! = 10 }
print(Gauge().width * 2)

struct Mask { var width: Double; init(width: Double = 0.1) { self.width = width } }
func shine(active: Bool = true, speed: Double = 1, mask: Mask = .init()) -> String { "speed \(mask.width)" }
func shine(active: Bool = true, duration: Double = 1.5, bounce: Bool = false, mask: Mask = .init()) -> String { "duration \(mask.width)" }
print(shine(mask: .init(width: 0.2)))
// expect: [1, 20, 30]
// expect: [1, 2]
// expect: 0 1 2 [0, 2, 4, 6] UInt
// expect: 0 1 
// expect: complete("green") symbol("star", "yellow") gradient(["x"], width: 4.0)
// expect: 0.0
// expect: 20.0
// expect: speed 0.2
