// Object lifetime: a loop pass's locals end with the pass; a closure that keeps its frame (it
// changes a variable there) does not keep the frame's other objects; `super` in class members.
class Resource {
    let n: Int
    init(_ n: Int) { self.n = n; print("open", n) }
    deinit { print("close", n) }
}
for i in 1...2 {
    let r = Resource(i)
    print("use", r.n)
}
var k = 3
while k < 5 {
    let r = Resource(k)
    print("use", r.n)
    k += 1
}

class Button {
    var onTap: (() -> Void)?
    deinit { print("button gone") }
}
func makeButton() -> Button {
    let button = Button()
    var taps = 0
    button.onTap = { taps += 1; print("taps", taps) }
    return button
}
do {
    let b = makeButton()
    b.onTap?()
    b.onTap?()
}
print("after scope")

class A { class var kind: String { "A" }; class func make() -> String { "made A" } }
class B: A {
    override class var kind: String { "B(" + super.kind + ")" }
    override class func make() -> String { "B+" + super.make() }
}
class C: B { override class var kind: String { "C(" + super.kind + ")" } }
print(B.kind, C.kind, C.make())
// expect: open 1
// expect: use 1
// expect: close 1
// expect: open 2
// expect: use 2
// expect: close 2
// expect: open 3
// expect: use 3
// expect: close 3
// expect: open 4
// expect: use 4
// expect: close 4
// expect: taps 1
// expect: taps 2
// expect: button gone
// expect: after scope
// expect: B(A) C(B(A)) B+made A
