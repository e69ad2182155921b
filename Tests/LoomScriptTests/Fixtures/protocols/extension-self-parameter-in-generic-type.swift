// A protocol extension's `Self` parameter is the receiver's type, also when the method is
// called on a placeholder's value inside another generic type.
protocol Mergeable { func merged(_ o: Self) -> Self }
extension Mergeable {
    func twice() -> Self { merged(self) }
    func folded(with others: [Self]) -> Self { others.reduce(self) { $0.merged($1) } }
    func interpolated(to other: Self) -> Self { merged(other) }
}
struct Tally: Mergeable { var n: Int; func merged(_ o: Tally) -> Tally { Tally(n: n + o.n) } }
struct Track<V: Mergeable> {
    var keys: [V]
    func between(_ i: Int) -> V { keys[i].interpolated(to: keys[i + 1]) }
    func all() -> V { keys[0].folded(with: Array(keys.dropFirst())) }
    func doubled(_ i: Int) -> V { keys[i].twice() }
}
let t = Track(keys: [Tally(n: 1), Tally(n: 10), Tally(n: 100)])
print(t.between(0).n, t.between(1).n, t.all().n, t.doubled(2).n)
// expect: 11 110 111 200
