// A closure kept in an implicitly unwrapped optional is called as a function (variable and stored property).
var triple: ((Int) -> Int)!
triple = { $0 * 3 }
print(triple(2))
var fact: ((Int) -> Int)!
fact = { n in n <= 1 ? 1 : n * fact(n - 1) }
print(fact(3) + 4)
final class Button {
    var onTap: ((String) -> Void)!
    func tap() { onTap("tapped") }
}
let b = Button()
b.onTap = { print("got", $0) }
b.tap()
b.onTap("direct")
var maybe: (() -> Int)?
maybe = { 7 }
print(maybe?() ?? 0)
// expect: 6
// expect: 10
// expect: got tapped
// expect: got direct
// expect: 7
