class Vehicle {
    let wheels: Int
    var name: String
    init(wheels: Int, name: String) { self.wheels = wheels; self.name = name }
    convenience init(name: String) { self.init(wheels: 4, name: name) }
    func describe() -> String { "\(name) with \(wheels) wheels" }
}
class Bike: Vehicle {
    var gears: Int
    init(gears: Int) { self.gears = gears; super.init(wheels: 2, name: "bike") }
    override func describe() -> String { super.describe() + " and \(gears) gears" }
}
print(Vehicle(name: "car").describe())
print(Bike(gears: 21).describe())
let vs: [Vehicle] = [Vehicle(name: "van"), Bike(gears: 3)]
for v in vs { if let b = v as? Bike { print("bike", b.gears) } else { print("vehicle", v.name) } }
enum Shape { case circle(r: Double), rect(w: Double, h: Double), point }
let shapes: [Shape] = [.circle(r: 1), .rect(w: 2, h: 3), .rect(w: 5, h: 5), .point]
for s in shapes {
    switch s {
    case .circle(let r) where r > 0: print("circle", r)
    case .rect(let w, let h) where w == h: print("square", w)
    case let .rect(w, h): print("rect", w * h)
    default: print("other")
    }
}
struct Person { var name: String; var age: Int }
let people = [Person(name: "Ann", age: 31), Person(name: "Bob", age: 25)]
print(people.map(\.name), people.map(\.age).reduce(0, +))
print(people.sorted { $0.age < $1.age }.map(\.name))
func apply(_ xs: [Int], _ f: (Int) throws -> Int) rethrows -> [Int] { try xs.map(f) }
struct Bad: Error {}
print(apply([1, 2]) { $0 * 10 })
do { _ = try apply([1, 2]) { x in if x == 2 { throw Bad() }; return x } } catch { print("caught", error) }
func deferred() {
    defer { print("first defer runs last") }
    defer { print("second defer runs first") }
    print("body")
}
deferred()
outer: for i in 1...3 {
    for j in 1...3 {
        if j == 2 { continue outer }
        if i == 3 { break outer }
        print(i, j)
    }
}
import Foundation
print(String(format: "%.2f|%5d|%03d|%x|%-6.1f|", 3.14159, 42, 7, 255, 2.25))
let grouped = Dictionary(grouping: ["apple", "avocado", "banana", "cherry"], by: { $0.first! })
for k in grouped.keys.sorted() { print(k, grouped[k]!) }
for x in stride(from: 10, through: 0, by: -5) { print(x, terminator: " ") }
print()
for (a, b) in zip([1, 2, 3], ["a", "b"]) { print(a, b) }
let text = """
    Hello,
      indented "world"
    end\tTab
    """
print(text)

// Output, as printed by swiftc:
// expect: car with 4 wheels
// expect: bike with 2 wheels and 21 gears
// expect: vehicle van
// expect: bike 3
// expect: circle 1.0
// expect: rect 6.0
// expect: square 5.0
// expect: other
// expect: ["Ann", "Bob"] 56
// expect: ["Bob", "Ann"]
// expect: [10, 20]
// expect: caught Bad()
// expect: body
// expect: second defer runs first
// expect: first defer runs last
// expect: 1 1
// expect: 2 1
// expect: 3.14|   42|007|ff|2.2   |
// expect: a ["apple", "avocado"]
// expect: b ["banana"]
// expect: c ["cherry"]
// expect: 10 5 0 
// expect: 1 a
// expect: 2 b
// expect: Hello,
// expect:   indented "world"
// expect: end	Tab
