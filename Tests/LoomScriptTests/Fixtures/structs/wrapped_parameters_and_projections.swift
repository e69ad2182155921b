// Property wrappers on function and initializer parameters (@Clamped(1...6) die: Int reads its wrapped value, $die its projection), and writes through a projected value (s.$theme.undo() uses projectedValue's setter). (#19; expected output from swiftc)
import Foundation
@propertyWrapper
struct Clamped {
    private var value: Int
    let range: ClosedRange<Int>
    init(wrappedValue: Int, _ range: ClosedRange<Int>) { self.range = range; value = min(max(wrappedValue, range.lowerBound), range.upperBound) }
    var wrappedValue: Int { get { value } set { value = min(max(newValue, range.lowerBound), range.upperBound) } }
    var projectedValue: ClosedRange<Int> { range }
}
@propertyWrapper
struct Trimmed {
    var wrappedValue: String { didSet { wrappedValue = wrappedValue.trimmingCharacters(in: .whitespaces) } }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue.trimmingCharacters(in: .whitespaces) }
}
func roll(@Clamped(1...6) die: Int, times: Int = 1) -> String { "\(die)x\(times) in \($die)" }
func greet(@Trimmed _ name: String) -> String { "Hello, \(name)!" }
struct Dice {
    var faces: Int
    init(@Clamped(4...20) faces: Int) { self.faces = faces }
}
print(roll(die: 9), roll(die: -2, times: 3), greet("  Ada  "), Dice(faces: 100).faces, Dice(faces: 6).faces)
@propertyWrapper
struct Tracked<Value> {
    private(set) var history: [Value]
    init(wrappedValue: Value) { history = [wrappedValue] }
    var wrappedValue: Value {
        get { history.last! }
        set { history.append(newValue) }
    }
    var projectedValue: Tracked<Value> {
        get { self }
        set { self = newValue }
    }
    mutating func undo() { if history.count > 1 { history.removeLast() } }
}
struct Settings { @Tracked var theme = "light" }
var s = Settings()
s.theme = "dark"
s.theme = "solarized"
print(s.$theme.history)
s.$theme.undo()
var copy = s
copy.$theme.undo()
print(s.theme, s.$theme.history.count, copy.theme)
final class Prefs { @Tracked var size = 1 }
let prefs = Prefs()
prefs.size = 2
prefs.$size.undo()
print(prefs.size)
// expect: 6x1 in 1...6 1x3 in 1...6 Hello, Ada! 20 6
// expect: ["light", "dark", "solarized"]
// expect: dark 2 light
// expect: 1
