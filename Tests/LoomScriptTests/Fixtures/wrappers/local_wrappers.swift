@propertyWrapper
struct Clamped {
    private var value: Int
    let range: ClosedRange<Int>
    init(wrappedValue: Int, _ range: ClosedRange<Int>) { self.range = range; value = min(max(wrappedValue, range.lowerBound), range.upperBound) }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
    var projectedValue: String { "clamped to \(range)" }
}
@propertyWrapper
struct Logged<T> {
    var wrappedValue: T {
        didSet { print("set to \(wrappedValue)") }
    }
    init(wrappedValue: T) { self.wrappedValue = wrappedValue }
    var projectedValue: Int { 7 }
}
func local() {
    @Clamped(1...3) var x = 0
    print(x)
    x = 9
    print(x, $x)
    @Logged var y = 1
    y += 1
    print(y)
}
local()
struct Temperature {
    var celsius: Double { didSet { print("changed from \(oldValue)") } }
    init(celsius: Double) { self.celsius = celsius }
}
var t = Temperature(celsius: 1)
t.celsius = 2
class Base {
    var v = 0 { didSet { print("Base v \(v)") } }
    init() { v = 1 }
}
class Sub: Base {
    override init() { super.init(); v = 5 }
}
_ = Sub()
func counter() -> Int {
    @Clamped(0...5) var n = 3
    for _ in 0..<10 { n += 1 }
    return n
}
print(counter())

// Output, as printed by swiftc:
// expect: 1
// expect: 3 clamped to 1...3
// expect: set to 2
// expect: 2
// expect: changed from 1.0
// expect: Base v 5
// expect: 5
