@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>
    init(wrappedValue: Value, _ range: ClosedRange<Value>) { self.range = range; value = min(max(wrappedValue, range.lowerBound), range.upperBound) }
    var wrappedValue: Value { get { value } set { value = min(max(newValue, range.lowerBound), range.upperBound) } }
}
struct Panel { @Clamped(0...800) var height: Double = 300 }
var p = Panel()
p.height = 950
print(p.height)
let r: ClosedRange<Double> = 0...100
let spans: [Range<Double>] = [1..<4, 4..<10]
print(r, r.upperBound / 8, spans)
let steps = [(50.0, 0.0), (-600, 1)]
for (dy, v) in steps { print(dy, v) }
extension Comparable { func atLeast(_ lo: Self) -> Self { self < lo ? lo : self } }
struct Box<V: Comparable> { var v: V; func floored(_ lo: V) -> V { v.atLeast(lo) } }
print(Box(v: 3).floored(5), Box(v: "b").floored("a"))
func value<T>(_ x: Any?, or fallback: T) -> T { x as? T ?? fallback }
print(value(nil, or: 1.5), value(2, or: 7))
for (s, d) in [(0, 100), (1, 100), (1, 5)] {
    switch (s, d) {
    case (0, let x) where x > 0, (1, let x) where x < 50: print("A", x)
    default: print("default", s, d)
    }
}
enum S { case a, b }
func same<V: Equatable>(_ x: V, _ y: V) -> Bool { x == y }
print(same(S.a, .a), same(S.a, .b))
struct R { let t: String; let m: Int? }
func f<V: Comparable>(_ kp: KeyPath<R, V>) -> String { "plain" }
func f<V: Comparable>(_ kp: KeyPath<R, V?>) -> String { "optional" }
print(f(\.t), f(\.m), f(\.t.count))
let u = "  hi  ".unicodeScalars
let lo = u.firstIndex(where: { $0 != " " })!, hi = u.lastIndex(where: { $0 != " " })!
print(String(u[lo...hi]) + "|", Array("xhiy".utf8.dropFirst()))
// expect: 800.0
// expect: 0.0...100.0 12.5 [Range(1.0..<4.0), Range(4.0..<10.0)]
// expect: 50.0 0.0
// expect: -600.0 1.0
// expect: 5 b
// expect: 1.5 2
// expect: A 100
// expect: default 1 100
// expect: A 5
// expect: true false
// expect: plain optional plain
// expect: hi| [104, 105, 121]
