// An UnfoldSequence is its own iterator: a Sequence may name it as its Iterator type.
struct Halving: Sequence {
    let start: Int
    func makeIterator() -> UnfoldSequence<Int, (Int?, Bool)> {
        sequence(first: start) { $0 > 1 ? $0 / 2 : nil }.makeIterator()
    }
}
print(Array(Halving(start: 20)))
for x in Halving(start: 5) { print(x, terminator: " ") }
print()
// expect: [20, 10, 5, 2, 1]
// expect: 5 2 1 
