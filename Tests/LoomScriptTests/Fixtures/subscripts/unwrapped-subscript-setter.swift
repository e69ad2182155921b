// Assigning through a subscript of an unwrapped class reference runs only the setter.
final class Cache {
    private var store: [String: Int] = [:]
    var reads = 0, writes = 0
    subscript(key: String) -> Int? {
        get { reads += 1; return store[key] }
        set { writes += 1; store[key] = newValue }
    }
}
var cache: Cache? = Cache()
cache!["a"] = 1
cache?["b"] = 2
cache?["a"] = nil
print(cache!.reads, cache!.writes, cache!["b"] ?? -1, cache!.reads)
var none: Cache? = nil
none?["x"] = 3
print(none == nil)
// expect: 0 3 2 1
// expect: true
