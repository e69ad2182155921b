let numbers = [3, 1, 2]
print(numbers.map { $0 * 2 }) // expect: [6, 2, 4]
print(numbers.sorted()) // expect: [1, 2, 3]
print(numbers.sorted(by: >)) // expect: [3, 2, 1]
print(numbers.filter { n in n > 1 }) // expect: [3, 2]
print(numbers.reduce(0) { $0 + $1 }) // expect: 6
let square: (Int) -> Int = { x in x * x }
print(square(4)) // expect: 16
var captured = 10
let addCaptured = { (x: Int) -> Int in x + captured }
captured = 20
print(addCaptured(1)) // expect: 21
var closures: [() -> Int] = []
for i in 0..<3 {
    closures.append { i * 10 }
}
print(closures.map { $0() }) // expect: [0, 10, 20]
let names = ["b", "a"].map { $0.uppercased() }
print(names) // expect: ["B", "A"]
print([1, 2, 3].contains(2), [1, 2, 3].contains { $0 > 5 }) // expect: true false
