// An initializer whose where clause fixes its type's generic parameters (`where F == Tint`)
// makes that type, and its body sees them.
protocol Shade { var name: String { get } }
struct Tint: Shade { var name = "tint"; static var tint: Tint { Tint() } }
struct Paint: Shade { var name: String; static var red: Paint { Paint(name: "red") } }
struct Ring<Foreground: Shade, Background: Shade> {
    let foreground: Foreground
    let background: Background
    init(width: Int = 4) where Foreground == Tint, Background == Paint {
        foreground = .tint
        background = .red
        print("made", Foreground.self, Background.self, width)
    }
    init(foreground: Foreground, width: Int = 4) where Background == Paint {
        self.foreground = foreground
        background = .red
    }
    init(foreground: Foreground, background: Background) {
        self.foreground = foreground
        self.background = background
    }
}
let r = Ring()
print(type(of: r), r.foreground.name, r.background.name)
let q = Ring(foreground: Paint(name: "blue"))
print(type(of: q), q.foreground.name)
let p = Ring(foreground: Tint(), background: Tint())
print(type(of: p))

protocol Style {}
extension Ring: Style {}
extension Style where Self == Ring<Tint, Paint> {
    static var ring: Self { .init(width: 2) }
}
func describe<S: Style>(_ s: S) { print(type(of: s)) }
describe(.ring)
// expect: made Tint Paint 4
// expect: Ring<Tint, Paint> tint red
// expect: Ring<Paint, Paint> blue
// expect: Ring<Tint, Tint>
// expect: made Tint Paint 2
// expect: Ring<Tint, Paint>
