// willSet and didSet on a property that has a wrapper run around the wrapper's write.
@propertyWrapper struct Clamped {
    private var value: Int
    let range: ClosedRange<Int>
    var wrappedValue: Int { get { value } set { value = min(max(newValue, range.lowerBound), range.upperBound) } }
    init(wrappedValue: Int, _ range: ClosedRange<Int>) { self.range = range; value = min(max(wrappedValue, range.lowerBound), range.upperBound) }
}
struct Dial {
    @Clamped(0...10) var level = 3 { didSet { print("level", oldValue, "->", level) } }
    mutating func turn(_ by: Int) { level += by }
}
final class Lamp {
    @Clamped(0...100) var brightness = 50 {
        willSet { print("will", brightness, "->", newValue) }
        didSet { print("did", oldValue, "->", brightness) }
    }
}
var d = Dial()
d.turn(4)
d.level = 20
print(d.level, Dial(level: 5).level)
let l = Lamp()
l.brightness += 80
print(l.brightness)
// expect: level 3 -> 7
// expect: level 7 -> 10
// expect: 10 5
// expect: will 50 -> 130
// expect: did 50 -> 100
// expect: 100
