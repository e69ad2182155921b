// A convenience initializer's object runs its deinit once; a typealiased closure parameter
// takes a trailing closure; `items[...]` is the whole collection.
final class Feed {
    typealias Handler = (String, Int) -> Void
    let name: String
    private var delivered = 0
    init(name: String) { self.name = name }
    convenience init() { self.init(name: "default") }
    deinit { print("deinit \(name)") }
    func subscribe(_ topic: String, handler: Handler) { delivered += 1; handler(topic, delivered) }
}
do {
    let feed = Feed()
    feed.subscribe("news") { topic, count in print(topic, count) } // expect: news 1
    print(feed.name) // expect: default
}
// expect: deinit default
let stock = [3, 1, 2]
print(stock[...], Array(stock[...].sorted())) // expect: [3, 1, 2] [1, 2, 3]
