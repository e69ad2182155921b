// switch in a result builder: each case is a leaf of Swift's buildEither tree (#19; expected output from swiftc)
@resultBuilder struct Path {
    static func buildBlock(_ parts: String...) -> String { parts.joined() }
    static func buildEither(first: String) -> String { "F(" + first + ")" }
    static func buildEither(second: String) -> String { "S(" + second + ")" }
}
func route(@Path _ make: () -> String) -> String { make() }
for n in 0..<5 {
    print(route {
        switch n {
        case 0: "a"
        case 1: "b"
        case 2: "c"
        case 3: "d"
        default: "e"
        }
    })
}
for flag in [true, false] {
    print(route {
        switch flag {
        case true: "yes"
        case false: "no"
        }
    })
}

// expect: F(F(F(a)))
// expect: F(F(S(b)))
// expect: F(S(F(c)))
// expect: F(S(S(d)))
// expect: S(e)
// expect: F(yes)
// expect: S(no)
