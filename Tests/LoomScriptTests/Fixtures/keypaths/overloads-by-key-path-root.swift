// Overloads that differ in a key path parameter's root: the argument's root picks one.
struct A { var x = 1 }
struct B { var y = "b" }
func get<T>(_ kp: KeyPath<A, T>) -> String { "A:\(A()[keyPath: kp])" }
func get<T>(_ kp: KeyPath<B, T>) -> String { "B:\(B()[keyPath: kp])" }
let kp: KeyPath<A, Int> = \.x
print(get(kp), get(\B.y), get(\A.x))
// expect: A:1 B:b A:1
