// A protocol extension's method is its conformers' only where the extension's `where` clause
// holds for them; type(of:) of a nil names the Optional's wrapped type; a generic parameter
// bound to a specialized generic type is that type in static members reached through Self.
protocol Repo {
    associatedtype Entity
    var all: [Entity] { get }
}
extension Repo { func report() -> String { "plain \(all.count)" } }
extension Repo where Entity: Equatable {
    func report() -> String { "equatable \(all.count)" }
}
extension Repo where Self: CustomStringConvertible {
    func banner() -> String { "[\(description)]" }
}
extension Repo { func banner() -> String { "no banner" } }
struct Sku { let id: Int }
struct Tag: Equatable { let name: String }
enum Size { case s, m }
struct Store: Repo { var all: [Sku] }
struct Tags: Repo, CustomStringConvertible { var all: [Tag]; var description: String { "tags" } }
struct Sizes: Repo { var all: [Size] }
print(Store(all: [Sku(id: 1)]).report(), Tags(all: []).report(), Sizes(all: [.s, .m]).report())
print(Store(all: []).banner(), Tags(all: []).banner())

let s: String? = nil
let n: Int? = 5
let t: [Int]? = nil
print(type(of: s), type(of: n), type(of: t))

struct Box<T> { static var name: String { "box" } }
struct Wrapper<Base> {
    var base: Base
    func label() -> String { "\(Base.self)" }
    static func describe() -> String { "\(Base.self)" }
    func viaSelf() -> String { Self.describe() }
}
let w = Wrapper(base: Box<Int>())
print(w.label(), w.viaSelf(), type(of: w).describe())

// A generic conformer's associated type is its argument; through `some Repo` the constrained
// method is not known to apply, so the plain one is chosen.
struct Memory<Entity>: Repo { var all: [Entity] }
struct Logged<Base: Repo>: Repo { var base: Base; var all: [Base.Entity] { base.all } }
func seeded() -> some Repo { Memory(all: [Tag(name: "a")]) }
let opaque = seeded()
print(Memory(all: [Sku(id: 1)]).report(), Memory(all: [Size.s]).report(), Logged(base: Memory(all: [Sku(id: 2)])).report(), opaque.report())
// expect: plain 1 equatable 0 equatable 2
// expect: no banner [tags]
// expect: Optional<String> Optional<Int> Optional<Array<Int>>
// expect: Box<Int> Box<Int> Box<Int>
// expect: plain 1 equatable 1 plain 1 plain 1
