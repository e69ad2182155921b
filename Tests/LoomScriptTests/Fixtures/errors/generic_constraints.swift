// Each error is what swiftc reports for the same call (checked by hand: swiftc stops at the first).
struct Point { var x = 0 }
func biggest<T: Comparable>(_ a: T, _ b: T) -> T { a > b ? a : b }
print(biggest(Point(), Point()))
// expect error: 4:7: global function 'biggest' requires that 'Point' conform to 'Comparable'
// --- block
print(biggest(1, "a"))
// expect error: 7:7: conflicting arguments to generic parameter 'T' ('Int' vs. 'String')
// --- block
protocol Named { var name: String { get } }
struct Cat { let name: String }
struct Registry {
    func register<N: Named>(_ n: N) -> String { n.name }
}
print(Registry().register(Cat(name: "Tom")))
// expect error: 15:18: instance method 'register' requires that 'Cat' conform to 'Named'
// --- block
extension Cat: Named {}
print(Registry().register(Cat(name: "Tom")))
// expect: Tom
func same<T>(_ a: T, _ b: T) -> Bool where T: Equatable { a == b }
struct Box { var v: Int }
print(same(Box(v: 1), Box(v: 1)))
// expect error: 23:7: global function 'same' requires that 'Box' conform to 'Equatable'
