// `extension Optional where Wrapped: …` gives Optionals members, nil or not.
extension Optional where Wrapped: Collection {
    var isNilOrEmpty: Bool { self?.isEmpty ?? true }
}
extension Optional {
    func or(_ fallback: Wrapped) -> Wrapped { self ?? fallback }
}
let none: [Int]? = nil
let some: [Int]? = [1]
let empty: String? = ""
print(none.isNilOrEmpty, some.isNilOrEmpty, empty.isNilOrEmpty, Optional("a").isNilOrEmpty)
let n: Int? = nil
print(n.or(7), Optional(3).or(7))
// expect: true false true false
// expect: 7 3
