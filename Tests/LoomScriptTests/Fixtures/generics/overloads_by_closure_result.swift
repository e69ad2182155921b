// Overloads that differ only in what a closure argument returns (an `Item` of integers or of
// floating-point values): the one the closure's result fits runs, as swiftc picks it by the
// closure's type.
struct Item<V: Numeric> { var value: V; var name: String }
struct Chart {
    var values: [Double] = []
    var kind = ""
    init<Data>(_ data: [Data], content: (Data) -> Item<some BinaryInteger>) {
        values = data.map { Double(content($0).value) }
        kind = "integer"
    }
    init<Data>(_ data: [Data], content: (Data) -> Item<some BinaryFloatingPoint>) {
        values = data.map { Double(content($0).value) }
        kind = "floating"
    }
}
struct Sale { var amount: Int; var share: Double }
let sales = [Sale(amount: 3, share: 0.5), Sale(amount: 5, share: 0.25)]
let byAmount = Chart(sales) { Item(value: $0.amount, name: "a") }
let byShare = Chart(sales) { Item(value: $0.share, name: "b") }
let doubled = Chart(sales) { sale in Item(value: sale.amount * 2, name: "c") }
let literal = Chart(sales) { _ in Item(value: 1, name: "d") }
print(byAmount.kind, byAmount.values, byShare.kind, byShare.values)
print(doubled.kind, doubled.values, literal.kind, literal.values)
// expect: integer [3.0, 5.0] floating [0.5, 0.25]
// expect: integer [6.0, 10.0] integer [1.0, 1.0]
