// Overloads taking T and T? with a constrained T: an Optional argument that meets the
// constraint through a conditional conformance still goes to the T? overload.
protocol Describable { var text: String { get } }
extension Int: Describable { var text: String { "int" } }
extension String: Describable { var text: String { "string" } }
extension Optional: Describable where Wrapped: Describable { var text: String { map(\.text) ?? "nothing" } }
func pick<T: Describable>(_ v: T) -> String { "T(\(v.text))" }
func pick<T: Describable>(_ v: T?) -> String { "T?(\(v?.text ?? "nil"))" }
let n: Int? = 5
let s: String? = nil
print(pick(5), pick(n), pick(Optional(5)), pick("a"), pick(s))
// expect: T(int) T?(int) T?(int) T(string) T?(nil)
