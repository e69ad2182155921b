var t = 0.0
var sum = 0.0
for _ in 0..<2_000_000 {
    t += 0.001
    sum += t * t - t / 2.0
}
print(Int(sum))
