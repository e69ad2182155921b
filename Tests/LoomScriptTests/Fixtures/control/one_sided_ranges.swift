// One-sided ranges: in patterns, subscripts and as values.
switch 85 { case 90...: print("A"); case 80...: print("B"); default: print("C") } // expect: B
let arr = [1, 2, 3, 4, 5]
print(arr[..<2], arr[...1]) // expect: [1, 2] [1, 2]
print(arr[2...]) // expect: [3, 4, 5]
print(Array(arr[3...]), arr[5...]) // expect: [4, 5] []
let r = 3...
print(r.contains(5), r.contains(1), r) // expect: true false PartialRangeFrom<Int>(lowerBound: 3)
print((10...).contains(7)) // expect: false
