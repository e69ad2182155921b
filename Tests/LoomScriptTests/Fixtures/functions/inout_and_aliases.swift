// An inout argument keeps what the callee did to it before throwing; a generic type alias
// passes its arguments on, written at the call or given by the context.
struct Failure: Error {}
func work(_ log: inout [String], failing: Bool) throws {
    log.append("started")
    if failing { throw Failure() }
    log.append("finished")
}
var log: [String] = []
do { try work(&log, failing: true) } catch { print("caught", log) }
try? work(&log, failing: false)
print(log)
protocol UnitOfLength { static var symbol: String { get } }
enum Meters: UnitOfLength { static let symbol = "m" }
struct Measure<Unit: UnitOfLength> {
    var value: Double
    var text: String { "\(value) \(Unit.symbol)" }
}
typealias Length<X: UnitOfLength> = Measure<X>
let a = Length<Meters>(value: 1)
let b: Length<Meters> = Length(value: 2)
print(a.text, b.text, type(of: b))
// expect: caught ["started"]
// expect: ["started", "started", "finished"]
// expect: 1.0 m 2.0 m Measure<Meters>
