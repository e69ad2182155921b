func grade(_ score: Int) -> String {
    switch score {
    case 90...100: return "A"
    case 80..<90: return "B"
    case let s where s < 0: return "invalid"
    default: return "C"
    }
}
print(grade(95), grade(85), grade(10), grade(-1)) // expect: A B C invalid
func check(_ value: Int?) -> String {
    guard let v = value else { return "none" }
    guard v > 0 else { return "non-positive" }
    return "got \(v)"
}
print(check(nil), check(-2), check(5)) // expect: none non-positive got 5
let point = (1, 0)
switch point {
case (0, 0): print("origin")
case (_, 0): print("on x axis")
default: print("elsewhere")
}
// expect: on x axis
let text = "b"
switch text {
case "a", "b": print("a or b")
default: print("other")
}
// expect: a or b
