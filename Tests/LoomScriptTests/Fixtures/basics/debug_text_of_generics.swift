// Debug text as Swift writes it: a generic value's arguments module-qualified, Result's full
// type in a collection, ranges named inside collections and by debugPrint, and a mutating method
// that throws keeps what it changed before throwing.
struct Box<T> { var value: T }
final class Node<T> { var value: T; init(_ value: T) { self.value = value } }
enum Failure: Error { case bad(Int) }
func check(_ n: Int) -> Result<Int, Failure> { n > 0 ? .success(n) : .failure(.bad(n)) }
print([check(1), check(-2)], Node(3), [Node("a")])
debugPrint(Box(value: 1.5), 1...5, 0..<3, [1...2])
dump(Box(value: "x"))
print([check(4)].map { r in r.map { $0 * 2 } }, type(of: check(1)))

struct Store {
    var failNext = true
    var saved: [Int] = []
    mutating func save(_ n: Int) throws {
        if failNext { failNext = false; throw Failure.bad(n) }
        saved.append(n)
    }
}
var store = Store()
do { try store.save(1) } catch { print("failed:", error) }
try? store.save(2)
print(store.saved, store.failNext)
// expect: [Swift.Result<Swift.Int, main.Failure>.success(1), Swift.Result<Swift.Int, main.Failure>.failure(main.Failure.bad(-2))] main.Node<Swift.Int> [main.Node<Swift.String>]
// expect: main.Box<Swift.Double>(value: 1.5) ClosedRange(1...5) Range(0..<3) [ClosedRange(1...2)]
// expect: ▿ main.Box<Swift.String>
// expect:   - value: "x"
// expect: [Swift.Result<Swift.Int, main.Failure>.success(8)] Result<Int, Failure>
// expect: failed: bad(1)
// expect: [2] false
