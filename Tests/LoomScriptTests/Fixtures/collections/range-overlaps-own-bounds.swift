// overlaps and clamped on ranges of a program's own Comparable or Strideable bounds.
struct Day: Strideable, CustomStringConvertible {
    let n: Int
    func distance(to o: Day) -> Int { o.n - n }
    func advanced(by k: Int) -> Day { Day(n: n + k) }
    var description: String { "d\(n)" }
}
struct Grade: Comparable { let v: Int; static func < (a: Grade, b: Grade) -> Bool { a.v < b.v } }
let stay = Day(n: 1)..<Day(n: 4)
print(stay.overlaps(Day(n: 3)..<Day(n: 5)), stay.overlaps(Day(n: 4)..<Day(n: 6)), stay.count)
print(stay.clamped(to: Day(n: 2)..<Day(n: 9)))
let band = Grade(v: 1)...Grade(v: 4)
print(band.overlaps(Grade(v: 4)...Grade(v: 6)), band.overlaps(Grade(v: 5)...Grade(v: 6)), band.contains(Grade(v: 2)))
// expect: true false 3
// expect: d2..<d4
// expect: true false true
