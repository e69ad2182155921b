// dump() names a generic enum's arguments in each case's header, as String(reflecting:) does.
enum Change<Item> {
    case insert(Item, at: Int)
    case remove(Item)
    case reset
}
dump(Change.remove("x"))
dump(Change.insert(3.5, at: 0))
let log: [Change<Int>] = [.reset, .remove(7)]
dump(log)
dump(Optional(Change<Bool>.remove(true)))
print(String(reflecting: Change<Int>.reset))
// expect: ▿ main.Change<Swift.String>.remove
// expect:   - remove: "x"
// expect: ▿ main.Change<Swift.Double>.insert
// expect:   ▿ insert: (2 elements)
// expect:     - .0: 3.5
// expect:     - at: 0
// expect: ▿ 2 elements
// expect:   - main.Change<Swift.Int>.reset
// expect:   ▿ main.Change<Swift.Int>.remove
// expect:     - remove: 7
// expect: ▿ Optional(main.Change<Swift.Bool>.remove(true))
// expect:   ▿ some: main.Change<Swift.Bool>.remove
// expect:     - remove: true
// expect: main.Change<Swift.Int>.reset
