/// Where each stored value of a script type's instances lives: every field name the type's
/// instances have stored gets a fixed index, shared by all of them. Member expressions cache
/// (layout, index) so that reading `p.x` again indexes an array without hashing `"x"`.
final class FieldLayout {
    private(set) var index: [String: Int] = [:]
    private(set) var names: [String] = []

    func slot(_ name: String) -> Int {
        if let i = index[name] { return i }
        index[name] = names.count
        names.append(name)
        return names.count - 1
    }
}

/// An instance's stored values (properties, wrapper storage `_name`, computed `lazy var`s),
/// addressed by name through the type's layout or directly by index.
struct Fields {
    let layout: FieldLayout
    private(set) var values: [Value?] = []

    init(_ layout: FieldLayout) { self.layout = layout }

    subscript(name: String) -> Value? {
        get {
            guard let i = layout.index[name], i < values.count else { return nil }
            return values[i]
        }
        set {
            let i = layout.slot(name)
            if i >= values.count { values.append(contentsOf: repeatElement(nil, count: i - values.count + 1)) }
            values[i] = newValue
        }
    }

    @inline(__always)
    subscript(slot i: Int) -> Value? {
        get { i < values.count ? values[i] : nil }
        set {
            if i >= values.count { values.append(contentsOf: repeatElement(nil, count: i - values.count + 1)) }
            values[i] = newValue
        }
    }

    /// Names of the fields that hold a value.
    var keys: [String] { values.indices.compactMap { values[$0] == nil ? nil : layout.names[$0] } }
}
