var total = 0
for i in 0..<5 {
    if i % 2 == 0 {
        total += i
    } else if i == 3 {
        total += 100
    } else {
        total -= 1
    }
}
print(total) // expect: 105
var n = 3
while n > 0 {
    print("n =", n)
    n -= 1
}
// expect: n = 3
// expect: n = 2
// expect: n = 1
repeat {
    n += 10
} while n < 25
print(n) // expect: 30
for x in [10, 20, 30] where x > 10 {
    print(x)
}
// expect: 20
// expect: 30
outer: for i in 1...3 {
    for j in 1...3 {
        if j == 2 { continue outer }
        if i == 3 { break outer }
        print(i, j)
    }
}
// expect: 1 1
// expect: 2 1
for (i, name) in ["a", "b"].enumerated() {
    print(i, name)
}
// expect: 0 a
// expect: 1 b
for i in stride(from: 0, to: 10, by: 4) { print(i) }
// expect: 0
// expect: 4
// expect: 8
