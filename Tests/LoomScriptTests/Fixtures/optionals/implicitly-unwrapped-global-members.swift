// A global declared `T!` is an Optional whose members Swift looks up on the wrapped value where
// the Optional has none that fit: `parser.map(\.count)` is the parser's own `map`.
struct Parser<Output> {
    let run: (String) -> Output
    func map<U>(_ f: @escaping (Output) -> U) -> Parser<U> { Parser<U> { f(self.run($0)) } }
    func callAsFunction(_ s: String) -> Output { run(s) }
}
var words: Parser<[Substring]>!
words = Parser { $0.split(separator: " ") }
let counted = words.map(\.count)
print(counted("a b c"), words("x y").count)
var missing: Parser<Int>! = nil
print(missing == nil, missing.map { $0.run("") } as Any)
// expect: 3 2
// expect: true nil
