var s = ""
for k in 0..<50_000 {
    s += "item \(k), "
}
var words = 0
for c in s where c == "," { words += 1 }
print(s.count, words)
