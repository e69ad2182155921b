// A type declared to conform to a composition typealias conforms to each of its protocols.
protocol Named { var name: String { get } }
protocol Priced { var cents: Int { get } }
typealias Sellable = Named & Priced
struct Item: Sellable { let name: String; let cents: Int }
final class Bundle2: Sellable {
    let items: [Item]
    init(_ items: [Item]) { self.items = items }
    var name: String { items.map(\.name).joined(separator: "+") }
    var cents: Int { items.reduce(0) { $0 + $1.cents } * 9 / 10 }
}
func label(_ n: any Named) -> String { "<\(n.name)>" }
func total<P: Priced>(_ xs: [P]) -> Int { xs.reduce(0) { $0 + $1.cents } }
let tea = Item(name: "tea", cents: 250), cake = Item(name: "cake", cents: 400)
let all: [any Sellable] = [tea, cake, Bundle2([tea, cake])]
print(all.map { label($0) }, total([tea, cake]), all.map(\.cents))
print(tea is Named, (Bundle2([]) as Any) is Priced)
// expect: ["<tea>", "<cake>", "<tea+cake>"] 650 [250, 400, 585]
// expect: true true
