// A method's generic parameter bound only by a same-type requirement on the receiver's
// `Element` (`where Element == Tag<T>`), used as a type and in an operator; an implicitly
// unwrapped function returned as a function.
struct Tag<T> { var name: String { "\(T.self)" } }
struct V<T> {
    var x: Int
    static func + (a: V, b: V) -> V { V(x: a.x + b.x) }
}
extension Array {
    func elementTag<T>() -> Tag<T> where Element == Tag<T> { Tag<T>() }
    func plusTen<T>() -> V<T> where Element == V<T> { self[0] + V<T>(x: 10) }
}
print([Tag<Int>()].elementTag().name, [Tag<String>()].elementTag().name, [V<Int>(x: 3)].plusTen().x)
func make<A>(_ body: @escaping (A) -> A) -> (A) -> A {
    var f: ((A) -> A)!
    f = body
    return f
}
print(make { (x: Int) in x + 1 }(41), make { (s: String) in s + "!" }("hi"))
struct Box<T> { var items: [T] }
func empty<T>() -> Box<T> { Box(items: []) }
let b: Box<Double> = empty()
print(type(of: b), b.items.count)
// expect: Int String 13
// expect: 42 hi!
// expect: Box<Double> 0
