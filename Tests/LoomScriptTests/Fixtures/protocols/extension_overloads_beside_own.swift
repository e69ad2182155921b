// A protocol extension's method is an overload beside the conforming type's own method of the
// same name when their labels differ (`request(at:)` beside `request(at:cost:)`, `find(where:)`
// beside `find(_:)`), on a concrete value and on a generic one.
protocol Limiter {
    mutating func request(at tick: Int, cost: Int) -> Int
}
extension Limiter {
    mutating func request(at tick: Int) -> Int { request(at: tick, cost: 1) }
}
struct Bucket: Limiter {
    var spent = 0
    mutating func request(at tick: Int, cost: Int) -> Int { spent += cost; return tick * 10 + spent }
}
func run<T: Limiter>(_ x: inout T) -> Int { x.request(at: 4) }
var b = Bucket()
print(run(&b), b.request(at: 5), b.request(at: 6, cost: 3), b.spent)
protocol Store { func find(_ id: Int) -> String? }
extension Store {
    func find(where p: (Int) -> Bool) -> [Int] { (1...5).filter(p) }
}
struct Shelf: Store { func find(_ id: Int) -> String? { id < 3 ? "item\(id)" : nil } }
func big<T: Store>(_ t: T) -> [Int] { t.find { $0 > 3 } }
print(Shelf().find(2) ?? "-", Shelf().find(4) ?? "-", big(Shelf()), Shelf().find(where: { $0 % 2 == 0 }))
// expect: 41 52 65 5
// expect: item2 - [4, 5] [2, 4]
