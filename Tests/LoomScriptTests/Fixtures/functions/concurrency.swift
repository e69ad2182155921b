// async/await, async let, actors, task groups with for await, on Loom's one thread (#19; expected output from swiftc)
func fetch(_ n: Int) async -> Int { n * 2 }
func total() async -> Int {
    async let a = fetch(1)
    async let b = fetch(2)
    return await a + b
}
let t = await total()
print(t)
actor Counter { var value = 0; func inc() -> Int { value += 1; return value } }
let c = Counter()
print(await c.inc(), await c.inc())
func risky() async throws -> String { "ok" }
do { print(try await risky()) } catch { print(error) }
let results = await withTaskGroup(of: Int.self) { group in
    for i in 1...3 { group.addTask { i * i } }
    var sum = 0
    for await r in group { sum += r }
    return sum
}
print(results)
struct Temp: Sendable { let c: Double }
print(Temp(c: 1).c)

// expect: 6
// expect: 1 2
// expect: ok
// expect: 14
// expect: 1.0
