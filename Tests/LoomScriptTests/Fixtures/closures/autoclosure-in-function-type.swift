// A function type's @autoclosure parameter: calls of a closure of that type pass their argument unevaluated.
func run(_ log: (@autoclosure () -> String) -> Void) {
    for i in 1...2 { log("item \(i)") }
}
var count = 0
run { msg in count += 1; print(msg()) }
var evaluated = 0
func expensive() -> String { evaluated += 1; return "costly" }
let maybeLog: (Bool, @autoclosure () -> String) -> Void = { on, text in if on { print(text()) } }
maybeLog(false, expensive())
maybeLog(true, expensive())
print("count:", count, "evaluated:", evaluated)
// expect: item 1
// expect: item 2
// expect: costly
// expect: count: 2 evaluated: 1
