enum ParseError: Error {
    case empty
    case bad(String)
}
func parse(_ s: String) throws -> Int {
    guard !s.isEmpty else { throw ParseError.empty }
    guard let n = Int(s) else { throw ParseError.bad(s) }
    return n
}
do {
    print(try parse("12")) // expect: 12
    print(try parse("x1"))
} catch ParseError.bad(let s) {
    print("bad input \(s)") // expect: bad input x1
} catch {
    print("other \(error)")
}
do {
    _ = try parse("")
} catch let e as ParseError {
    print("parse error: \(e)") // expect: parse error: empty
}
print((try? parse("7")) ?? -1, (try? parse("q")) ?? -1) // expect: 7 -1
func wrapped() throws -> Int { try parse("3") + 1 }
print(try! wrapped()) // expect: 4

func cleanup() -> String {
    var log: [String] = []
    defer { print("deferred, log was \(log)") }
    log.append("work")
    return "done"
}
print(cleanup())
// expect: deferred, log was ["work"]
// expect: done

func classify(_ n: Int) -> [String] {
    var out: [String] = []
    switch n {
    case 0:
        out.append("zero")
        fallthrough
    case 1:
        out.append("small")
    case 2...9:
        out.append("digit")
    default:
        out.append("big")
    }
    return out
}
print(classify(0), classify(1), classify(5), classify(50)) // expect: ["zero", "small"] ["small"] ["digit"] ["big"]

struct Lazy {
    lazy var expensive: Int = { print("computing"); return 42 }()
}
var l = Lazy()
print("before") // expect: before
print(l.expensive) // expect: computing
// expect: 42
print(l.expensive) // expect: 42
