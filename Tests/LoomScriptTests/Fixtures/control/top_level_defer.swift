// A top-level `defer` runs when the rest of the top-level code is done, as in a `main.swift`,
// the last one written first.
defer { print("last") }
defer { print("second to last") }
func greet() -> String { defer { print("(greeted)") }; return "hello" }
print(greet())

// Output, as printed by swiftc:
// expect: (greeted)
// expect: hello
// expect: second to last
// expect: last
