// Substring made from a String, another Substring, or any sequence of Characters.
let s: Substring = "abc"
print(Substring(s.flatMap { [$0, $0] }))
print(Substring(s.reversed()))
print(Substring("plain"), Substring(s.dropFirst()))
let chars: [Character] = ["x", "y"]
print(Substring(chars).count)
// expect: aabbcc
// expect: cba
// expect: plain bc
// expect: 2
