// A function named with its argument labels means the overload that has them: initializers,
// static and instance methods, free functions.
struct Reading {
    var celsius: Double
    init(celsius: Double) { self.celsius = celsius }
    init?(fahrenheitText: String) {
        guard let f = Double(fahrenheitText) else { return nil }
        self.init(celsius: (f - 32) * 5 / 9)
    }
    init(_ other: Reading) { self.init(celsius: other.celsius + 1) }
    static func parse(kelvin: Double) -> Reading { Reading(celsius: kelvin - 273.15) }
    static func parse(_ text: String) -> Reading { Reading(celsius: Double(text) ?? 0) }
    func shifted(by d: Double) -> Double { celsius + d }
    func shifted(_ times: Int) -> Double { celsius * Double(times) }
}
func label(value: Double) -> String { "v=\(value)" }
func label(_ text: String) -> String { "t=\(text)" }

let fromText = Reading.init(fahrenheitText:)
print(fromText("212")!.celsius, fromText("hot") == nil)
print(["32", "x", "50"].compactMap(Reading.init(fahrenheitText:)).map(\.celsius))
let k = Reading.parse(kelvin:)
print(k(300).celsius)
let r = Reading(celsius: 10)
print([1.5, 2.5].map(r.shifted(by:)), r.shifted(_:)(3))
print([0.5].map(label(value:)), label(_:)("x"))
// expect: 100.0 true
// expect: [0.0, 10.0]
// expect: 26.850000000000023
// expect: [11.5, 12.5] 30.0
// expect: ["v=0.5"] t=x
