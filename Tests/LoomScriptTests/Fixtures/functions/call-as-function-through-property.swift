// A stored property whose type declares callAsFunction is called like a function, through
// the instance, through `self`, or implicitly inside a method.
struct Easing {
    var power: Double
    func callAsFunction(_ t: Double) -> Double {
        var r = 1.0
        for _ in 0..<Int(power) { r *= t }
        return r
    }
}
struct Tween {
    var ease: Easing
    var from: Double, to: Double
    func value(at t: Double) -> Double { from + (to - from) * ease(t) }
    func explicit(at t: Double) -> Double { self.ease(t) }
}
let tw = Tween(ease: Easing(power: 2), from: 10, to: 20)
print(tw.ease(0.5), tw.value(at: 0.5), tw.explicit(at: 0.25))
let all = [Tween(ease: Easing(power: 1), from: 0, to: 1), tw]
print(all.map { $0.ease(0.5) })
// expect: 0.25 12.5 0.0625
// expect: [0.5, 0.25]
