// count and isEmpty on a lazy filter or map of a sequence that is no collection: the eager result's.
struct Evens: Sequence {
    let limit: Int
    func makeIterator() -> AnyIterator<Int> {
        var n = 0
        return AnyIterator { defer { n += 2 }; return n < limit ? n : nil }
    }
}
let evens = Evens(limit: 12)
print(evens.lazy.filter { $0 > 2 }.count, evens.lazy.map { $0 * $0 }.count)
print(evens.lazy.filter { $0 > 100 }.isEmpty, evens.lazy.filter { $0 == 4 }.isEmpty)
// expect: 4 6
// expect: true false
