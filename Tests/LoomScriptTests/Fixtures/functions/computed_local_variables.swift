// A computed variable declared in a function body is read through its getter and written
// through its setter, each time.
func readOnly() {
    let base = 4
    var doubled: Int { base * 2 }
    print(doubled, doubled + 1)
}
func readWrite() {
    var store = [1, 2, 3]
    var first: Int {
        get { store[0] }
        set { store[0] = newValue }
    }
    first += 10
    print(first, store)
    first = 0
    print(store)
}
func counting() -> Int {
    var reads = 0
    var tick: Int { reads += 1; return reads }
    _ = tick
    _ = tick
    return tick
}
readOnly()
readWrite()
print(counting())
// expect: 8 9
// expect: 11 [11, 2, 3]
// expect: [0, 2, 3]
// expect: 3
