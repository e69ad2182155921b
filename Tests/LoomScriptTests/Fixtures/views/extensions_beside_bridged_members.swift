// swiftc: skip
// Script extensions beside bridged members of the same name, as PureSwiftUI and PureSwiftUITools declare them (#11): a static func white(_:opacity:) leaves Color.white the colour, and extension Image's method is chosen over extension View's for an Image, the View one still there for other arguments.
import SwiftUI
extension Color {
    static func white(_ level: Double, opacity: Double = 1) -> Color { Color(white: level, opacity: opacity) }
}
func name(_ c: Color) -> String { "\(c)" }
print(name(.white), name(Color.white), name(.white(1)) == name(Color(white: 1))) // expect: white white true

extension View { func pick(_ n: Int) -> String { "view \(n)" } }
extension Image { func pick(_ s: String) -> String { "image \(s)" } }
let star = Image(systemName: "star")
print(star.pick("a"), star.pick(2), Text("t").pick(3)) // expect: image a view 2 view 3

// A view's method named like a modifier, beside a stored closure property of that name that is
// nil: the call's labels pick the method (fuziki/MarqueeUI's `animation(withContentWidth:)`).
struct Marquee: View {
    var animation: ((CGFloat) -> Animation)?
    var body: some View { Color.red.frame(width: 40, height: 40) }
    func animation(withContentWidth make: ((CGFloat) -> Animation)?) -> Marquee {
        var copy = self
        copy.animation = make
        return copy
    }
}
print(Marquee().animation(withContentWidth: nil).animation == nil, Marquee().animation(withContentWidth: { _ in .linear }).animation == nil) // expect: true false
