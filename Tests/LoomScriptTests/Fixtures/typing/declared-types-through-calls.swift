// Values the declarations type: a closure's Optional result through an inout call, a top-level
// function's own generic types inside a generic caller, a deferred tuple `let`, and a generic
// value made by a generic function keeping the arguments its declaration gives it.
let next: (inout Int) -> [Int]? = { n in n += 1; return [n, n * 10] }
var k = 0
print(next(&k).map { $0.count } as Any, next(&k).flatMap { $0.first } as Any, k)

struct Box<T> {
    let value: T
    func label() -> Box<String> { make(0) }
}
func make(_ x: Int) -> Box<String> { Box(value: String(x)) }
print(Box(value: 42.5).label().value, type(of: Box(value: 1.5).label()))

func split(_ n: Int) -> (Int, Int) {
    let (q, r): (Int, Int)
    if n >= 0 { (q, r) = (n / 10, n % 10) } else { (q, r) = (0, 0) }
    return (q, r)
}
print(split(42), split(-1))

struct P<T> { let make: () -> T
    var pair: P<[T]> { let m = make; return P<[T]>(make: { [m(), m()] }) } }
func wrap<T>(_ x: T) -> P<[T]> { P { [x] } }
func wrap2<T>(_ x: T) -> P<[T]> { P<[T]>(make: { [x] }) }
print(type(of: wrap(1)), type(of: wrap2("a")), wrap(1).make(), wrap(2).pair.make())
struct Unit<T> { let value: T }
func unit() -> Unit<Void> { Unit(value: ()) }
print(type(of: unit()), [Void].self, Optional<Void>.self)
// expect: Optional(2) Optional(2) 2
// expect: 0 Box<String>
// expect: (4, 2) (0, 0)
// expect: P<Array<Int>> P<Array<String>> [1] [[2], [2]]
// expect: Unit<()> Array<()> Optional<()>
