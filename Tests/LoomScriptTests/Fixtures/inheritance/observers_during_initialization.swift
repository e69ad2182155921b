// Which property observers run while an object is being initialized: none of the initializing
// class's own or its subclasses' overrides; a superclass's, once `super.init` has run.
class Vehicle {
    var wheels: Int { didSet { print("Vehicle.wheels didSet \(oldValue) -> \(wheels)") } }
    var doors: Int
    init(wheels: Int, doors: Int) {
        self.wheels = wheels
        self.doors = doors
        print("Vehicle.init done")
    }
}
class Car: Vehicle {
    override var doors: Int { didSet { print("Car.doors didSet \(oldValue) -> \(doors)") } }
    var seats: Int { willSet { print("Car.seats willSet \(newValue)") } }
    init(seats: Int) {
        self.seats = seats
        super.init(wheels: 4, doors: 4)
        wheels = 5
        doors = 2
        self.seats = seats + 1
        print("Car.init done")
    }
}
class Truck: Car {
    override var seats: Int { didSet { print("Truck.seats didSet \(seats)") } }
}
let c = Car(seats: 2)
c.doors = 3
c.seats = 7
print("--")
let t = Truck(seats: 3)
t.seats = 1
// expect: Vehicle.init done
// expect: Vehicle.wheels didSet 4 -> 5
// expect: Car.doors didSet 4 -> 2
// expect: Car.init done
// expect: Car.doors didSet 2 -> 3
// expect: Car.seats willSet 7
// expect: --
// expect: Vehicle.init done
// expect: Vehicle.wheels didSet 4 -> 5
// expect: Car.doors didSet 4 -> 2
// expect: Car.init done
// expect: Car.seats willSet 1
// expect: Truck.seats didSet 1
