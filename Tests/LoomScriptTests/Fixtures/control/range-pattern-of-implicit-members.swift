// A range pattern of implicit members names the subject's own cases, whatever else has those names.
enum Weight: Int { case m, heavy }
enum Size: Int, Comparable {
    case s, m, l, xl
    static func < (a: Size, b: Size) -> Bool { a.rawValue < b.rawValue }
}
func describe(_ v: Size) -> String {
    switch v {
    case .m ... .l: return "mid"
    case .xl...: return "big"
    default: return "small"
    }
}
print([Size.s, .m, .l, .xl].map(describe), Weight.m)
// expect: ["small", "mid", "mid", "big"] m
