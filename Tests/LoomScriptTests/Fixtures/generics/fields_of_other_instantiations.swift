struct Box<T> { var item: T }
func make<T, U>(_ a: Box<T>, _ u: U) -> U {
    var b = Box<U>(item: u)
    b.item = u
    var boxes = [Box<U>(item: u)]
    boxes[0].item = u
    return b.item
}
print(make(Box(item: 1), "s"), make(Box(item: "x"), 2.5))
struct Pair<T> {
    var left: T, right: T
    func swapped<V>(_ v: V) -> Pair<V> { var p = Pair<V>(left: v, right: v); p.right = v; return p }
}
print(Pair(left: 1, right: 2).swapped("z").right)
// expect: s 2.5
// expect: z
