// A protocol extension may add an overload of a standard method; both stay callable.
extension Sequence {
    func sorted<T: Comparable>(by key: KeyPath<Element, T>, descending: Bool = false) -> [Element] {
        sorted { descending ? $0[keyPath: key] > $1[keyPath: key] : $0[keyPath: key] < $1[keyPath: key] }
    }
}
let words = ["pear", "fig", "banana"]
print(words.sorted(by: \.count), words.sorted(by: \.count, descending: true)) // expect: ["fig", "pear", "banana"] ["banana", "pear", "fig"]
print(words.sorted(), words.sorted(by: >)) // expect: ["banana", "fig", "pear"] ["pear", "fig", "banana"]
