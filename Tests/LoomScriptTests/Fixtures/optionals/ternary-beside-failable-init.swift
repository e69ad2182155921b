// Beside a failable initializer's result, a ternary's implicit member is of that type, and the whole an Optional.
enum Route {
    enum Section: String { case account, privacy }
}
enum Level: String { case low, high }
struct Version { let major: Int; init?(_ s: String) { guard let m = Int(s) else { return nil }; major = m }; static let zero = Version("0")! }
let flag = Bool("false")!
let sec = flag ? Route.Section(rawValue: "privacy") : .account
let lvl = flag ? Level(rawValue: "high") : .low
let v = flag ? Version("3") : .zero
print(sec as Any, lvl as Any, v?.major as Any)
// expect: Optional(main.Route.Section.account) Optional(main.Level.low) Optional(0)
