// In a collection literal with no written type, one element's type gives the implicit members
// beside it theirs — the first element's, or a later one's when an implicit member comes first.
enum Level: String { case low, mid, high }
let levels = [Level.low, .high]
let backwards = [.mid, Level.low]
let byName = ["calm": Level.low, "loud": .high]
let named = ["first": .mid, "second": Level.high]
print(levels, backwards)
print(byName.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.rawValue)" })
print(named.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

// Output, as printed by swiftc:
// expect: [main.Level.low, main.Level.high] [main.Level.mid, main.Level.low]
// expect: ["calm=low", "loud=high"]
// expect: ["first=mid", "second=high"]
