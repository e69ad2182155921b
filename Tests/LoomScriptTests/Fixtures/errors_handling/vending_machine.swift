// Typed catch patterns, defer order, rethrows, try?, errors thrown from map closures, Result. (#19; expected output from swiftc)
enum VendingError: Error { case invalidSelection, insufficientFunds(coinsNeeded: Int), outOfStock }
struct Item { var price: Int; var count: Int }
class VendingMachine {
    var inventory = ["Candy": Item(price: 12, count: 7), "Chips": Item(price: 10, count: 4), "Pretzels": Item(price: 7, count: 0)]
    var coinsDeposited = 0
    func vend(itemNamed name: String) throws {
        defer { print("vend attempt for \(name)") }
        guard let item = inventory[name] else { throw VendingError.invalidSelection }
        guard item.count > 0 else { throw VendingError.outOfStock }
        guard item.price <= coinsDeposited else { throw VendingError.insufficientFunds(coinsNeeded: item.price - coinsDeposited) }
        coinsDeposited -= item.price
        var newItem = item
        newItem.count -= 1
        inventory[name] = newItem
        print("Dispensing \(name)")
    }
}
let vm = VendingMachine()
vm.coinsDeposited = 8
for name in ["Chips", "Pretzels", "Gum"] {
    do {
        try vm.vend(itemNamed: name)
    } catch VendingError.invalidSelection {
        print("Invalid Selection.")
    } catch VendingError.outOfStock {
        print("Out of Stock.")
    } catch VendingError.insufficientFunds(let n) {
        print("Please insert an additional \(n) coins.")
    }
}
func tryIt(_ f: () throws -> Int) rethrows -> Int { try f() + 1 }
print(tryIt { 1 })
print((try? tryIt { throw VendingError.outOfStock }) as Any)
func order() { defer { print("1") }; defer { print("2") }; print("3") }
order()
struct Parse: Error, CustomStringConvertible { let line: Int; var description: String { "bad line \(line)" } }
func parse(_ s: String) throws -> [Int] {
    try s.split(separator: ",").enumerated().map { i, part in
        guard let n = Int(part) else { throw Parse(line: i) }
        return n
    }
}
do { print(try parse("1,2,3")); print(try parse("1,x")) } catch { print("caught:", error) }
let r = Result { try parse("4,5") }
switch r { case .success(let xs): print(xs.reduce(0, +)); case .failure: print("fail") }

// expect: vend attempt for Chips
// expect: Please insert an additional 2 coins.
// expect: vend attempt for Pretzels
// expect: Out of Stock.
// expect: vend attempt for Gum
// expect: Invalid Selection.
// expect: 2
// expect: nil
// expect: 3
// expect: 2
// expect: 1
// expect: [1, 2, 3]
// expect: caught: bad line 1
// expect: 9
