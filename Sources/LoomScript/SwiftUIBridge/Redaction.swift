import LoomUI

/// `.redacted(reason:)` and `.unredacted()`: text below a placeholder redaction draws as
/// rounded bars (LoomUI's `TextPlaceholder`); `@Environment(\.redactionReasons)` reads the reasons.
extension NativeRegistry {
    func installRedaction() {
        nativeType("RedactionReasons", payload: RedactionReasons.self, conformances: ["Equatable"]) { t in
            t.constants([("placeholder", RedactionReasons.placeholder), ("privacy", RedactionReasons.privacy),
                         ("invalidated", RedactionReasons.invalidated)])
            t.property("var isEmpty: Bool") { r in .bool((r as! RedactionReasons).isEmpty) }
            t.method("contains(_ member: RedactionReasons) -> Bool") { c in
                .bool((try c.receiverNative() as RedactionReasons).contains(try c.native(0)))
            }
        }
        nativeType("View") { t in
            t.method("redacted(reason: RedactionReasons)") { c in c.wrap(try c.receiverView().redacted(reason: try c.native(0))) }
            t.method("unredacted()") { c in c.wrap(try c.receiverView().unredacted()) }
        }
    }
}
