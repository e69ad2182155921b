// deinit when the last reference goes, weak references becoming nil, unowned, capture lists. (#19; expected output from swiftc)
class Res { let n: String; init(_ n: String) { self.n = n; print("init \(n)") }; deinit { print("deinit \(n)") } }
func scope() { let r = Res("a"); print("using \(r.n)") }
scope()
var r: Res? = Res("b"); r = nil
print("after")
class Owner { var pet: Pet?; deinit { print("owner gone") } }
class Pet { weak var owner: Owner?; deinit { print("pet gone") } }
var o: Owner? = Owner(); let p = Pet(); o!.pet = p; p.owner = o
print(p.owner != nil); o = nil; print(p.owner == nil)
class Card { unowned let holder: Owner; init(h: Owner) { holder = h } }
let ow = Owner(); let cd = Card(h: ow); print(cd.holder === ow)
var x = 1
let cap = { [x] in print("captured", x) }
let live = { print("live", x) }
x = 2
cap(); live()
var counter = 0
let inc = { [counter] () -> Int in counter + 1 }
counter = 10
print(inc())
class Holder { var v = 5; lazy var f: () -> Int = { [unowned self] in self.v * 2 } }
let hh = Holder(); print(hh.f())
do { let tmp = Res("scoped"); _ = tmp }
print("end")

// expect: init a
// expect: using a
// expect: deinit a
// expect: init b
// expect: deinit b
// expect: after
// expect: true
// expect: owner gone
// expect: true
// expect: true
// expect: captured 1
// expect: live 2
// expect: 1
// expect: 10
// expect: init scoped
// expect: deinit scoped
// expect: end
