// An extension method named like a standard property does not hide the property when it is read.
extension String {
    func count(of c: Character) -> Int { filter { $0 == c }.count }
}
extension Array {
    func count(where matches: (Element) -> Bool) -> Int { filter(matches).count }
    func first(_ n: Int) -> [Element] { Array(prefix(n)) }
}
let word = "mississippi"
print(word.count, word.count(of: "s"), word.count(of: "p"))
let xs = [4, 8, 15, 16, 23, 42]
print(xs.count, xs.count { $0.isMultiple(of: 2) }, xs.first ?? 0, xs.first(2))
// expect: 11 4 2
// expect: 6 4 4 [4, 8]
