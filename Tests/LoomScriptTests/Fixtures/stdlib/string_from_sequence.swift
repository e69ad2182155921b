// `String(seq)`, `Array(seq)` and `Set(seq)` of a script's own sequence take its elements;
// a type that converts itself (`LosslessStringConvertible`) keeps its own text.
struct Letters: Sequence, IteratorProtocol {
    var n = 3
    mutating func next() -> Character? { n -= 1; return n >= 0 ? Character(UnicodeScalar(UInt8(97 + n))) : nil }
}
struct Empty: Sequence, IteratorProtocol {
    mutating func next() -> Character? { nil }
}
struct Word: Sequence, LosslessStringConvertible {
    var text: String
    init?(_ description: String) { text = description }
    var description: String { "Word(\(text))" }
    func makeIterator() -> IndexingIterator<[Character]> { Array(text).makeIterator() }
}
print(String(Letters())) // expect: cba
print(String(Letters()).count, String(Empty()).isEmpty) // expect: 3 true
print(Array(Letters()), Set(Letters()).sorted()) // expect: ["c", "b", "a"] ["a", "b", "c"]
print(String(Word("hi")!), Array(Word("hi")!)) // expect: Word(hi) ["h", "i"]
print(String(AnySequence(["x", "y"] as [Character]))) // expect: xy
print(String("abc".reversed()), String("hé".unicodeScalars)) // expect: cba hé
