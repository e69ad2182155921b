// String.Index arithmetic and subscripts, the utf8/utf16/unicodeScalars views, Character properties, split. (#19; expected output from swiftc)
let s = "Hello, World"
let i = s.index(s.startIndex, offsetBy: 7)
print(s[i], s[i...], s[..<i], s[s.index(after: s.startIndex)])
let j = s.index(s.endIndex, offsetBy: -3)
print(s[j..<s.endIndex], s.distance(from: s.startIndex, to: j))
print(Array(s.utf8.prefix(5)), s.utf16.count, s.unicodeScalars.first!.value)
let sub: Substring = s.dropFirst(7)
print(sub, String(sub).count, sub.uppercased())
let ch: Character = "a"
print(ch.isLetter, ch.isUppercase, Character("7").isNumber, Character("7").wholeNumberValue!, ch.asciiValue!, Character(" ").isWhitespace)
print("a,b,,c".split(separator: ","), "a,b,,c".split(separator: ",", omittingEmptySubsequences: false))
print("a b c d".split(separator: " ", maxSplits: 1))
print(s.firstIndex(of: "o").map { s.distance(from: s.startIndex, to: $0) }!, s.lastIndex(of: "o") != nil)
var m = "abc"; m.insert("X", at: m.index(after: m.startIndex)); m.remove(at: m.startIndex); print(m)
m.replaceSubrange(m.startIndex..<m.index(after: m.startIndex), with: "ZZ"); print(m)
print(s.hasPrefix("He"), s.lowercased(), s.reversed().map(String.init).joined(), String(s.reversed()))
print("naïve".count, "naïve".utf8.count, "🇺🇸".count, "e\u{301}" == "é")
print(s.prefix(while: { $0 != "," }), s.drop(while: { $0 != " " }))

// expect: W World Hello,  e
// expect: rld 9
// expect: [72, 101, 108, 108, 111] 12 72
// expect: World 5 WORLD
// expect: true false true 7 97 true
// expect: ["a", "b", "c"] ["a", "b", "", "c"]
// expect: ["a", "b c d"]
// expect: 4 true
// expect: Xbc
// expect: ZZbc
// expect: true hello, world dlroW ,olleH dlroW ,olleH
// expect: 5 6 1 true
// expect: Hello  World
