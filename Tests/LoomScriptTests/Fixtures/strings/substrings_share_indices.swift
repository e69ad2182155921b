// A Substring is a slice of its string: an index found in the slice is one of the string (a
// tokenizer's `rest.firstIndex(of:)` used on the source), slicing a slice keeps them, and
// everything else a String does it does too, printing the same.
let source = "let total = price * 2"
var tokens: [Substring] = []
var i = source.startIndex
while i < source.endIndex {
    let rest = source[i...]
    guard let first = rest.firstIndex(where: { $0 != " " }) else { break }
    let end = source[first...].firstIndex(of: " ") ?? source.endIndex
    tokens.append(source[first..<end])
    i = end
}
print(tokens, tokens.count, type(of: tokens[0]), tokens[1].startIndex == source.index(source.startIndex, offsetBy: 4))

let line = "key=value=more"
let eq = line.firstIndex(of: "=")!
let value = line[line.index(after: eq)...]
print(line[..<eq], value, value.firstIndex(of: "=").map { line[$0...] } ?? "", value.dropFirst(2).dropLast(2))

let words = "the cat the hat the end".split(separator: " ")
var counts: [Substring: Int] = [:]
for w in words { counts[w, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }, words.contains("hat"), Set(words).count)
print(String(words[1]) + "!", words[1] + "?", words[0] == "the", Int("42abc".prefix(2))!, Double("2.5x".dropLast())!)
switch words[1] { case "cat": print("meow"); default: print("?") }
print(words.joined(separator: "-"), words.map { $0.uppercased() }, words.sorted().first!, "\(words[2])")
debugPrint(words[0], source.prefix(3))
print(source.prefix(while: { $0 != " " }), source.suffix(1), source.dropFirst(4).prefix(5), type(of: source.dropLast()))
// expect: ["let", "total", "=", "price", "*", "2"] 6 Substring true
// expect: key value=more =more lue=mo
// expect: ["cat:1", "end:1", "hat:1", "the:3"] true 4
// expect: cat! cat? true 42 2.5
// expect: meow
// expect: the-cat-the-hat-the-end ["THE", "CAT", "THE", "HAT", "THE", "END"] cat the
// expect: "the" "let"
// expect: let 2 total Substring
