// Generic inference details library code leans on: a protocol's associated types as types in
// its extension's bodies, a bare generic name in a protocol extension, closures passed inout
// through generic code, implicit members typed by an empty array's written element type.
protocol Metric {
    associatedtype Distance: AdditiveArithmetic & Comparable
    var unit: Distance { get }
}
struct Steps: Metric { var unit = 1 }
struct Meters: Metric { var unit: Double = 0.5 }
extension Metric {
    func zeroPair() -> (Distance, Int) { let p: (Distance, Int) = (.zero, 0); return p }
    func total(_ n: Int) -> Distance {
        var parts: [Distance] = []
        parts.append(.zero)
        for _ in 0..<n { parts.append(unit) }
        return parts.reduce(.zero, +)
    }
}
print(Steps().zeroPair(), Meters().zeroPair(), Steps().total(3), Meters().total(3))

protocol Shape {}
struct Dot: Shape {}
struct Framed<Inner: Shape>: Shape { let inner: Inner }
extension Shape { func framed() -> Framed<Self> { Framed(inner: self) } }
print(type(of: Dot().framed().framed()))

struct Env { var depth = 0 }
typealias Step = (inout Env) -> Void
func identity<T>(_ x: T) -> T { x }
var steps: [Step] = []
steps.append { $0.depth += 1 }
steps.append(identity({ $0.depth *= 10 }))
var env = Env()
for s in steps { s(&env) }
print(env.depth)
func padded<W: AdditiveArithmetic>(_ w: W) -> [W] {
    var out: [W] = []
    out.append(.zero)
    out.append(w)
    return out
}
print(padded(4), padded(1.5))
// expect: (0, 0) (0.0, 0) 3 1.5
// expect: Framed<Framed<Dot>>
// expect: 10
// expect: [0, 4] [0.0, 1.5]
