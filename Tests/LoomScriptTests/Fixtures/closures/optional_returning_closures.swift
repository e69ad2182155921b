// A closure stored or passed as a function returning an Optional returns an Optional, as a
// function does: `if let` and `??` see `Optional(…)`, printing shows it.
let count: (String) -> Int? = { s in s.count }
let pair: (String) -> (Int, Int)? = { s in (s.count, 0) }
print(count("ab") as Any, pair("ab") as Any)
if let (a, b) = pair("xyz") { print(a, b) }

struct Parser<Output> {
    let run: (Substring) -> (Output, Substring)?
    func map<T>(_ f: @escaping (Output) -> T) -> Parser<T> {
        Parser<T> { input in
            guard let (out, rest) = self.run(input) else { return nil }
            return (f(out), rest)
        }
    }
}
let digit = Parser<Character> { input in
    guard let c = input.first, c.isNumber else { return nil }
    return (c, input.dropFirst())
}
let value = digit.map { Int(String($0))! }
if let (v, rest) = value.run("7up") { print(v, rest) }
print(value.run("up") == nil)
func twice(_ f: (Int) -> Int?) -> [Int?] { [f(1), f(-1)] }
print(twice { $0 > 0 ? $0 * 2 : nil })
// expect: Optional(2) Optional((2, 0))
// expect: 3 0
// expect: 7 up
// expect: true
// expect: [Optional(2), nil]
