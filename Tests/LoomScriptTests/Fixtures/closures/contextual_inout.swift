// A closure whose parameter is inout only by its context — the written type of the variable
// it is stored in, or of the parameter it is passed to — still writes back through `&`.
let add: (inout Int, Int) -> Void = { $0 += $1 }
var total = 1
add(&total, 41)

func apply(_ times: Int, _ step: (inout [String]) -> Void) -> [String] {
    var log: [String] = []
    for _ in 0..<times { step(&log) }
    return log
}
let log = apply(3) { $0.append("tick \($0.count)") }

struct Counter { var hits = 0 }
let bump: (inout Counter) -> Void = { counter in counter.hits += 2 }
var c = Counter()
bump(&c)
bump(&c)
print(total, log, c.hits)

// Output, as printed by swiftc:
// expect: 42 ["tick 0", "tick 1", "tick 2"] 4
