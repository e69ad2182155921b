// A script collection's algorithms use its position subscript even beside another unlabelled
// one (`subscript(key: String)`); `reverse()` on its own MutableCollection; a generic subscript
// whose default argument names its placeholder, bound by the context or the argument.
struct Box {
    var names = ["x", "y", "z"]
    subscript(key: String) -> Int? { names.firstIndex(of: key) }
}
extension Box: RandomAccessCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { names.count }
    subscript(position: Int) -> String { names[position] }
}
let box = Box()
print(box.map { $0.uppercased() }, box["y"] as Any, box[2], Array(box.reversed()))
struct Trio: RandomAccessCollection, MutableCollection {
    var items = [1, 2, 3]
    var startIndex: Int { 0 }
    var endIndex: Int { items.count }
    subscript(i: Int) -> Int { get { items[i] } set { items[i] = newValue } }
}
var t = Trio()
t.reverse()
print(t.items)
struct Store {
    var values = ["n": "42", "pi": "3.5"]
    subscript<T: LosslessStringConvertible>(_ key: String, as type: T.Type = T.self) -> T? { values[key].flatMap(T.init) }
}
let s = Store()
let n: Int? = s["n"]
let pi: Double? = s["pi"]
print(n as Any, pi as Any, s["n", as: Double.self] as Any, s["pi", as: Int.self] as Any)
// expect: ["X", "Y", "Z"] Optional(1) z ["z", "y", "x"]
// expect: [3, 2, 1]
// expect: Optional(42) Optional(3.5) Optional(42.0) nil
