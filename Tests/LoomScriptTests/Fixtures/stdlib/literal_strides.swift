// A literal beside a value of a script type is of that type: in a standard generic function
// (`stride(from:through:by:)`, `max`), as a range bound, and matched with `~=`.
struct Clock: Strideable, ExpressibleByStringLiteral, CustomStringConvertible {
    let minutes: Int
    init(minutes: Int) { self.minutes = minutes }
    init(stringLiteral text: String) {
        let parts = text.split(separator: ":").map { Int($0)! }
        minutes = parts[0] * 60 + parts[1]
    }
    static func < (a: Clock, b: Clock) -> Bool { a.minutes < b.minutes }
    func distance(to other: Clock) -> Int { other.minutes - minutes }
    func advanced(by n: Int) -> Clock { Clock(minutes: minutes + n) }
    var description: String { "\(minutes / 60)h\(minutes % 60)" }
}
print(Array(stride(from: Clock("6:10"), through: "7:30", by: 40)))
print(Array(stride(from: Clock("6:10"), to: "7:30", by: 40)))
print(max(Clock("9:05"), "9:00"), min(Clock("9:05"), "9:00"))
let morning = Clock("6:00") ... "11:59"
print(morning ~= "9:30", morning ~= "12:30", morning.contains("8:00"))
switch Clock("7:15") {
case "6:00" ..< "7:00": print("early")
case "7:00" ..< "8:00": print("rush hour")
default: print("later")
}
// expect: [6h10, 6h50, 7h30]
// expect: [6h10, 6h50]
// expect: 9h5 9h0
// expect: true false true
// expect: rush hour
