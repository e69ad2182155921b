enum Shape { case dot, circle(Double) }
func id<T>(_ x: T) -> T { x }
func first<T>(_ a: T, or b: T) -> T { a }
let s: Shape = id(.circle(2))
let t: Shape = first(.dot, or: .circle(1))
print(s, t)
typealias Check = (Int) -> Int?
let half: Check = { x in x % 2 == 0 ? .some(x / 2) : .none }
print(half(8) as Any, half(3) as Any)
typealias Rule<T> = (T) -> Result<T, RuleError>
enum RuleError: Error { case tooShort(Int) }
let long: Rule<String> = { s in s.count >= 3 ? .success(s) : .failure(.tooShort(s.count)) }
print(long("swift"), long("ab"))
let orZero: (Int?) -> Int = { a in
    if case let x? = a { return x }
    return 0
}
let describe: (Int?) -> String = { v in
    switch v {
    case .some(let n) where n < 0: return "negative"
    case .some(let n): return "\(n)"
    case .none: return "nothing"
    }
}
print(orZero(1), orZero(nil), describe(5), describe(-2), describe(nil))
func apply(_ f: (String?) -> String, to x: String) -> String { f(x) }
print(apply({ s in s.map { "got " + $0 } ?? "none" }, to: "x"))
// expect: circle(2.0) dot
// expect: Optional(4) nil
// expect: success("swift") failure(main.RuleError.tooShort(2))
// expect: 1 0 5 negative nothing
// expect: got x
