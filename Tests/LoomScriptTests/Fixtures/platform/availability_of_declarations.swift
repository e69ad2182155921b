// Declarations marked unavailable for the platform are left out, as the compiler refuses them:
// the one that stays is what a call finds.
struct Palette {
    static var accent: String { "current" }
}
extension Palette {
    @available(*, unavailable)
    static func legacy() -> String { "never" }
}
func pick(_ x: Int) -> String { "Int" }
@available(*, unavailable, message: "use pick(_: Int)")
func pick(_ x: Double) -> String { "Double" }
print(Palette.accent, pick(3))
// expect: current Int
