// Ranges and comparisons of Unicode.Scalar written with string literals.
let scalar: Unicode.Scalar = "5"
print(("0"..."9").contains(scalar))
let letters: ClosedRange<Unicode.Scalar> = "a"..."z"
print(letters.contains("q"), letters.contains(scalar))
print(letters)
func kind(_ s: Unicode.Scalar) -> String {
    switch s {
    case "0"..."9": return "digit"
    case "a"..."z", "A"..."Z": return "letter"
    default: return "other"
    }
}
print("a1 !".unicodeScalars.map(kind))
print(scalar < "7", "3" < scalar)
// expect: true
// expect: true false
// expect: a...z
// expect: ["letter", "digit", "other", "other"]
// expect: true true
