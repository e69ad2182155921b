// `let y: Int?` declared without a value is not nil yet: it is given one later, once, in every
// path (a `do` and its `catch`), as with any other `let`.
struct Failure: Error {}
func load(_ ok: Bool) throws -> Int { if ok { return 7 }; throw Failure() }
let y: Int?
do { y = try load(false) } catch { y = nil }
let z: String?
if Bool.random() || true { z = "set" } else { z = nil }
print(y as Any, z as Any)
func pick(_ flag: Bool) -> Int? {
    let chosen: Int?
    if flag { chosen = 1 } else { chosen = nil }
    return chosen
}
print(pick(true) as Any, pick(false) as Any)
if #available(macOS 12, iOS 15, *) { print("available") } else { print("unavailable") }
// expect: nil Optional("set")
// expect: Optional(1) nil
// expect: available
