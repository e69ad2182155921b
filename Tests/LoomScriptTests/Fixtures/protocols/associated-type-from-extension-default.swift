// An associated type a conforming type leaves to a protocol extension's default is that default's type.
protocol Animatable {
    associatedtype AnimatableData
    var animatableData: AnimatableData { get }
}
extension Animatable where AnimatableData == Int {
    var animatableData: Int { 42 }
}
struct Label: Animatable { var text: String }
struct Meter: Animatable { var animatableData: Double { 0.5 } }
func show<A: Animatable>(_ a: A) -> String { "\(A.AnimatableData.self) \(a.animatableData)" }
print(show(Label(text: "x")), show(Meter()))
// expect: Int 42 Double 0.5
