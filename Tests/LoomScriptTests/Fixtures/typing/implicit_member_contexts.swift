// Implicit members (`.a`) take their type from every context Swift gives them: a `let` given its
// value later, a typed `for` pattern, a sibling tuple in an array literal, a Set's element, the
// other operand of `==`, a typed `throws`, a closure called in place or passed for a known result.
enum Level { case low, high }
func level(_ x: Int) -> Level {
    let k: Level
    if x > 0 { k = .high } else { k = .low }
    return k
}
print(level(1), level(-1))

enum Coin { case dime, quarter }
for c: Coin in [.dime, .quarter] { print(c) }

let pairs = [("a", Level.low), ("b", .high)]
print(pairs.map { "\($0.0)=\($0.1)" })

enum Mark: Hashable { case dot(Int), dash }
let marks: Set<Mark> = [.dot(1), .dash]
print(marks.contains(.dash), marks.contains(.dot(2)))

enum Step: Equatable { case go, wait(Int) }
let steps: [Step] = [.go, .wait(1)]
print(steps == [.go, .wait(1)], steps != [.go])

enum ParseError: Error { case bad(Int) }
func checked(_ x: Int) throws(ParseError) -> Int {
    guard x > 0 else { throw .bad(x) }
    return x
}
do { print(try checked(-1)) } catch { print(error) }

struct Failure: Error {}
let first: Result<Int, Failure> = { return .success(1) }()
let doubled = first.flatMap { a in a > 0 ? .success(a * 2) : .failure(Failure()) }
print(first, doubled)
// expect: high low
// expect: dime
// expect: quarter
// expect: ["a=low", "b=high"]
// expect: true false
// expect: true true
// expect: bad(-1)
// expect: success(1) success(2)
