func f(a: Int = 1, b: ((Int) -> Int)? = nil, c: (Int) -> Int) -> Int { c(a) + (b?(a) ?? 0) }
print(f { $0 + 41 })
print(f(b: { $0 * 10 }) { $0 + 1 })
struct Card { let title: String; init(onTap: (() -> Void)? = nil, content: () -> String) { title = content() } }
print(Card { "skipped onTap" }.title)
func g(first: () -> Int = { 1 }, second: () -> Int = { 2 }) -> Int { first() * 10 + second() }
print(g { 5 })
func h(name: String, onBegin: ((Int) -> Void)? = nil, onEnd: (() -> Void)? = nil, content: () -> String) -> String {
    onBegin?(1); onEnd?(); return name + content()
}
print(h(name: "a") { print("begin", $0) } onEnd: { print("end") } content: { "!" })
// expect: 42
// expect: 12
// expect: skipped onTap
// expect: 15
// expect: begin 1
// expect: end
// expect: a!
