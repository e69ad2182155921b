// A string's utf8, utf16 and unicodeScalars views are indexed by the string's own String.Index,
// so an index found in the string measures a distance in a view and one a view hands out slices
// the string; they print as the text; UnicodeScalarView can be built and appended to; code units
// decode with String(decoding:as:); asciiValue and UInt8(ascii:) are UInt8; and an array slice
// of Characters makes a String of them.
let w = "résumé"
let i = w.firstIndex(of: "s")!
print(w.utf8.distance(from: w.utf8.startIndex, to: i), w.utf16.distance(from: w.utf16.startIndex, to: i))
print(w.unicodeScalars.distance(from: w.unicodeScalars.startIndex, to: i))
print(w.utf8, w.utf16.count, w.unicodeScalars.count, w.utf8.count)
print(type(of: w.utf8), type(of: w.utf16), type(of: w.unicodeScalars))
debugPrint(w.utf8)
print(w.utf8[w.utf8.index(after: w.utf8.startIndex)], w.unicodeScalars[w.unicodeScalars.index(w.unicodeScalars.startIndex, offsetBy: 1)])
let line = "key=value"
if let eq = line.utf8.firstIndex(of: UInt8(ascii: "=")) {
    print(line[..<eq], line[line.index(after: eq)...])
}
let scalars = line.unicodeScalars
print(line[scalars.lastIndex(where: { $0 == "e" })!...], scalars[scalars.startIndex])
print(Array(w.utf8.prefix(3)), w.utf8.first!, w.utf8.last!, w.utf8.reduce(0) { $0 + Int($1) })
var text = "héllo"
text.unicodeScalars.append("!")
print(text, String(text.unicodeScalars.filter { $0.isASCII }), text.unicodeScalars.contains("é"))
let reversed = String.UnicodeScalarView("abc".unicodeScalars.reversed())
print(String(reversed), reversed.count)
var built = String.UnicodeScalarView()
built.append("x")
built.append(contentsOf: "yz".unicodeScalars)
print(String(built), type(of: built))
print(String(decoding: [72, 105, 0xE2, 0x9C, 0x93], as: UTF8.self))
print(String(decoding: [0x48, 0x69] as [UInt16], as: UTF16.self), String(decoding: w.utf8, as: Unicode.UTF8.self))
print(String(decoding: [0xFF, 0x41], as: UTF8.self))
let ch: Character = "A"
let code = ch.asciiValue!
print(Character(Unicode.Scalar(code)), type(of: code), code + 1, UInt8(ascii: "a"))
let chars: [Character] = Array("x12.5y")
print(String(chars[1..<5]), String(chars.dropFirst(4)), String(chars[0..<0]).isEmpty)

// Output, as printed by swiftc:
// expect: 3 2
// expect: 2
// expect: résumé 6 6 8
// expect: UTF8View UTF16View UnicodeScalarView
// expect: UTF8View("résumé")
// expect: 195 é
// expect: key value
// expect: e k
// expect: [114, 195, 169] 114 169 1183
// expect: héllo! hllo! true
// expect: cba 3
// expect: xyz UnicodeScalarView
// expect: Hi✓
// expect: Hi résumé
// expect: �A
// expect: A UInt8 66 97
// expect: 12.5 5y true
