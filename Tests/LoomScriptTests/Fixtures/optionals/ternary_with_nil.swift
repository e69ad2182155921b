// `c ? x : nil` is an Optional even with nothing written around it: printed as one, matched by
// `let p?` and `nil`, and inside a tuple pattern.
let parts = ["users", "42"]
let first = parts.count > 0 ? parts[0] : nil
let third = parts.count > 2 ? parts[2] : nil
print(first as Any, third as Any)
for y in [first, third] {
    switch y {
    case let p?: print("some", p)
    case nil: print("none")
    }
}
switch (parts[0], parts.count > 1 ? Int(parts[1]) ?? 0 : nil) {
case (let s, let n?) where n > 40: print("match", s, n)
default: print("default")
}
let picked = parts.isEmpty ? nil : parts.count
print(picked as Any, (picked ?? 0) + 1)
// expect: Optional("users") nil
// expect: some users
// expect: none
// expect: match users 42
// expect: Optional(2) 3
