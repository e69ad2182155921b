// A closure's returned tuple takes the element types its context declares (an element becomes
// an Optional), and a closure passed to a generic type's method sees that receiver's parameters.
let split: (String) -> (head: Character?, rest: Substring) = { s in (s.first!, s.dropFirst()) }
print(split("loom"))
struct Step<Output> {
    let run: (Int) -> (Output, Int)?
    var optional: Step<Output?> {
        Step<Output?> { n in
            if let (x, rest) = run(n) { return (x, rest) }
            return (nil, n)
        }
    }
    func map<T>(_ f: @escaping (Output) -> T) -> Step<T> { Step<T> { n in run(n).map { (f($0.0), $0.1) } } }
    func then<T>(_ f: @escaping (Output) -> Step<T>) -> Step<T> {
        Step<T> { n in
            guard let (a, rest) = run(n) else { return nil }
            return f(a).run(rest)
        }
    }
}
func both<A, B>(_ a: Step<A>, _ b: Step<B>) -> Step<(A, B)> { a.then { x in b.map { (x, $0) } } }
let half = Step<Int> { n in n % 2 == 0 ? (n / 2, n - 1) : nil }
let word = Step<[String]> { n in (Array(repeating: "w", count: n), 0) }
print(half.optional.run(4)!, half.optional.run(3)!)
let pair = both(half.optional, word)
print(pair.run(6)!, pair.run(3)!)
print(pair.map { h, ws in "\(h as Any) \(ws.count)" }.run(6)!)
// expect: (head: Optional("l"), rest: "oom")
// expect: (Optional(2), 3) (nil, 3)
// expect: ((Optional(3), ["w", "w", "w", "w", "w"]), 0) ((nil, ["w", "w", "w"]), 0)
// expect: ("Optional(3) 5", 0)
