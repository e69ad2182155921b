// A script's generic alias hides a standard type of its name; a collection whose key subscript
// also takes an `Int` still gives its algorithms its elements (`subscript(position:)`).
protocol TimeUnit { static var symbol: String { get } }
enum Hours: TimeUnit { static let symbol = "h" }
struct Measurement<U: TimeUnit>: CustomStringConvertible {
    let value: Double
    init(_ v: Double) { value = v }
    var description: String { "\(value) \(U.symbol)" }
}
typealias Duration<U: TimeUnit> = Measurement<U>
extension Double { var hours: Duration<Hours> { Duration(self) } }
print(2.5.hours, type(of: 1.0.hours))
struct Table<Key: Hashable, Value> {
    var keys: [Key] = [], values: [Value] = []
    subscript(key: Key) -> Value? { keys.firstIndex(of: key).map { values[$0] } }
}
extension Table: RandomAccessCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { keys.count }
    subscript(position: Int) -> (key: Key, value: Value) { (keys[position], values[position]) }
}
let t = Table(keys: [2, 1], values: ["two", "one"])
print(t.map { "\($0.key)=\($0.value)" }, t[1] as Any, t.first!.value, t.sorted { $0.key < $1.key }.map(\.value))
// expect: 2.5 h Measurement<Hours>
// expect: ["2=two", "1=one"] (key: 1, value: "one") two ["one", "two"]
