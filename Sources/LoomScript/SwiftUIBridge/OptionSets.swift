import LoomUI

extension NativeTypeBuilder {
    /// The `SetAlgebra` members of a bridged option set (`Edge.Set`, `Axis.Set`): what a
    /// library asks of the edges it is given (`edges.contains(.top)`, `edges.union(.bottom)`).
    func optionSetAlgebra<S: SetAlgebra>(_: S.Type) {
        let me = type.name
        initializer("init()") { c in c.wrap(S()) }
        property("var isEmpty: Bool") { .bool(($0 as! S).isEmpty) }
        method("contains(_ member: \(me)) -> Bool") { c in .bool((try c.receiverNative() as S).isSuperset(of: try c.native(0) as S)) }
        method("isSubset(of other: \(me)) -> Bool") { c in .bool((try c.receiverNative() as S).isSubset(of: try c.native(0))) }
        method("isSuperset(of other: \(me)) -> Bool") { c in .bool((try c.receiverNative() as S).isSuperset(of: try c.native(0))) }
        method("isDisjoint(with other: \(me)) -> Bool") { c in .bool((try c.receiverNative() as S).isDisjoint(with: try c.native(0))) }
        method("union(_ other: \(me)) -> \(me)") { c in c.wrap((try c.receiverNative() as S).union(try c.native(0))) }
        method("intersection(_ other: \(me)) -> \(me)") { c in c.wrap((try c.receiverNative() as S).intersection(try c.native(0))) }
        method("subtracting(_ other: \(me)) -> \(me)") { c in c.wrap((try c.receiverNative() as S).subtracting(try c.native(0))) }
        method("symmetricDifference(_ other: \(me)) -> \(me)") { c in c.wrap((try c.receiverNative() as S).symmetricDifference(try c.native(0))) }
        for (name, change) in [("formUnion", { (a: inout S, b: S) in a.formUnion(b) }), ("formIntersection", { a, b in a.formIntersection(b) }),
                               ("subtract", { a, b in a.subtract(b) }), ("formSymmetricDifference", { a, b in a.formSymmetricDifference(b) })] {
            method("mutating \(name)(_ other: \(me))") { c in
                var s: S = try c.receiverNative()
                change(&s, try c.native(0))
                c.newReceiver = c.wrap(s)
                return .void
            }
        }
        method("mutating insert(_ newMember: \(me))") { c in
            var s: S = try c.receiverNative()
            let inserted = s.insert(try c.native(0)).inserted
            c.newReceiver = c.wrap(s)
            return .tuple([.bool(inserted), c.value(0)], ["inserted", "memberAfterInsert"])
        }
        method("mutating remove(_ member: \(me)) -> \(me)?") { c in
            var s: S = try c.receiverNative()
            let removed = s.remove(try c.native(0))
            c.newReceiver = c.wrap(s)
            return removed.map { .some(c.wrap($0)) } ?? .null
        }
    }
}
