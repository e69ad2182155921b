// Implicit members typed by a standard collection's element type, as written or as wanted, and
// by a generic enum case's earlier argument.
let bytes = [UInt8](repeating: .zero, count: 2)
let halves: [Double] = Array(repeating: .pi / 2, count: 2)
let words = Array<UInt16>(repeating: .max, count: 1)
print(bytes, halves, words)
struct Bits<Word: FixedWidthInteger & UnsignedInteger> {
    var words: [Word]
    init(count: Int) { words = Array(repeating: .zero, count: count) }
}
print(Bits<UInt8>(count: 3).words)

enum Phase { case idle, closed }
enum TransitionError<S: Hashable>: Error { case illegal(from: S, to: S) }
print(TransitionError.illegal(from: Phase.idle, to: .closed))
// expect: [0, 0] [1.5707963267948966, 1.5707963267948966] [65535]
// expect: [0, 0, 0]
// expect: illegal(from: main.Phase.idle, to: main.Phase.closed)
