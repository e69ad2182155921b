// A protocol-extension method that is not a requirement is chosen by the static type; requirements by the value's (#19; expected output from swiftc)
protocol Greeter { func greet() -> String }
extension Greeter { func greet() -> String { "hello" }; func wave() -> String { "wave from P" } }
struct G: Greeter { func greet() -> String { "hi" }; func wave() -> String { "wave from G" } }
let g: Greeter = G()
print(g.greet(), g.wave(), G().wave())
func both<T: Greeter>(_ x: T) -> String { x.greet() + " " + x.wave() }
print(both(G()))
func loop() { let items: [Greeter] = [G()]; for i in items { print(i.wave()) } ; let one: any Greeter = G(); print(one.wave()) }
loop()

// expect: hi wave from P wave from G
// expect: hi wave from P
// expect: wave from P
// expect: wave from P
