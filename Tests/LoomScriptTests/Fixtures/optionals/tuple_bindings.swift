// `if let`/`guard let` with a tuple pattern unwrap an Optional tuple.
let stock = ["pears": 4, "figs": 1, "plums": 7]
if let (fruit, count) = stock.min(by: { $0.value < $1.value }) { print(fruit, count) } // expect: figs 1
func lookup(_ id: Int) -> (name: String, age: Int)? { id == 1 ? ("Ada", 36) : nil }
func describe(_ id: Int) -> String {
    guard let (name, age) = lookup(id) else { return "unknown" }
    return "\(name) \(age)"
}
print(describe(1), describe(2)) // expect: Ada 36 unknown
