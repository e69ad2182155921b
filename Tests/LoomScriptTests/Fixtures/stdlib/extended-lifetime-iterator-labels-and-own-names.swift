// Small things library code uses: withExtendedLifetime, AnyIterator's element labels from its
// written type, a range of implicit members where a numeric range is wanted, a program's own
// `Binding` and `@propertyWrapper struct Environment` (no SwiftUI here).
final class Handle { let id: Int; init(_ id: Int) { self.id = id }; deinit { print("release", id) } }
var h: Handle? = Handle(1)
withExtendedLifetime(h) { print("using") }
print(withExtendedLifetime(h!) { $0.id * 10 })
h = nil

func pairs() -> AnyIterator<(index: Int, square: Int)> {
    var i = 0
    return AnyIterator {
        i += 1
        return i <= 3 ? (i, i * i) : nil
    }
}
print(pairs().map(\.square))
let fixed = AnyIterator<(a: Int, b: String)> { (1, "one") }
print(fixed.next()!.b)

func width(_ r: ClosedRange<UInt8>) -> Int { Int(r.upperBound) - Int(r.lowerBound) }
let signed: ClosedRange<Int8> = .min ... .max
print(width(.min ... .max), signed)

final class Binding<Value> {
    private let read: () -> Value
    init(get: @escaping () -> Value) { read = get }
    var value: Value { read() }
}
let b: Binding<Int> = Binding(get: { 42 })
print(b.value)
// expect: using
// expect: 10
// expect: release 1
// expect: [1, 4, 9]
// expect: one
// expect: 255 -128...127
// expect: 42
