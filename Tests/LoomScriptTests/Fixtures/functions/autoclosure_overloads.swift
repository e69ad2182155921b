// An `@autoclosure` parameter takes a value of its result type, also beside an overload of the
// same name that takes something else; the argument is evaluated only if the body calls it.
func check(_ condition: Bool, _ message: @autoclosure () -> String) { if !condition { print("failed:", message()) } }
func check(_ condition: Bool, _ code: Int) { if !condition { print("failed with code", code) } }
func expensive() -> String { print("(computing)"); return "details" }
check(true, expensive())
check(false, expensive())
check(false, 7)
let maybe: Int? = nil
func value(_ flag: Bool, _ x: @autoclosure () -> Int) -> Int { flag ? x() : 0 }
func value(_ flag: Bool, _ name: String) -> Int { -1 }
print(value(maybe != nil, maybe!), value(true, "n"))

// Output, as printed by swiftc:
// expect: (computing)
// expect: failed: details
// expect: failed with code 7
// expect: 0 -1
