// hashValue is what a Hasher fed the value finalizes to: a custom hash(into:) decides it.
struct Version: Hashable {
    let number: Int
    let build: String   // not part of identity
    static func == (l: Version, r: Version) -> Bool { l.number == r.number }
    func hash(into h: inout Hasher) { h.combine(number) }
}
let a = Version(number: 1, build: "x"), b = Version(number: 1, build: "y")
print(a == b, a.hashValue == b.hashValue, Set([a, b]).count)
var h = Hasher(); h.combine(1)
print(h.finalize() == 1.hashValue, a.hashValue == 1.hashValue)
var h2 = Hasher(); a.hash(into: &h2)
var h3 = Hasher(); h3.combine(a)
print(h2.finalize() == a.hashValue, h3.finalize() == a.hashValue)
print("x".hashValue == "x".hashValue, [1, 2].hashValue == [1, 2].hashValue)
// expect: true true 1
// expect: true true
// expect: true true
// expect: true true
