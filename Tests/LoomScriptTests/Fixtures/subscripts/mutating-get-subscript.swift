// A subscript's `mutating get` keeps what it changes, like a property's mutating getter.
struct Memo {
    var hits = 0, misses = 0
    var cache: [Int: Int] = [:]
    subscript(square n: Int) -> Int {
        mutating get {
            if let v = cache[n] { hits += 1; return v }
            misses += 1
            cache[n] = n * n
            return n * n
        }
    }
    subscript(n: Int) -> Int { mutating get { hits += 100; return n } }
}
var m = Memo()
print(m[square: 4], m[square: 4], m[square: 5], m[7])
print(m.hits, m.misses, m.cache.count)
struct Box { var memo = Memo() }
var b = Box()
_ = b.memo[square: 2]
_ = b.memo[square: 2]
print(b.memo.hits, b.memo.misses)
// expect: 16 16 25 7
// expect: 101 2 2
// expect: 1 1
