// A method taken as a value by its bare name is called by position, without its labels.
struct Plant {
    var every: Int
    func isDue(day: Int) -> Bool { day % every == 0 }
    func label(for day: Int, loud: Bool) -> String { loud ? "WATER \(day)" : "water \(day)" }
}
let fern = Plant(every: 3)
let due = fern.isDue
let say = fern.label
print((1...9).filter(due), say(6, true), say(4, false))
final class Counter {
    var n = 0
    func add(amount: Int) { n += amount }
}
let c = Counter()
let bump = c.add
bump(2); bump(5)
print(c.n)
// expect: [3, 6, 9] WATER 6 water 4
// expect: 7
