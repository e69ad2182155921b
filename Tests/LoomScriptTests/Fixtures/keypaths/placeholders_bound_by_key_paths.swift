struct Row {
    enum Status: String { case open, review, merged }
    let id: Int
    let status: Status
    let owner: String
}
extension Sequence {
    func filtered<V: Equatable>(_ kp: KeyPath<Element, V>, in allowed: V...) -> [Element] {
        filter { allowed.contains($0[keyPath: kp]) }
    }
    func count<V: Equatable>(_ kp: KeyPath<Element, V>, equalTo value: V) -> Int { filter { $0[keyPath: kp] == value }.count }
}
let rows = [Row(id: 1, status: .open, owner: "kim"), Row(id: 2, status: .merged, owner: "ada"), Row(id: 3, status: .review, owner: "kim")]
print(rows.filtered(\.status, in: .open, .review).map(\.id), rows.filtered(\.owner, in: "ada").map(\.id))
print(rows.count(\.status, equalTo: .merged), rows.count(\.owner, equalTo: "kim"))
// expect: [1, 3] [2]
// expect: 1 2
