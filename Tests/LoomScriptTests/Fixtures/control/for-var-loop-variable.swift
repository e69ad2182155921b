// `for var x in …`: each pass's variable may change.
func bump(_ v: inout Int) { v += 1 }
var total = 0
for var x in [1, 2, 3] {
    bump(&x)
    x *= 10
    total += x
}
print(total)
for var (name, score) in [("a", 1), ("b", 2)] where score > 1 {
    name = name.uppercased()
    score += 100
    print(name, score)
}
// expect: 90
// expect: B 102
