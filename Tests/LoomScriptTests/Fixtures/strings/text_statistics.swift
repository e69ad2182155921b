// Word frequencies and groupings: split(whereSeparator:), default subscripts, Dictionary(grouping:), unicode scalars. (#19; expected output from swiftc)
import Foundation
let text = """
The quick brown fox jumps over the lazy dog.
The dog sleeps; the fox runs!
"""
let words = text.lowercased().split { !$0.isLetter }.map(String.init)
var freq: [String: Int] = [:]
for w in words { freq[w, default: 0] += 1 }
let top = freq.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(3)
for (word, count) in top { print(word, count) }
let lengths = Dictionary(grouping: Set(words), by: \.count).mapValues { $0.sorted() }
for key in lengths.keys.sorted() { print(key, lengths[key]!) }
let sentences = text.split(whereSeparator: { ".;!".contains($0) }).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
print(sentences.count, sentences.last!)
let caps = text.filter(\.isUppercase)
print(caps, text.count, text.unicodeScalars.filter { $0.isASCII }.count)
func isPalindrome(_ s: String) -> Bool {
    let letters = s.lowercased().filter { $0.isLetter }
    return letters == String(letters.reversed())
}
print(["Racecar", "Swift", "A man, a plan, a canal: Panama"].map(isPalindrome))
var counts = [Character: Int]()
"mississippi".forEach { counts[$0, default: 0] += 1 }
print(counts.sorted(by: { $0.key < $1.key }).map { "\($0.key)\($0.value)" }.joined())
let encoded = "hello".unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: ",")
print(encoded)

// expect: the 4
// expect: dog 2
// expect: fox 2
// expect: 3 ["dog", "fox", "the"]
// expect: 4 ["lazy", "over", "runs"]
// expect: 5 ["brown", "jumps", "quick"]
// expect: 6 ["sleeps"]
// expect: 3 the fox runs
// expect: TT 74 74
// expect: [true, false, true]
// expect: i4m1p2s4
// expect: 68,65,6c,6c,6f
