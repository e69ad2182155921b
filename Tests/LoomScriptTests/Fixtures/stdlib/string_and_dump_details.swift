// Smaller parts of the standard library: taking characters off a string, stepping a string
// index in place, an array's capacity, dump numbering instances with their own description,
// sugar spelled out inside generic arguments, and writing through @dynamicMemberLookup.
var word = "xabx"
print(word.popLast() as Any, word.removeFirst(), word.removeLast(), word)
var more = "abcdef"
more.removeFirst(2)
more.removeLast(1)
var i = more.startIndex
more.formIndex(after: &i)
print(more, more[i])
var numbers = [1, 2]
numbers.reserveCapacity(10)
print(numbers.capacity >= 10)

class Cell: CustomDebugStringConvertible { var x = 1; var debugDescription: String { "Cell!" } }
class Row { var y = 2; var cell = Cell() }
dump(Row())

struct Box<T> { var v: T }
print(Box<Box<Array<Int>>>(v: Box(v: [])), Optional<[Int]>.self, Box<[Int]?>(v: nil))

struct Settings { var name = "a"; var size = 1 }
@dynamicMemberLookup struct Wrapper {
    var root = Settings()
    subscript<V>(dynamicMember path: WritableKeyPath<Settings, V>) -> V {
        get { root[keyPath: path] }
        set { root[keyPath: path] = newValue }
    }
}
var wrapper = Wrapper()
wrapper.name = "b"
wrapper.size += 5
print(wrapper.name, wrapper.size, wrapper.root.size)
// expect: Optional("x") x b a
// expect: cde d
// expect: true
// expect: ▿ main.Row #0
// expect:   - y: 2
// expect:   ▿ cell: Cell! #1
// expect:     - x: 1
// expect: Box<Box<Array<Int>>>(v: main.Box<Swift.Array<Swift.Int>>(v: [])) Optional<Array<Int>> Box<Optional<Array<Int>>>(v: nil)
// expect: b 6 6
