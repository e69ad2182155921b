var name: String? = "Ann"
if let n = name { print("hi \(n)") } // expect: hi Ann
name = nil
print(name ?? "nobody") // expect: nobody
struct Box { var inner: Box2? }
struct Box2 { var value = 42 }
let b = Box(inner: Box2())
print(b.inner?.value as Any) // expect: Optional(42)
let e = Box(inner: nil)
print(e.inner?.value as Any) // expect: nil
let dict = ["a": 1]
print(dict["a"] as Any, dict["z"] as Any) // expect: Optional(1) nil
print(dict["a"]!) // expect: 1
let words = ["1", "x", "3"]
print(words.compactMap { Int($0) }) // expect: [1, 3]
var maybe: Int? = 5
if let m = maybe, m > 3 { print("big", m) } // expect: big 5
maybe = nil
print(maybe.map { $0 * 2 } as Any) // expect: nil
