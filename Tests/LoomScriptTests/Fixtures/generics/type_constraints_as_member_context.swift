// A generic type's constraints are context for implicit member arguments: `Holder(mark: .pin)` with `struct Holder<M: Marker>`, through an initializer and the memberwise one. (#11, #19; expected output from swiftc)
protocol Marker { static var dot: Self { get } }
struct Pin: Marker, CustomStringConvertible {
    var size = 1
    static var dot: Pin { Pin(size: 2) }
    var description: String { "pin \(size)" }
}
extension Marker where Self == Pin { static var pin: Pin { Pin(size: 3) } }

struct Holder<M: Marker> {
    var mark: M
    init(mark: M) { self.mark = mark }
}
struct Plain<M> where M: Marker { var mark: M; var count = 1 }

let held = Holder(mark: .pin)
let plain = Plain(mark: .pin)
print(held.mark, plain.mark, Plain(mark: Pin.dot, count: 2).count)
// expect: pin 3 pin 3 2
