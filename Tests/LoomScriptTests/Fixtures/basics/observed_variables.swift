// `willSet`/`didSet` on a global or local variable run when it is assigned (compound
// assignments too), and read the variable as it is then.
var total = 0 {
    willSet { print("total will be", newValue) }
    didSet { print("total was", oldValue, "now", total) }
}
total = 3
total += 2
func countdown() {
    var n = 3 { didSet(previous) { print("n:", previous, "->", n) } }
    while n > 0 { n -= 1 }
    print("done", n)
}
countdown()
var log: [String] = [] { didSet { print("log has", log.count) } }
log.append("a")
log = log + ["b", "c"]
print(total, log)
// expect: total will be 3
// expect: total was 0 now 3
// expect: total will be 5
// expect: total was 3 now 5
// expect: n: 3 -> 2
// expect: n: 2 -> 1
// expect: n: 1 -> 0
// expect: done 0
// expect: log has 1
// expect: log has 3
// expect: 5 ["a", "b", "c"]
