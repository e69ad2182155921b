/// Swift's `ReversedCollection`: `ring.reversed()` on a script `BidirectionalCollection`. A view of
/// its base, read back to front, that prints as Swift prints it
/// (`ReversedCollection<Ring>(_base: …)`); everything else it does is its elements' array's.
struct ReversedCollectionView {
    let base: Value
}

extension NativeRegistry {
    func installReversedCollection() {
        // NB: its elements and its description need the interpreter: see `reversedElements`.
        nativeType("ReversedCollection", payload: ReversedCollectionView.self, conformances: ["Sequence", "Collection", "BidirectionalCollection"]) { t in
            t.property("var base: Any") { ($0 as! ReversedCollectionView).base }
        }
    }
}

extension Interpreter {
    /// The base's elements, last first.
    func reversedElements(_ r: ReversedCollectionView, _ loc: Loc) throws -> [Value] {
        try elements(r.base, loc).reversed()
    }

    func describeReversed(_ r: ReversedCollectionView) -> String {
        "ReversedCollection<\(metatype(of: r.base).name)>(_base: \(describe(r.base, debug: true)))"
    }
}
