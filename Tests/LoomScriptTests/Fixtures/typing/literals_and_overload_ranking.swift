// A Strideable type is Comparable through distance(to:); an array literal beside a Set is a
// Set; an empty variadic list ranks below a default argument; a script's String subscripts
// over Int offsets.
struct Day: Strideable {
    let n: Int
    func distance(to other: Day) -> Int { other.n - n }
    func advanced(by k: Int) -> Day { Day(n: n + k) }
}
print([Day(n: 3), Day(n: 1), Day(n: 2)].sorted().map(\.n), Day(n: 1) < Day(n: 2), Day(n: 5) >= Day(n: 9))
print(Day(n: 1)...Day(n: 3) ~= Day(n: 2), [Day(n: 4), Day(n: 7)].max()!.n)

let s = Set([2, 1])
print(s == [1, 2], s != [3], [1, 2] == s)
var tags: Set<String> = ["a"]
tags.formUnion(["b"])
print(tags == ["b", "a"])

func make(capacity: Int = 4) -> String { "default \(capacity)" }
func make(values: Int...) -> String { "variadic \(values)" }
print(make(), make(values: 1, 2))

extension String {
    subscript(offset: Int) -> Character { self[index(startIndex, offsetBy: offset)] }
    subscript(r: Range<Int>) -> Substring {
        let lo = index(startIndex, offsetBy: r.lowerBound)
        return self[lo..<index(lo, offsetBy: r.count)]
    }
}
let word = "swiftly"
print(word[1..<4], word[0], word[word.startIndex], word[word.index(after: word.startIndex)...])
// expect: [1, 2, 3] true false
// expect: true 7
// expect: true true true
// expect: true
// expect: default 4 variadic [1, 2]
// expect: wif s s wiftly
