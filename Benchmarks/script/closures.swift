let numbers = Array(0..<1_000_000)
let total = numbers.map { $0 * 3 }.filter { $0 % 2 == 0 }.reduce(0) { $0 + $1 }
let longest = numbers.filter { $0 % 7 == 1 }.map { $0 / 7 }.max()!
print(total, longest)
