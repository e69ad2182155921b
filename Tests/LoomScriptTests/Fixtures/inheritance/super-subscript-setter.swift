// `super[i] = v` in an overriding subscript's setter runs the superclass's setter.
class Store {
    var cells = [0, 0, 0]
    subscript(i: Int) -> Int {
        get { cells[i] }
        set { cells[i] = newValue }
    }
}
final class Doubling: Store {
    var writes = 0
    override subscript(i: Int) -> Int {
        get { super[i] + 100 }
        set { writes += 1; super[i] = newValue * 2 }
    }
}
let d = Doubling()
d[1] = 5
d[2] += 1
print(d.cells, d[1], d.writes)
// expect: [0, 10, 202] 110 2
