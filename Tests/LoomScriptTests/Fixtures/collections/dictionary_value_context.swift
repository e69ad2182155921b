// Assigning through a dictionary subscript: the value takes the dictionary's written value type.
enum Loan { case available, lent(to: String) }
var loans: [Int: Loan] = [:]
loans[1] = .available
loans[2] = .lent(to: "Ada")
print(loans.count, loans[2].map { "\($0)" } ?? "-") // expect: 2 lent(to: "Ada")
var routes: [String: (dist: Int, via: String?)] = [:]
routes["home"] = (4, "park")
routes["work"] = (9, nil)
print(routes["home"]!.dist, routes["home"]!.via ?? "-", routes["work"]!.via ?? "direct") // expect: 4 park direct
struct Shelf { var slots: [String: Loan] = [:] }
var shelf = Shelf()
shelf.slots["A1"] = .available
print(shelf.slots.keys.sorted()) // expect: ["A1"]
