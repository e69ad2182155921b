struct Rule<V> {
    let name: String
    static func || (l: Rule, r: Rule) -> Rule { Rule(name: l.name + "|" + r.name) }
    static func && (l: Rule, r: Rule) -> Rule { Rule(name: l.name + "&" + r.name) }
    static func named(_ n: String) -> Rule { Rule(name: n) }
}
print((Rule<Int>.named("a") || .named("b") && .named("c")).name)
postfix operator +++
prefix operator √
extension Int { static postfix func +++ (v: Int) -> Int { v + 3 } }
extension Double { static prefix func √ (v: Double) -> Double { v.squareRoot() } }
print(4+++, √16.0)
enum Unit { case m, km }
func sum<T>(_ items: [T], in unit: T) -> String { "\(items.count) in \(unit)" }
print(sum([Unit.m, Unit.km], in: .km))
final class Account { var balance = 0 }
enum LedgerError: Error { case missing }
func find(_ ok: Bool) throws -> Account { if ok { return Account() }; throw LedgerError.missing }
do { try find(false).balance += 5 } catch { print("caught", error) }
protocol Service {}
func key<T>(_ t: T.Type) -> ObjectIdentifier { ObjectIdentifier(t) }
print(key(Service.self) == key(Service.self), key(Int.self) == key(String.self), key(Account.self) == key(Account.self))
func pick<V: Comparable>(_ v: V) -> String { "comparable" }
func pick<V>(_ v: V) -> String { "any" }
print(pick(1), pick(Optional(1)), pick([1]), pick("s"))
struct S { var a: Int?; var b: String }
func kind<V>(_ p: KeyPath<S, V?>) -> String { "optional \(V.self)" }
func kind<V>(_ p: KeyPath<S, V>) -> String { "plain \(V.self)" }
print(kind(\.a), kind(\.b))
// expect: a|b&c
// expect: 7 4.0
// expect: 2 in km
// expect: caught missing
// expect: true false true
// expect: comparable any any comparable
// expect: optional Int plain String
