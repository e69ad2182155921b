// A conformer's associated types, named through a generic parameter: a type alias, a generic
// parameter of the same name, or inferred from the conformer's own declarations.
protocol Store {
    associatedtype Key: Hashable
    associatedtype Value
    subscript(key: Key) -> Value? { get set }
    var keys: [Key] { get }
}

struct DictStore<K: Hashable, V>: Store {
    private var storage: [K: V] = [:]
    subscript(key: K) -> V? {
        get { storage[key] }
        set { storage[key] = newValue }
    }
    var keys: [K] { Array(storage.keys) }
}

struct PairStore<Key: Hashable, Value>: Store {
    var pairs: [(Key, Value)] = []
    subscript(key: Key) -> Value? {
        get { pairs.first { $0.0 == key }?.1 }
        set { if let v = newValue { pairs.append((key, v)) } }
    }
    var keys: [Key] { pairs.map(\.0) }
}

struct Counter: Store {
    typealias Value = Int
    var counts: [String: Int] = [:]
    subscript(key: String) -> Int? {
        get { counts[key] }
        set { counts[key] = newValue }
    }
    var keys: [String] { counts.keys.sorted() }
}

protocol Shelf {
    associatedtype Item
    var items: [Item] { get }
    static var label: Item { get }
}

struct Books: Shelf {
    var items: [String] { ["Dune"] }
    static var label: String { "books" }
}

func describe<S: Store>(_ s: S) -> String {
    "\(S.self): keys \(S.Key.self), values \(S.Value.self)"
}
func itemType<S: Shelf>(of shelf: S) -> String { "\(S.Item.self) \(S.label)" }

print(describe(DictStore<String, Int>()))
print(describe(PairStore<Int, [Double]>()))
print(describe(Counter()))
print(itemType(of: Books()))

// Inferred from a subscript's parameter, and read in a protocol extension's property.
protocol Keyed {
    associatedtype Key: Hashable
    associatedtype Scalar: Numeric
    subscript(key: Key) -> Scalar { get }
    var keys: [Key] { get }
}
extension Keyed {
    var total: Scalar { keys.reduce(Scalar.zero) { $0 + self[$1] } }
    func kinds() -> String { "\(Key.self) → \(Scalar.self)" }
}
struct Prices: Keyed {
    var table: [String: Double]
    subscript(key: String) -> Double { table[key] ?? 0 }
    var keys: [String] { table.keys.sorted() }
}
let prices = Prices(table: ["a": 1.5, "b": 2])
print(prices.total, prices.kinds())
// expect: DictStore<String, Int>: keys String, values Int
// expect: PairStore<Int, Array<Double>>: keys Int, values Array<Double>
// expect: Counter: keys String, values Int
// expect: String books
// expect: 3.5 String → Double
