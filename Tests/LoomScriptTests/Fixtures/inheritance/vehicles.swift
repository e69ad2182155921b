// Class hierarchies: overrides of methods and properties, super, convenience initializers, didSet on an overridden property, type-casting patterns. (#19; expected output from swiftc)
class Vehicle {
    var currentSpeed = 0.0
    var description: String { "traveling at \(currentSpeed) miles per hour" }
    func makeNoise() { print("...") }
    init() {}
    convenience init(speed: Double) { self.init(); currentSpeed = speed }
}
class Bicycle: Vehicle {
    var hasBasket = false
}
class Train: Vehicle {
    override func makeNoise() { print("Choo Choo") }
}
class Car: Vehicle {
    var gear = 1
    override var description: String { super.description + " in gear \(gear)" }
}
final class AutomaticCar: Car {
    override var currentSpeed: Double {
        didSet { gear = Int(currentSpeed / 10.0) + 1 }
    }
}
let bike = Bicycle(); bike.hasBasket = true; bike.currentSpeed = 15
print("Bicycle: \(bike.description)")
Train().makeNoise()
let car = Car(); car.currentSpeed = 25; car.gear = 3
print("Car: \(car.description)")
let auto = AutomaticCar(); auto.currentSpeed = 35
print("AutomaticCar: \(auto.description)")
let v: [Vehicle] = [bike, car, auto, Vehicle(speed: 5)]
for x in v {
    switch x {
    case let c as AutomaticCar: print("auto", c.gear)
    case let c as Car: print("car", c.gear)
    case is Bicycle: print("bike")
    default: print("vehicle", x.currentSpeed)
    }
}
print(v.filter { $0 is Car }.count, v.compactMap { $0 as? Bicycle }.count)
class Shape { var name: String; init(name: String) { self.name = name }; func area() -> Double { 0 } }
class Sq: Shape {
    let side: Double
    init(side: Double) { self.side = side; super.init(name: "square") }
    override func area() -> Double { side * side }
}
let s: Shape = Sq(side: 3)
print(s.name, s.area(), (s as? Sq)?.side ?? 0)

// expect: Bicycle: traveling at 15.0 miles per hour
// expect: Choo Choo
// expect: Car: traveling at 25.0 miles per hour in gear 3
// expect: AutomaticCar: traveling at 35.0 miles per hour in gear 4
// expect: bike
// expect: car 3
// expect: auto 4
// expect: vehicle 5.0
// expect: 2 1
// expect: square 9.0 3.0
