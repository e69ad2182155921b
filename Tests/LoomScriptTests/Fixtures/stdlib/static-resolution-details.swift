// Masking shifts on Int, if-expressions as a closure's whole body, a collection literal typed by
// its receiver, wrapped properties as reflection shows them, generic parameters bound through a
// tuple, a script's ~= used directly, and Collection's count beside a count(of:) method.
let a = 5, n = 65
print(a &<< n, 5 &<< 65, a &>> 66, UInt8(1) &<< 9, Int8(-128) &>> 9)

enum Change { case insert(Int), remove(Int) }
let changes: [Change] = [.remove(1), .insert(2), .insert(4)]
print(changes.compactMap { if case .insert(let o) = $0 { o } else { nil } })
print(changes.map { switch $0 { case .insert(let o): o * 10; case .remove(let o): -o } })

struct ID: Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    let name: String
    init(stringLiteral value: String) { name = value }
    var description: String { name }
}
let base: [ID: Int] = ["a": 1, "b": 2]
let merged = base.merging(["b": 5, "c": 3], uniquingKeysWith: max)
print(merged.keys.map(\.description).sorted(), merged["b"]!, merged.count)

@propertyWrapper struct Twice {
    var raw: Int
    var wrappedValue: Int { get { raw * 2 } set { raw = newValue } }
    init(wrappedValue: Int) { raw = wrappedValue }
}
struct Sample { @Twice var n = 3; var m = 1 }
dump(Sample())
print(Sample(), Sample().n)

protocol Key { associatedtype Value; static var name: String { get } }
enum Port: Key { typealias Value = Int; static let name = "port" }
func entry<K: Key>(_ kv: (K.Type, K.Value)) -> String { "\(K.name)=\(kv.1)" }
print(entry((Port.self, 80)))

struct CharClass { let test: (Character) -> Bool }
func ~= (c: CharClass, ch: Character) -> Bool { c.test(ch) }
let digit = CharClass { $0.isNumber }
print(digit ~= "7", digit ~= "x")
switch Character("4") { case digit: print("digit"); default: print("other") }

struct Bag: Collection {
    var items = ["a", "b", "a"]
    func count(of s: String) -> Int { items.filter { $0 == s }.count }
    var startIndex: Int { 0 }
    var endIndex: Int { items.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> String { items[i] }
}
let bag = Bag()
print(bag.count, bag.count(of: "a"), bag.first ?? "-")
// expect: 10 10 1 2 -64
// expect: [2, 4]
// expect: [-1, 20, 40]
// expect: ["a", "b", "c"] 5 3
// expect: ▿ main.Sample
// expect:   ▿ _n: main.Twice
// expect:     - raw: 3
// expect:   - m: 1
// expect: Sample(_n: main.Twice(raw: 3), m: 1) 6
// expect: port=80
// expect: true false
// expect: digit
// expect: 3 2 a
