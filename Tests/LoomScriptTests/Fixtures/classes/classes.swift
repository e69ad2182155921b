class Counter {
    var count = 0
    func increment() { count += 1 }
}
let a = Counter()
let b = a
a.increment()
b.increment()
print(a.count, b.count) // expect: 2 2
class Node {
    var value: Int
    var next: Node?
    init(value: Int, next: Node? = nil) {
        self.value = value
        self.next = next
    }
}
let list = Node(value: 1, next: Node(value: 2))
print(list.next?.value as Any) // expect: Optional(2)
print(a === b) // expect: true
