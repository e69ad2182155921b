// A generic parameter of any name, used by a default argument (`Service.self`), is bound from
// the call's context; `reduce(into: [])` makes the literal the result's type.
final class Registry {
    var made: [String] = []
    func resolve<Service>(_ type: Service.Type = Service.self) -> [Service] {
        made.append("\(type)")
        return []
    }
    func first<Element>(_ type: Element.Type = Element.self) -> Element? { made.append("\(type)"); return nil }
}
let r = Registry()
let a: [Int] = r.resolve()
let b: String? = r.first()
print(a, b as Any, r.made)
struct Flags: OptionSet { let rawValue: Int }
func merged(_ raws: [Int]) -> Flags { raws.reduce(into: []) { acc, raw in acc.formUnion(Flags(rawValue: raw)) } }
let unique: Set<String> = ["a", "b", "a"].reduce(into: []) { acc, s in acc.insert(s) }
print(merged([1, 4, 8]).rawValue, unique.sorted())
func total<T: FixedWidthInteger>(_ xs: [T]) -> T? { xs.isEmpty ? nil : xs.reduce(T.zero) { ($0 << 1) | $1 } }
print(total([UInt8(1), 0, 1]) as Any)
// expect: [] nil ["Int", "String"]
// expect: 13 ["a", "b"]
// expect: Optional(5)
