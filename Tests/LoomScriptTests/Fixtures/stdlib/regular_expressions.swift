// Foundation's regular expressions as library code calls them: matched over an NSRange of
// UTF-16 offsets, read back with Range(_:in:); CharacterSet tests scalars.
import Foundation

let pair = try NSRegularExpression(pattern: "([a-z])([0-9]+)")
let text = "a12b345 é9"
let matches = pair.matches(in: text, range: NSRange(text.startIndex..., in: text))
print(matches.count, matches.map { String(text[Range($0.range, in: text)!]) })
print(matches[0].range, matches[0].numberOfRanges, text[Range(matches[1].range(at: 2), in: text)!])
print(pair.stringByReplacingMatches(in: text, range: NSRange(location: 0, length: text.utf16.count), withTemplate: "<$2$1>"))

let hello = try NSRegularExpression(pattern: "HELLO", options: .caseInsensitive)
print(hello.numberOfMatches(in: "hello Hello", range: NSRange(location: 0, length: 11)))
print(hello.firstMatch(in: "xx", range: NSRange(location: 0, length: 2)) == nil)
print(hello.rangeOfFirstMatch(in: "say hello", range: NSRange(location: 0, length: 9)).location)
do {
    _ = try NSRegularExpression(pattern: "(")
    print("accepted")
} catch {
    print("refused")
}
print(NSRegularExpression.escapedPattern(for: "a.b"), NSNotFound == Int.max)

let letters = CharacterSet.letters
print("a1b".unicodeScalars.filter { letters.contains($0) }.count)
print("12".unicodeScalars.allSatisfy(CharacterSet.decimalDigits.contains))
var vowels = CharacterSet(charactersIn: "ae")
vowels.insert(charactersIn: "i")
print(vowels.contains("i"), vowels.inverted.contains("i"), vowels.union(.decimalDigits).contains("7"))

// A bridged class is changed through a `let`, as any class instance is.
let formatter = DateFormatter()
formatter.dateFormat = "yyyy"
formatter.timeZone = TimeZone(identifier: "UTC")
print(formatter.string(from: Date(timeIntervalSince1970: 0)))
// expect: 2 ["a12", "b345"]
// expect: {0, 3} 3 345
// expect: <12a><345b> é9
// expect: 2
// expect: true
// expect: 4
// expect: refused
// expect: a\.b true
// expect: 2
// expect: true
// expect: true false true
// expect: 1970
