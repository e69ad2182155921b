// A script's own RandomNumberGenerator drives the standard library's random algorithms:
// the same seed gives swiftc's numbers and orders.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
}

var rng = SplitMix(state: 7)
print((1...10).map { _ in Int.random(in: 1...6, using: &rng) })
print(Int.random(in: -50..<50, using: &rng), UInt8.random(in: 0...255, using: &rng), Int16.random(in: -3...3, using: &rng))
print(Bool.random(using: &rng), Bool.random(using: &rng), Bool.random(using: &rng))
print(Double.random(in: 0..<1, using: &rng), Double.random(in: 2...3, using: &rng))
print(Array(1...8).shuffled(using: &rng))
var deck = ["A", "K", "Q", "J", "10"]
deck.shuffle(using: &rng)
print(deck, deck.randomElement(using: &rng)!)
print(rng.next(upperBound: 100 as UInt64), rng.next(upperBound: UInt32(10)), rng.state)
// A class generator is shared, not copied.
final class Counter: RandomNumberGenerator {
    var n: UInt64 = 0
    func next() -> UInt64 { n += 1; return n &* 0x2545F4914F6CDD1D }
}
var counter = Counter()
let alias = counter
print([1, 2, 3, 4].shuffled(using: &counter), alias.n)
// expect: [3, 1, 6, 4, 3, 2, 3, 2, 1, 3]
// expect: -40 44 1
// expect: true false false
// expect: 0.44885274176950485 2.3263613015537428
// expect: [5, 7, 2, 4, 6, 3, 8, 1]
// expect: ["10", "K", "J", "A", "Q"] J
// expect: 97 4 14334736817860870823
// expect: [1, 2, 3, 4] 3
