// A copy-on-write type's own mutating methods named like String's (`append`, `insert`,
// `removeAll`) run on the value in its storage, also when it is CustomStringConvertible.
final class Storage { var items: [String] = [] }
struct Log: CustomStringConvertible {
    private var storage = Storage()
    private(set) var copies = 0
    private mutating func unique() {
        if !isKnownUniquelyReferenced(&storage) {
            let fresh = Storage()
            fresh.items = storage.items
            storage = fresh
            copies += 1
        }
    }
    mutating func append(_ s: String) { unique(); storage.items.append(s) }
    mutating func insert(_ s: String) { unique(); storage.items.insert(s, at: 0) }
    mutating func removeAll() { unique(); storage.items.removeAll() }
    var description: String { "Log\(storage.items)" }
}
var log = Log()
log.append("x"); log.append("y"); log.insert("w")
print(log, log.copies)
var other = log
other.append("z")
print(log, other, log.copies, other.copies)
other.removeAll()
print(other, other.copies)
// expect: Log["w", "x", "y"] 0
// expect: Log["w", "x", "y"] Log["w", "x", "y", "z"] 0 1
// expect: Log[] 1
