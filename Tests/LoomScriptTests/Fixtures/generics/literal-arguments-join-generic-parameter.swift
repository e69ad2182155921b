// Arguments bound to one generic parameter join: a literal whose type only its digits say
// takes the type another argument gives that parameter.
func total<C: Collection>(_ a: C, _ b: C) -> String { "\(a.count + b.count) \(C.self)" }
print(total([Int8(3), 4], [4]))
print(total([2.5], [1]))
func same<T: Equatable>(_ a: T, _ b: T) -> String { "\(a == b) \(T.self)" }
print(same(2.5, 2), same(Float(2), 2), same(UInt8(7), 7), same(3, 3))
func pair<T>(_ a: T, _ b: T) -> [T] { [a, b] }
print(pair([1.5], [2]), type(of: pair(Int8(1), 2)), pair(1, 2))
// expect: 3 Array<Int8>
// expect: 2 Array<Double>
// expect: false Double true Float true UInt8 true Int
// expect: [[1.5], [2.0]] Array<Int8> [1, 2]
