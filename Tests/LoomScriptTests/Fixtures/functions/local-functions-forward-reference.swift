// Local functions are visible from the start of their block: two may call each other.
func classify(_ n: Int) -> [String] {
    func isEven(_ k: Int) -> Bool { k == 0 ? true : isOdd(k - 1) }
    func isOdd(_ k: Int) -> Bool { k == 0 ? false : isEven(k - 1) }
    var out: [String] = []
    for k in 0..<n {
        func label() -> String { isEven(k) ? "even" : "odd" }
        out.append("\(k) \(label())")
    }
    if n > 2 {
        func twice(_ k: Int) -> Int { inc(k) * 2 }
        func inc(_ k: Int) -> Int { k + 1 }
        out.append("twice \(twice(n))")
    }
    return out
}
print(classify(4))
// expect: ["0 even", "1 odd", "2 even", "3 odd", "twice 10"]
