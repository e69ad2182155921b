// A literal beside an empty collection or a nil takes the type Swift infers from the rest of
// the expression, though no value is there to say it.
struct Item { var name: String; var price: Double; var quantity: Int }

struct Cart {
    var items: [Item] = []
    var total: Double { items.reduce(0) { $0 + $1.price * Double($1.quantity) } }
    var units: Int { items.reduce(0) { $0 + $1.quantity } }
    var cheapest: Double { items.map { $0.price }.min() ?? 0 }
}

let cart = Cart()
print(cart.total, cart.units, cart.cheapest)
print(cart.items.reduce(0) { acc, item in acc + item.price })
print(cart.items.map(\.price).reduce(0, +))
print(cart.items.map { $0.quantity }.reduce(0, +))

let prices: [Double] = []
print(prices.reduce(0, +), [Float]().reduce(0, +))
print(prices.max() ?? 0, prices.first ?? -1)
let average = prices.isEmpty ? 0 : prices.reduce(0, +) / Double(prices.count)
print(average)
print("mean: \(prices.isEmpty ? 0 : prices[0])")
// Passed as `Any`, each branch of a conditional is converted on its own.
print(prices.isEmpty ? 0 : prices[0])

let rates: [String: Double] = [:]
print(rates.values.reduce(0, +), rates.values.max() ?? 0, rates["eur"] ?? 1)
let history: [String: [Double]] = [:]
print(history["eur"]?.max() ?? 0)

let counts: [Int] = []
print(counts.reduce(0, +), counts.max() ?? 0)

// Generic parameters bound by an empty collection's static type.
func total<T: BinaryFloatingPoint>(_ values: [T]) -> T { values.reduce(0, +) }
func mean<T: BinaryFloatingPoint>(_ xs: [T]) -> T { xs.isEmpty ? 0 : xs.reduce(0, +) / T(xs.count) }
print(total([Double]()), total([Float]()), total([1.5]), mean(prices), mean([1.0, 2.0]))

// What a transform or an accumulation makes, with nothing to run it on.
print(type(of: prices.map { $0 * 2 }), type(of: prices.map { Int($0) }), type(of: prices.filter { $0 > 1 }))
print(prices.reduce(into: 0) { $0 += $1 }, cart.items.reduce(into: 0) { sum, item in sum += item.price })
let quotes: [(String, Double)] = []
print(quotes.map { $0.1 }.reduce(0, +))
// expect: 0.0 0 0.0
// expect: 0.0
// expect: 0.0
// expect: 0
// expect: 0.0 0.0
// expect: 0.0 -1.0
// expect: 0.0
// expect: mean: 0.0
// expect: 0
// expect: 0.0 0.0 1.0
// expect: 0.0
// expect: 0 0
// expect: 0.0 0.0 1.5 0.0 1.5
// expect: Array<Double> Array<Int> Array<Double>
// expect: 0.0 0.0
// expect: 0.0
