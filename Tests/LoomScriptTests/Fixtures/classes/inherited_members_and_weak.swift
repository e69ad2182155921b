// Inside a subclass, an inherited method is found before a global function of its name,
// and an inherited `weak var` stays weak.
func note(_ x: Double) -> Double { x }
class Base {
    func note(_ message: String) { print("note:", message) }
    func log(_ message: String) { print("log:", message) }
}
class Child: Base {
    func greet() { note("hi"); log("there") }
}
Child().greet()

class View {
    weak var superview: View?
    deinit { print("deinit", type(of: self)) }
}
class Label: View {}
var screen: View? = View()
let title = Label()
title.superview = screen
print(title.superview == nil)
screen = nil
print(title.superview == nil)
// expect: note: hi
// expect: log: there
// expect: false
// expect: deinit View
// expect: true
