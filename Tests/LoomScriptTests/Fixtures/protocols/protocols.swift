protocol Describable {
    var name: String { get }
    func describe() -> String
}
extension Describable {
    func describe() -> String { "I am \(name)" }
}
struct Dog: Describable { var name = "Rex" }
struct Cat: Describable {
    var name = "Tom"
    func describe() -> String { "Meow, \(name)" }
}
let pets: [Describable] = [Dog(), Cat()]
for p in pets { print(p.describe()) }
// expect: I am Rex
// expect: Meow, Tom
extension Int {
    var doubled: Int { self * 2 }
    func times(_ f: () -> Void) { for _ in 0..<self { f() } }
}
print(5.doubled) // expect: 10
3.times { print("x") }
// expect: x
// expect: x
// expect: x
struct Temp: CustomStringConvertible {
    var c: Double
    var description: String { "\(c)°C" }
}
print(Temp(c: 21.5)) // expect: 21.5°C
