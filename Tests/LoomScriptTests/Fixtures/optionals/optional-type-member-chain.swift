// A static member of an Optional type, read through a chain after it.
extension Optional where Wrapped == Int {
    var label: String { self.map { "#\($0)" } ?? "none" }
    static func make(_ n: Int) -> Int? { n > 0 ? n : nil }
}
let missing: Int? = nil
print(Int?.none.label, missing.label, Optional(3).label)
print(Int?.make(4).label, Int?.make(0).label)
print(Int?.none.label.count, Int?.make(12).label.uppercased())
// expect: none none #3
// expect: #4 none
// expect: 4 #12
