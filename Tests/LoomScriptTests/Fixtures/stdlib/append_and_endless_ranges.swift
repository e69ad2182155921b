// `String.append` takes a Character as well as a String; an endless range `1...` is a sequence
// that `zip` and a loop with `break` end.
var word = ""
for ch in "a1b2c3" where ch.isLetter { word.append(ch) }
word.append("!")
let numbered = Array(zip(["x", "y", "z"], 1...)).map { "\($0)\($1)" }
var total = 0
for i in 1... {
    if i > 4 { break }
    total += i
}
print(word, numbered, total)

// Output, as printed by swiftc:
// expect: abc! ["x1", "y2", "z3"] 10
