// Assigning a property inside its own `didSet` stores the value without observing it again.
struct Throttle {
    var speed: Double = 0 {
        willSet { if newValue > limit { print("capping", newValue) } }
        didSet { if speed > limit { speed = limit }; history.append(speed) }
    }
    let limit = 100.0
    var history: [Double] = []
}
var t = Throttle()
t.speed = 40
t.speed = 250 // expect: capping 250.0
print(t.history, t.speed) // expect: [40.0, 100.0] 100.0
final class Gauge {
    var level = 0 { didSet { if level < 0 { level = 0 }; print("level", level) } }
}
let g = Gauge()
g.level = -4 // expect: level 0
g.level = 3 // expect: level 3
