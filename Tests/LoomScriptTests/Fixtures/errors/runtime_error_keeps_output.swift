print("before")
let xs = [1, 2]
print(xs[5])
print("after")
// expect: before
// expect error: 3:7: Fatal error: Index out of range
