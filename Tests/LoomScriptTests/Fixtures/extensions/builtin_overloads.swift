import Foundation
extension Double {
    static func random() -> Double { Double.random(in: 0...1) }
    static var half: Double { 0.5 }
}
extension Int {
    static func random(upTo n: Int) -> Int { Int.random(in: 0..<n) }
    func doubled() -> Int { self * 2 }
}
let d = Double.random()
print(d >= 0 && d <= 1)
let e = Double.random(in: 5...6)
print(e >= 5 && e <= 6)
print(Int.random(upTo: 3) < 3, Int.random(in: 1...1))
print(Double.half, 4.doubled())
extension Double {
    func rounded(toPlaces places: Int) -> Double {
        var m = 1.0
        for _ in 0..<places { m *= 10 }
        return (self * m).rounded() / m
    }
}
let x = 3.14159
print(x.rounded(toPlaces: 2), x.rounded())
extension Array where Element == Int {
    func sum() -> Int { reduce(0, +) }
    func contains(all xs: [Int]) -> Bool { xs.allSatisfy { self.contains($0) } }
}
print([1, 2, 3].sum(), [1, 2, 3].contains(all: [1, 3]), [1, 2].contains(2))
extension String {
    static func random(length: Int) -> String { String(repeating: "a", count: length) }
    func repeated(_ n: Int) -> String { String(repeating: self, count: n) }
}
print(String.random(length: 3), "ab".repeated(2), "abc".count)

// Output, as printed by swiftc:
// expect: true
// expect: true
// expect: true 1
// expect: 0.5 8
// expect: 3.14 3.0
// expect: 6 true true
// expect: aaa abab 3
