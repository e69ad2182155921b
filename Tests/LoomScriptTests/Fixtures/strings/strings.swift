let name = "World"
let n = 3
print("Hello \(name), \(n + 1) times, \(2.5)") // expect: Hello World, 4 times, 2.5
print("a" + "b", "abc".count, "abc".uppercased()) // expect: ab 3 ABC
print("x\ty\\z\"q\"") // expect: x	y\z"q"
print(["a\"b"]) // expect: ["a\"b"]
var s = "ab"
s += "cd"
print(s, s.hasPrefix("ab"), s.reversed().map { String($0) }.joined()) // expect: abcd true dcba
print(String(repeating: "-", count: 3)) // expect: ---
print("a,b,c".split(separator: ",")) // expect: ["a", "b", "c"]
print(String(3.0), Int("42") as Any) // expect: 3.0 Optional(42)
print("\(Optional(1))") // expect: Optional(1)
