import LoomUI

/// SwiftUI's `Transaction`: the animation a state change is made under. `withTransaction` runs
/// its body under the transaction's animation (none when it has none or disables animations), as
/// `withAnimation` does; `.transaction { $0.animation = … }` sets the animation of every change
/// below, as `.animation(_:)` without a value does. A reference, so that the closure's writes
/// reach the modifier.
final class TransactionValue {
    var animation: LoomUI.Animation?
    var disablesAnimations = false
    /// Whether a `.transaction` closure set `animation`.
    var setsAnimation = false

    init(animation: LoomUI.Animation?) { self.animation = animation }

    /// What the changes it governs animate with.
    var effectiveAnimation: LoomUI.Animation? { disablesAnimations ? nil : animation }
}

extension NativeRegistry {
    func installTransactions() {
        nativeType("Transaction", payload: TransactionValue.self) { t in
            t.initializer("init()") { c in c.wrap(TransactionValue(animation: nil)) }
            t.initializer("init(animation: Animation?)") { c in c.wrap(TransactionValue(animation: try c.optionalNative(0))) }
            t.property("var animation: Animation? { get set }") { p in
                (p as! TransactionValue).animation.map { NativeRegistry.shared.wrap($0, as: "Animation") } ?? .null
            } set: { payload, value, _, _ in
                let transaction = payload as! TransactionValue
                if case .native(let n)? = value.optionalPayload { transaction.animation = n.payload as? LoomUI.Animation } else { transaction.animation = nil }
                transaction.setsAnimation = true
                return transaction
            }
            t.property("var disablesAnimations: Bool { get set }") { p in .bool((p as! TransactionValue).disablesAnimations) } set: { payload, value, _, _ in
                let transaction = payload as! TransactionValue
                if case .bool(let b) = value { transaction.disablesAnimations = b }
                return transaction
            }
        }
        globalFunction("withTransaction(_ transaction: Transaction, _ body: () -> Any) -> Any") { c in
            try withAnimation((try c.native(0) as TransactionValue).effectiveAnimation, try c.function(1), &c)
        }
        nativeType("View") { t in
            t.method("transaction(_ transform: (inout Transaction) -> Void)") { c in
                // It reads as a change's transaction under the default animation: its `animation`
                // is an Animation, which types what the closure assigns (`.linear(duration: 1)`).
                let transaction = TransactionValue(animation: .default)
                _ = try c.call(try c.function(0), [c.wrap(transaction)])
                guard transaction.setsAnimation || transaction.disablesAnimations else { return c.receiverValue }
                return c.wrap(try c.receiverView().animation(transaction.effectiveAnimation, value: nil))
            }
        }
    }
}
