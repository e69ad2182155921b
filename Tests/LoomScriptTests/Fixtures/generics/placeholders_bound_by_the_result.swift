let values: [String: Any] = ["n": 7, "s": "hi", "d": 2.5]
func get<T>(_ key: String) -> T? { values[key] as? T }
let v: Int? = get("n")
let w: String? = get("n")
let s: String? = get("s")
print(v as Any, w as Any, s as Any)
func read<T>(_ key: String, _ fallback: T) -> T { get(key) ?? fallback }
print(read("n", 0), read("x", "none"), read("d", 1.0))
struct Box { var store: [String: Any] = [:]
    func value<T>(for key: String, as type: T.Type = T.self) -> T? { store[key] as? T } }
let b = Box(store: ["k": [1, 2]])
let arr: [Int]? = b.value(for: "k")
print(arr as Any, b.value(for: "k", as: [String].self) as Any)
let total = (get("n") ?? 0) + 1
print(total)
// expect: Optional(7) nil Optional("hi")
// expect: 7 none 2.5
// expect: Optional([1, 2]) nil
// expect: 8
