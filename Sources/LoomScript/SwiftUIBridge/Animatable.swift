/// `AnimatablePair(first, second)`: two animatable values as one (`animatableData` of a shape
/// with two animated properties). Its halves are any values, read and written by name.
struct AnimatablePairValue {
    var first: Value
    var second: Value
}

extension NativeRegistry {
    func installAnimatable() {
        nativeType("VectorArithmetic")
        nativeType("AdditiveArithmetic")
        nativeType("AnimatablePair", payload: AnimatablePairValue.self, conformances: ["VectorArithmetic"]) { t in
            t.initializer("init(_ first: Any, _ second: Any)") { c in c.wrap(AnimatablePairValue(first: c.value(0), second: c.value(1))) }
            t.property("var first: Any { get set }") { p in (p as! AnimatablePairValue).first } set: { p, v, _, _ in
                var pair = p as! AnimatablePairValue
                pair.first = v
                return pair
            }
            t.property("var second: Any { get set }") { p in (p as! AnimatablePairValue).second } set: { p, v, _, _ in
                var pair = p as! AnimatablePairValue
                pair.second = v
                return pair
            }
            t.type.describe = { _ in "AnimatablePair" }
        }
        // What SwiftUI's `Animatable` conformances of the geometry types name their data:
        // `CGSize.AnimatableData(offset.width, offset.height)` is a pair (nested in `CGRect`'s).
        for owner in ["CGSize", "CGPoint", "CGRect", "CGVector", "UnitPoint"] { typeAlias(owner + ".AnimatableData", "AnimatablePair") }
        nativeType("EmptyAnimatableData", conformances: ["VectorArithmetic"]) { t in
            t.initializer("init()") { c in c.interpreter.wrap("empty", as: "EmptyAnimatableData") }
        }
        nativeType("AnyShape", conformances: ["Shape", "View"]) { t in
            t.initializer("init(_ shape: Shape)") { c in c.wrap(try c.shape(0)) }
        }
    }
}
