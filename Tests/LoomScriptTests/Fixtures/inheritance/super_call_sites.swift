// super.method() through a call site's cache: each site resolves its superclass's method once, for every class that reaches it, labels and extensions included. (#16; expected output from swiftc)
class A { func f() -> String { "A" }; func g(_ x: Int) -> Int { x + 1 }; func h(label y: Int) -> Int { y } }
class B: A { override func f() -> String { "B" + super.f() }; override func g(_ x: Int) -> Int { super.g(x) * 2 } }
class C: B { override func f() -> String { "C" + super.f() }; override func h(label y: Int) -> Int { super.h(label: y) + 100 } }
let xs: [A] = [A(), B(), C()]
for _ in 0..<2 { for x in xs { print(x.f(), x.g(3), x.h(label: 1), terminator: " | ") } }
print()
extension B { func extra() -> String { "extra" + super.f() } }
print(C().extra())
// expect: A 4 1 | BA 8 1 | CBA 8 101 | A 4 1 | BA 8 1 | CBA 8 101 | 
// expect: extraA
