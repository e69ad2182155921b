// Casts and `is` against a protocol composition check every protocol in it.
protocol Item { var name: String { get } }
protocol Renewable { var renewals: Int { get } }
struct Book: Item, Renewable { let name: String; var renewals: Int { 2 } }
struct Disc: Item { let name: String }
let items: [any Item] = [Book(name: "Dune"), Disc(name: "Alien")]
for item in items {
    if let r = item as? any Item & Renewable { print(r.name, r.renewals) } else { print(item.name, "not renewable") }
    print(item is Item & Renewable, item is any Item)
}
let first = items[0] as! any Item & Renewable
print(first.renewals)
// expect: Dune 2
// expect: true true
// expect: Alien not renewable
// expect: false true
// expect: 2
