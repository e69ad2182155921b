// An unstructured `Task { … }` runs its operation and hands back what it returned (or threw)
// through `value`; `hashValue` agrees for equal values.
enum Failure: Error { case bad }
func work(_ n: Int) async throws -> Int {
    if n < 0 { throw Failure.bad }
    return n * 2
}
func main() async {
    let doubled = Task { try await work(21) }
    let failing = Task { try await work(-1) }
    let plain = Task.detached { "detached" }
    print(try! await doubled.value, await plain.value)
    do { _ = try await failing.value } catch { print("failed with", error) }
}
await main()
struct Point: Hashable { var x: Int; var y: Int }
print(Point(x: 1, y: 2).hashValue == Point(x: 1, y: 2).hashValue, "a".hashValue == "a".hashValue)

// Output, as printed by swiftc:
// expect: 42 detached
// expect: failed with bad
// expect: true true
