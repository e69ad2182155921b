// A script collection as the standard library sees it: refined protocols meet constraints,
// its slices and reversed view are Swift's types, zips of endless sequences stay lazy.
struct Ring: RandomAccessCollection, CustomStringConvertible {
    var items: [Int]
    var startIndex: Int { 0 }
    var endIndex: Int { items.count }
    subscript(i: Int) -> Int { items[i] }
    var description: String { "Ring\(items)" }
}
func firstTwo<C: Collection>(_ c: C) -> [C.Element] where C.Index == Int { [c[0], c[1]] }
let ring = Ring(items: [30, 40, 50, 60])
print(firstTwo(ring))
print(ring.reversed(), Array(ring.reversed()), ring.reversed().map { $0 / 10 })
print(ring.prefix(2), ring.suffix(1), ring.dropLast(3))
print(type(of: ring.prefix(2)), type(of: ring.reversed()), ring.prefix(while: { $0 < 45 }))
for x in ring.reversed().prefix(2) { print(x) }

struct Naturals: Sequence, IteratorProtocol {
    var n = 0
    mutating func next() -> Int? { n += 1; precondition(n < 1000, "ran away"); return n }
}
for (i, x) in zip(1..., Naturals()).dropFirst(3) {
    if i > 5 { break }
    print(i, x)
}
let erased = AnySequence([1, 2, 3])
print(erased.underestimatedCount, type(of: erased), Array(erased))

func kind(_ v: Any?) -> String {
    switch v {
    case nil: return "nil"
    case let i as Int: return "int \(i)"
    case is String: return "string"
    default: return "other"
    }
}
print(kind(3), kind("s"), kind(nil), kind(2.5))

class Box<T> { var value: T; init(_ v: T) { value = v } }
final class Tagged<T>: Box<T> { let tag: String; init(_ v: T, tag: String) { self.tag = tag; super.init(v) } }
let items: [Any] = [Box(5), Box("s"), Tagged("v", tag: "t")]
print(items.filter { $0 is Box<String> }.count, items.filter { $0 is Box<Int> }.count, items.compactMap { $0 as? Box<String> }.map(\.value))
print(ring.drop(while: { $0 < 45 }).count, Array(ring.drop(while: { $0 < 45 })))
// expect: [30, 40]
// expect: ReversedCollection<Ring>(_base: Ring[30, 40, 50, 60]) [60, 50, 40, 30] [6, 5, 4, 3]
// expect: Slice<Ring>(_startIndex: 0, _endIndex: 2, _base: Ring[30, 40, 50, 60]) Slice<Ring>(_startIndex: 3, _endIndex: 4, _base: Ring[30, 40, 50, 60]) Slice<Ring>(_startIndex: 0, _endIndex: 1, _base: Ring[30, 40, 50, 60])
// expect: Slice<Ring> ReversedCollection<Ring> Slice<Ring>(_startIndex: 0, _endIndex: 2, _base: Ring[30, 40, 50, 60])
// expect: 60
// expect: 50
// expect: 4 4
// expect: 5 5
// expect: 3 AnySequence<Int> [1, 2, 3]
// expect: int 3 string nil other
// expect: 2 1 ["s", "v"]
// expect: 2 [50, 60]
