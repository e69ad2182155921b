// A nested type named without its owner inside an extension of the owner.
enum Doc {
    case object([Member])
    case text(String)
    struct Member { let key: String; let value: String }
    enum Style { case plain, bold }
}
extension Doc {
    init(pairs: [(String, String)]) {
        let members = pairs.map { Member(key: $0.0, value: $0.1) }
        self = .object(members)
    }
    static func styled(_ s: String, _ style: Style) -> Doc { .text(style == .bold ? "**\(s)**" : s) }
    var keys: [String] {
        if case .object(let ms) = self { return ms.map(\.key) }
        return []
    }
}
print(Doc(pairs: [("a", "1"), ("b", "2")]).keys)
if case .text(let t) = Doc.styled("hi", .bold) { print(t) }
// expect: ["a", "b"]
// expect: **hi**
