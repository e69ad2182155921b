protocol UnitDefinition: CaseIterable, CustomStringConvertible {}
enum Length: String, UnitDefinition {
    case mm, cm, m
    var description: String { rawValue.uppercased() }
}
print(Length.allCases, Length.allCases.count)
var a = [1, 2, 3, 4, 5]
a.removeSubrange(3...)
var b = [1, 2, 3, 4, 5]
b.removeSubrange(..<2)
var c = [1, 2, 3, 4, 5]
c.replaceSubrange(..<2, with: [9])
var d = [1, 2, 3, 4, 5]
d.removeSubrange(...1)
print(a, b, c, d)
func show(_ xs: [String]) -> String { xs.joined(separator: ",") }
let words = ["a", "b", "c", "d"]
print(show(words.suffix(2)), show(words.suffix(9)))
func firstTwo(_ xs: [Int]) -> ArraySlice<Int> {
    if xs.count < 2 { return [] }
    return xs[0..<2]
}
print(firstTwo([1]), firstTwo([4, 5, 6]), firstTwo([7, 8]).startIndex)
// expect: [MM, CM, M] 3
// expect: [1, 2, 3] [3, 4, 5] [9, 3, 4, 5] [3, 4, 5]
// expect: c,d a,b,c,d
// expect: [] [4, 5] 0
