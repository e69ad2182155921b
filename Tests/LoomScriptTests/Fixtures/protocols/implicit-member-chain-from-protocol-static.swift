// An implicit member chain as a generic argument: its first member is the protocol's static
// (declared in `extension P where Self == …`), the rest are that type's.
protocol Formatter { associatedtype Input; func format(_ v: Input) -> String }
struct Plain: Formatter {
    var prefix = "", suffix = ""
    func format(_ v: Int) -> String { prefix + String(v) + suffix }
    func wrapped(_ p: String, _ s: String) -> Plain { Plain(prefix: p, suffix: s) }
}
extension Formatter where Self == Plain {
    static var plain: Plain { Plain() }
}
func show<F: Formatter>(_ v: Int, as f: F) -> String where F.Input == Int { f.format(v) }
print(show(7, as: .plain))
print(show(7, as: .plain.wrapped("[", "]")))
print(show(42, as: .plain.wrapped("<", "").wrapped("#", "!")))
// expect: 7
// expect: [7]
// expect: #42!
