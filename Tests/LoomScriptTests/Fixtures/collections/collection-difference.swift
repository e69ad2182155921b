// difference(from:) finds the edits Swift finds (Myers' shortest script, read back from the
// end); iteration goes through removals from the highest offset, then insertions.
let before = ["a", "b", "c", "d", "e"]
let after = ["b", "c", "x", "d", "a"]
let diff = after.difference(from: before)
for change in diff {
    switch change {
    case let .remove(offset, element, _): print("- \(element)@\(offset)")
    case let .insert(offset, element, _): print("+ \(element)@\(offset)")
    }
}
print(diff.count, diff.removals.count, diff.insertions.count)
print(before.applying(diff)! == after)
for change in diff.inferringMoves() {
    if case let .remove(offset, element, to?) = change { print("move \(element) \(offset)->\(to)") }
}
let words = Array("stop"), other = Array("pots")
let letters = other.difference(from: words)
print(letters.count, String(words.applying(letters)!))
print("abc".difference(from: "abc").isEmpty)
let loose = ["X", "y"].difference(from: ["x", "Y", "z"]) { $0.lowercased() == $1.lowercased() }
print(loose.map { change -> String in
    switch change {
    case .insert(let o, let e, _): return "+\(e)\(o)"
    case .remove(let o, let e, _): return "-\(e)\(o)"
    }
})
print(diff.insertions)
// expect: - e@4
// expect: - a@0
// expect: + x@2
// expect: + a@4
// expect: 4 2 2
// expect: true
// expect: move a 0->4
// expect: 6 pots
// expect: true
// expect: ["-z2"]
// expect: [Swift.CollectionDifference<Swift.String>.Change.insert(offset: 2, element: "x", associatedWith: nil), Swift.CollectionDifference<Swift.String>.Change.insert(offset: 4, element: "a", associatedWith: nil)]
