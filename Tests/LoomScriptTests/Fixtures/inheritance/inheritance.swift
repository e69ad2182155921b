class Animal {
    let name: String
    var sound: String { "..." }
    init(name: String) { self.name = name }
    func speak() -> String { "\(name) says \(sound)" }
    func describe() -> String { "Animal \(name)" }
}
class Dog: Animal {
    var tricks: [String] = []
    override var sound: String { "woof" }
    init(name: String, tricks: [String]) {
        self.tricks = tricks
        super.init(name: name)
    }
    convenience init() { self.init(name: "Rex", tricks: ["sit"]) }
    override func describe() -> String { super.describe() + " (dog with \(tricks.count) tricks)" }
}
final class Puppy: Dog {
    override var sound: String { "yip" }
}
let animals: [Animal] = [Animal(name: "Generic"), Dog(name: "Fido", tricks: ["roll", "beg"]), Dog(), Puppy(name: "Bit", tricks: [])]
for a in animals { print(a.speak()) }
// expect: Generic says ...
// expect: Fido says woof
// expect: Rex says woof
// expect: Bit says yip
print(animals[1].describe()) // expect: Animal Fido (dog with 2 tricks)
print(animals.filter { $0 is Dog }.count) // expect: 3
if let d = animals[3] as? Dog { print("dog:", d.name) } // expect: dog: Bit
print(animals[0] is Dog) // expect: false

class Counter {
    var count = 0 { didSet { print("count \(oldValue) -> \(count)") } }
    func tick() { count += 1 }
}
class DoubleCounter: Counter {
    override func tick() { super.tick(); super.tick() }
}
let c = DoubleCounter()
c.tick()
// expect: count 0 -> 1
// expect: count 1 -> 2
print(c.count) // expect: 2

class Shape {
    var sides: Int
    init(sides: Int) { self.sides = sides }
}
class Square: Shape {
    var length: Double
    init(length: Double) {
        self.length = length
        super.init(sides: 4)
    }
    var area: Double { length * length }
}
let sq = Square(length: 3)
print(sq.sides, sq.area) // expect: 4 9.0
