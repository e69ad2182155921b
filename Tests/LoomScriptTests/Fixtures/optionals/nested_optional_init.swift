// Optional(x) always adds a level, as Swift's initializer does: Optional(Optional(2)) is an Int??,
// Optional of a nil Int? is Optional(nil), and a context of one level takes one.
print(Optional(Optional(2)) as Any)
let twice: Int?? = Optional(Optional(2))
print(twice as Any, twice!! + 1)
let three: Int? = 3
print(Optional(three) as Any)
let none: Int? = nil
let wrapped = Optional(none)
print(wrapped as Any, wrapped == nil, wrapped! == nil)
let once: Int? = Optional(3)
print(once as Any, Optional(3) as Any, Optional("a").map { $0 + "b" } as Any)
if let outer = Optional(Optional(7)), let inner = outer { print(inner) }
print(Optional.some(4) as Any, Optional<Int>(5)!)

// Output, as printed by swiftc:
// expect: Optional(Optional(2))
// expect: Optional(Optional(2)) 3
// expect: Optional(Optional(3))
// expect: Optional(nil) false true
// expect: Optional(3) Optional(3) Optional("ab")
// expect: 7
// expect: Optional(4) 5
