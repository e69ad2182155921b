// A type's own method beats a protocol extension's overload that fits as well.
enum Edge: Int { case top, bottom }
struct Edges: OptionSet {
    let rawValue: Int
    static let top = Edges(rawValue: 1), bottom = Edges(rawValue: 2)
    func contains(_ e: Edge) -> Bool { contains(Edges(rawValue: 1 << e.rawValue)) }
}
protocol Greeter { func greet(_ name: String) -> String }
extension Greeter { func greet(_ name: String) -> String { "hello \(name)" } }
struct Loud: Greeter { func greet(_ name: String) -> String { "HELLO \(name.uppercased())" } }
let s: Edges = .bottom
print(s.contains(.top), s.contains(.bottom), Loud().greet("ada"))
// expect: false true HELLO ADA
