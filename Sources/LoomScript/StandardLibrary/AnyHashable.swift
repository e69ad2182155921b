/// `AnyHashable(x)`: a hashable value with its type erased, as heterogeneous dictionaries and
/// sets key by it. Loom's values already compare and hash across types, so the erased value is
/// the value itself, and it prints as it does (`AnyHashable(1)` prints `1`, as in Swift).
extension NativeRegistry {
    func installAnyHashable() {
        nativeType("AnyHashable", conformances: ["Hashable"]) { t in
            t.initializer("init(_ base: Any)") { c in c.value(0) }
        }
    }
}
