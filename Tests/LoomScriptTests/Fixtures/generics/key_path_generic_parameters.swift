// A generic parameter bound by a key path argument (sum<T>(_ kp: KeyPath<Element, T>) with \.salary is Int, through nested properties too), and reduce(.zero) taking its Result from the function's return type. (#19; expected output from swiftc)
struct E { var name: String; var salary: Int; var rate: Double }
extension Sequence {
    func sum<T: AdditiveArithmetic>(_ kp: KeyPath<Element, T>) -> T {
        reduce(.zero) { $0 + $1[keyPath: kp] }
    }
    func total<T: AdditiveArithmetic>(of kp: KeyPath<Element, T>) -> T {
        var t = T.zero
        for x in self { t += x[keyPath: kp] }
        return t
    }
}
let es = [E(name: "a", salary: 10, rate: 1.5), E(name: "b", salary: 20, rate: 2)]
print(es.sum(\.salary), es.sum(\.rate), es.total(of: \.salary), es.total(of: \E.rate))
struct Team { var lead: E; var size: Int }
let teams = [Team(lead: es[0], size: 3), Team(lead: es[1], size: 4)]
print(teams.sum(\.lead.rate), teams.sum(\.size), teams.total(of: \.lead.salary))
func biggest<T: Comparable>(_ xs: [E], by kp: KeyPath<E, T>) -> T? { xs.map { $0[keyPath: kp] }.max() }
print(biggest(es, by: \.name) as Any, biggest(es, by: \.rate) as Any)
// expect: 30 3.5 30 3.5
// expect: 3.5 7 30
// expect: Optional("b") Optional(2.0)
