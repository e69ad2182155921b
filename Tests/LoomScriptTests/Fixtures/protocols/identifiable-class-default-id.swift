// A class that adopts Identifiable without an id is identified by its object.
final class Session: Identifiable { var name: String; init(_ n: String) { name = n } }
struct Tab: Identifiable { let id: Int }
let a = Session("a"), b = Session("b"), a2 = a
print(a.id == b.id, a.id == a2.id, type(of: a.id), Tab(id: 3).id)
let byID = Dictionary(uniqueKeysWithValues: [a, b].map { ($0.id, $0.name) })
print(byID[b.id]!, byID.count)
// expect: false true ObjectIdentifier 3
// expect: b 2
