// A `lazy var` is reflected as Swift stores it: `$__lazy_storage_$_name`, an Optional that is nil
// until the property is first read (print, dump and String(reflecting:) alike).
struct Probe { let id: Int; lazy var tag: String = "probe/\(id)" }
var probe = Probe(id: 1)
print(probe)
dump(probe)
print(probe.tag)
print(probe)
dump(probe)

final class Cache {
    var hits = 0
    lazy var table: [Int] = [1, 2]
}
let cache = Cache()
dump(cache)
_ = cache.table
_ = dump(cache)
// expect: Probe(id: 1, $__lazy_storage_$_tag: nil)
// expect: ▿ main.Probe
// expect:   - id: 1
// expect:   - $__lazy_storage_$_tag: nil
// expect: probe/1
// expect: Probe(id: 1, $__lazy_storage_$_tag: Optional("probe/1"))
// expect: ▿ main.Probe
// expect:   - id: 1
// expect:   ▿ $__lazy_storage_$_tag: Optional("probe/1")
// expect:     - some: "probe/1"
// expect: ▿ main.Cache #0
// expect:   - hits: 0
// expect:   - $__lazy_storage_$_table: nil
// expect: ▿ main.Cache #0
// expect:   - hits: 0
// expect:   ▿ $__lazy_storage_$_table: Optional([1, 2])
// expect:     ▿ some: 2 elements
// expect:       - 1
// expect:       - 2
