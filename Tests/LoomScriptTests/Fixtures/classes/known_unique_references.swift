// isKnownUniquelyReferenced answers from where the script keeps the reference: a variable alone,
// a variable beside a copy, an Optional.
final class Buffer { var items: [Int] = [] }
var a = Buffer()
print(isKnownUniquelyReferenced(&a))
var b = a
print(isKnownUniquelyReferenced(&a), isKnownUniquelyReferenced(&b))
b = Buffer()
print(isKnownUniquelyReferenced(&a))
var maybe: Buffer? = Buffer()
print(isKnownUniquelyReferenced(&maybe))

// expect: true
// expect: false false
// expect: true
// expect: true
