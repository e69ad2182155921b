// `.init(…)` inside a generic type's static member makes the type with the arguments the
// member was reached through (`A` below is the `Pair<A>`'s).
protocol Blank { static var blank: Self { get } }
struct Word: Blank { var text = ""; static var blank: Word { Word(text: "_") } }
extension Int: Blank { static var blank: Int { -1 } }
struct Slot<A: Blank> {
    var value: A
    var spare: A
    static var empty: Slot { .init(value: A.blank, spare: .blank) }
    static func filled(_ a: A) -> Slot { .init(value: a, spare: A.blank) }
}
print(Slot<Word>.empty.value.text, Slot<Int>.empty.spare)
print(Slot<Int>.filled(4).value, Slot<Word>.filled(Word(text: "hi")).spare.text)
// expect: _ -1
// expect: 4 _
