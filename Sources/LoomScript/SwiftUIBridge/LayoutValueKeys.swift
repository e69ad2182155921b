import LoomUI

/// `LayoutValueKey` (iOS 16): a view tagged with `.layoutValue(key:value:)` hands the value to
/// the custom `Layout` it is a subview of, which reads it as `subview[Key.self]` (the key's
/// static `defaultValue` when the subview is untagged).
extension NativeRegistry {
    func installLayoutValueKeys() {
        nativeType("LayoutValueKey")
        nativeType("View") { t in
            t.method("layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View") { c in
                c.wrap(try c.receiverView().layoutValue(key: try c.layoutValueKey(0).id, value: c.value(1)))
            }
        }
        nativeType("LayoutSubview") { t in
            t.subscriptGetter("(_ key: LayoutValueKey.Type) -> Any") { c in
                let subview: LayoutSubview = try c.receiverNative()
                let key = try c.layoutValueKey(0)
                if let tagged = subview[key.id] as? Value { return tagged }
                return try c.interpreter.member(of: key.type, "defaultValue", loc: c.loc, expected: nil)
            }
        }
    }
}

extension NativeCall {
    /// A script `LayoutValueKey` type: LoomUI's key by its name, and the type for its `defaultValue`.
    func layoutValueKey(_ i: Int) throws -> (id: LayoutValueKeyID, type: Value) {
        guard case .type(let written) = value(i), let type = written.userType else {
            throw ScriptError(loc, "cannot convert value of type '\(value(i).typeName)' to expected argument type 'LayoutValueKey.Type'")
        }
        return (LayoutValueKeyID(type.name), value(i))
    }
}
