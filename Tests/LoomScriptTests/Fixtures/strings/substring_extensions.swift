// Members a script adds to Substring (or StringProtocol) are found on substrings, however they
// were made, and run on the substring itself.
extension Substring {
    func shout() -> String { uppercased() + "!" }
    var twice: String { String(self) + String(self) }
    var trimmingSpaces: Substring {
        var s = self
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return s
    }
}
extension StringProtocol {
    var initial: Character? { first }
}
let x: Substring = "abc"
print(x.twice, "abcdef".prefix(3).shout(), "  mid  ".dropFirst(0).trimmingSpaces.count)
let line = "name:  Ann  "
let value = line[line.index(after: line.firstIndex(of: ":")!)...]
print("[\(value.trimmingSpaces)]", type(of: value.trimmingSpaces), value.initial as Any, "Zed".initial as Any)
print("a,b".split(separator: ",").map { $0.twice })
// expect: abcabc ABC! 3
// expect: [Ann] Substring Optional(" ") Optional("Z")
// expect: ["aa", "bb"]
