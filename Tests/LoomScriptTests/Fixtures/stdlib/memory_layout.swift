// `MemoryLayout.size(ofValue:)`, `stride(ofValue:)` and `alignment(ofValue:)`: Swift's layout on
// a 64-bit platform (an Optional adds a tag byte unless its payload has spare bits).
func show<T>(_ value: T) {
    print(MemoryLayout.size(ofValue: value), MemoryLayout.stride(ofValue: value), MemoryLayout.alignment(ofValue: value))
}
show(1); show(Int8(1)); show(Int16(1)); show(Int32(1)); show(UInt64(1)); show(2.5); show(Float(2.5)); show(true)
// expect: 8 8 8
// expect: 1 1 1
// expect: 2 2 2
// expect: 4 4 4
// expect: 8 8 8
// expect: 8 8 8
// expect: 4 4 4
// expect: 1 1 1
show("s"); show("c" as Character); show([1]); show([1: 2]); show(Set([1]))
// expect: 16 16 8
// expect: 16 16 8
// expect: 8 8 8
// expect: 8 8 8
// expect: 8 8 8
// Optionals directly: a generic parameter would not keep them wrapped in Loom yet.
let (oi, o8, of, ob, os): (Int?, Int8?, Float?, Bool?, String?) = (1, 1, 1, true, "s")
print(MemoryLayout.size(ofValue: oi), MemoryLayout.stride(ofValue: oi), MemoryLayout.alignment(ofValue: oi)) // expect: 9 16 8
print(MemoryLayout.size(ofValue: o8), MemoryLayout.size(ofValue: of), MemoryLayout.stride(ofValue: of), MemoryLayout.size(ofValue: ob), MemoryLayout.size(ofValue: os)) // expect: 2 5 8 1 16
show((1, true)); show((true, 1))
// expect: 9 16 8
// expect: 16 16 8
struct P { var a: Bool; var b: Int; var c: Bool }
struct Q { var name: String? = nil; var n: Int32 = 0 }
final class C {}
show(P(a: true, b: 1, c: false)); show(Q()); show(C())
// expect: 17 24 8
// expect: 20 24 8
// expect: 8 8 8
let op: P? = P(a: true, b: 1, c: false)
print(MemoryLayout.size(ofValue: op), MemoryLayout.stride(ofValue: op)) // expect: 17 24
print(MemoryLayout.size(ofValue: 3), MemoryLayout.stride(ofValue: Int8(3)), MemoryLayout.alignment(ofValue: "s")) // expect: 8 1 8
