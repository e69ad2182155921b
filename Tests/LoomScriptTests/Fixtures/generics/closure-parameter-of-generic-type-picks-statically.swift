// Inside a generic function, a closure's `$0` over a `T?` or `[T]` is a `T`: overloads are
// chosen as Swift chose them when compiling the body, not by what `T` holds at run time.
func format(_ v: Int) -> String { "int \(v)" }
func format<T>(_ v: T) -> String { "generic \(T.self) \(v)" }
func format<T: StringProtocol>(_ v: T) -> String { "text '\(v)'" }
func format<T>(_ v: T?) -> String { v.map { "some(\(format($0)))" } ?? "none of \(T.self)" }
func formatAll<T>(_ xs: [T]) -> [String] { xs.map { format($0) } }
func labels<T: StringProtocol>(_ xs: [T]) -> [String] { xs.map { format($0) } }
print(format(Optional(5)), "|", format(Optional("s")), "|", format(Optional<Double>.none))
print(formatAll([1, 2]), formatAll(["a"]), labels(["b", "c"]))
print(format(3), format("x"), format(2.5))
// expect: some(generic Int 5) | some(generic String s) | none of Double
// expect: ["generic Int 1", "generic Int 2"] ["generic String a"] ["text \'b\'", "text \'c\'"]
// expect: int 3 text 'x' generic Double 2.5
