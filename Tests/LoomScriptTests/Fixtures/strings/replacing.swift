// The standard library's `replacing(_:with:)` (not Foundation's replacingOccurrences): it matches
// whole Characters left to right, takes a limit, and an empty target matches between every
// Character and at both ends.
print("mississippi".replacing("ss", with: "SS"))
print("aaaa".replacing("aa", with: "b"))
print("aaaa".replacing("a", with: "b", maxReplacements: 2))
print("abc".replacing("", with: "-"))
print("a-b-c".replacing("-", with: ""))
let decomposed = "cafe\u{301} e"
print(decomposed.replacing("e", with: "X"))
let word: Substring = "xyxy".dropFirst()
print(word.replacing("x", with: "Z"))
print("no match".replacing("zz", with: "!"))

// Output, as printed by swiftc:
// expect: miSSiSSippi
// expect: bb
// expect: bbaa
// expect: -a-b-c-
// expect: abc
// expect: café X
// expect: yZy
// expect: no match
