// swiftc: skip — swiftc rejects property wrappers on top-level variables of main.swift
// ("not yet supported in top-level code"); a notebook page is all top-level code, so Loom
// gives them the meaning they have on locals, and later blocks see them too.
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
@Clamped(0...10) var level = 42
print(level) // expect: 10
level = -5
print(level) // expect: 0
print($level) // expect: clamped to 0...10
// --- block
level += 3
print(level, $level) // expect: 3 clamped to 0...10
func bump() { level = 100 }
bump()
print(level) // expect: 10
