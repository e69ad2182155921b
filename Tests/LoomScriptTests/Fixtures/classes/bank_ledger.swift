// A protocol with class-bound defaults, throwing methods, Result, subscripts and key-path maps: a small ledger. (#19; expected output from swiftc)
import Foundation
enum BankError: Error, CustomStringConvertible {
    case insufficientFunds(needed: Double)
    case accountClosed
    var description: String {
        switch self {
        case .insufficientFunds(let n): return "need \(n) more"
        case .accountClosed: return "closed"
        }
    }
}
protocol Account: AnyObject {
    var id: Int { get }
    var balance: Double { get set }
    func deposit(_ amount: Double)
}
extension Account {
    func deposit(_ amount: Double) { balance += amount }
    var summary: String { "#\(id): \(String(format: "%.2f", balance))" }
}
final class Checking: Account, CustomStringConvertible {
    let id: Int
    var balance: Double = 0
    private(set) var history: [String] = []
    var isOpen = true
    init(id: Int) { self.id = id }
    func withdraw(_ amount: Double) throws {
        guard isOpen else { throw BankError.accountClosed }
        guard amount <= balance else { throw BankError.insufficientFunds(needed: amount - balance) }
        balance -= amount
        history.append("-\(amount)")
    }
    var description: String { "Checking(\(id))" }
}
struct Ledger {
    private var accounts: [Int: Checking] = [:]
    mutating func open(_ id: Int) -> Checking {
        let a = Checking(id: id)
        accounts[id] = a
        return a
    }
    subscript(id: Int) -> Checking? { accounts[id] }
    var total: Double { accounts.values.reduce(0) { $0 + $1.balance } }
}
var ledger = Ledger()
let a = ledger.open(1)
a.deposit(100)
do {
    try a.withdraw(30)
    try a.withdraw(100)
} catch let e as BankError {
    print("error:", e)
} catch {
    print("other")
}
print(a.summary, ledger.total, a.history)
a.isOpen = false
if case .failure(let e) = Result(catching: { try a.withdraw(1) }) { print(e) }
print(ledger[1].map { "\($0)" } ?? "none", ledger[2] == nil)
let accounts: [Account] = [a, ledger.open(2)]
accounts[1].deposit(5.5)
print(accounts.map(\.summary).joined(separator: "; "))
let sorted = accounts.sorted { $0.balance > $1.balance }.map { $0.id }
print(sorted)

// expect: error: need 30.0 more
// expect: #1: 70.00 70.0 ["-30.0"]
// expect: closed
// expect: Checking(1) true
// expect: #1: 70.00; #2: 5.50
// expect: [1, 2]
