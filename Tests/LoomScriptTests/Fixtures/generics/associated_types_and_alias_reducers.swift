protocol UnitDefinition: CaseIterable { var factor: Double { get } }
protocol Dimension { associatedtype UnitType: UnitDefinition }
enum LengthUnit: UnitDefinition {
    case m, km
    var factor: Double { self == .m ? 1 : 1000 }
}
enum Length: Dimension { typealias UnitType = LengthUnit }
struct Quantity<D: Dimension> { var value: Double; var unit: D.UnitType }
func sum<D>(_ items: [Quantity<D>], in unit: D.UnitType) -> Double where D: Dimension {
    items.reduce(0) { $0 + $1.value * $1.unit.factor } / unit.factor
}
let legs = [Quantity<Length>(value: 500, unit: .m), Quantity<Length>(value: 2, unit: .km)]
print(sum(legs, in: .km), sum(legs, in: .m))
typealias Effect<A> = (_ send: @escaping (A) -> Void) -> Void
typealias Reducer<S, A> = (inout S, A) -> [Effect<A>]
enum Action { case increment, log(String) }
final class Store<S, A> {
    private(set) var state: S
    let reducer: Reducer<S, A>
    init(initial: S, reducer: @escaping Reducer<S, A>) { state = initial; self.reducer = reducer }
    func dispatch(_ a: A) {
        for effect in reducer(&state, a) { effect { self.dispatch($0) } }
    }
}
let counter: Reducer<Int, Action> = { state, action in
    switch action {
    case .increment: state += 1; let now = state; return [{ send in send(.log("now \(now)")) }]
    case .log(let s): print(s); return []
    }
}
let store = Store(initial: 0, reducer: counter)
store.dispatch(.increment)
store.dispatch(.increment)
print(store.state)
// expect: 2.5 2500.0
// expect: now 1
// expect: now 2
// expect: 2
