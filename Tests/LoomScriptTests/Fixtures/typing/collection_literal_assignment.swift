// Assigning an array or dictionary literal to a variable of a script type that is expressible
// by one makes the value with the type's literal initializer, as declaring it does (it stayed
// an array, and `[]` became nothing the type knew).
struct Bag: ExpressibleByArrayLiteral {
    var count: Int
    init(arrayLiteral elements: Int...) { count = elements.count }
}
struct Table: ExpressibleByDictionaryLiteral {
    var keys: [String]
    init(dictionaryLiteral elements: (String, Int)...) { keys = elements.map { $0.0 } }
}
var bag: Bag = [1]
bag = [1, 2, 3]
print(bag.count)
bag = []
print(bag.count)
var table: Table = ["a": 1]
table = ["b": 2, "c": 3]
print(table.keys)
func refill() -> Int {
    var local: Bag = [7]
    local = [1, 2]
    return local.count
}
print(refill())
var numbers = [1, 2]
numbers = []
print(numbers, numbers.isEmpty)

// Output, as printed by swiftc:
// expect: 3
// expect: 0
// expect: ["b", "c"]
// expect: 2
// expect: [] true
