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

    /// `weak` and `unowned` properties by slot; empty for most types, which then pay nothing.
    private(set) var strengths: [Int: ReferenceStrength] = [:]

    func setStrength(_ strength: ReferenceStrength, of name: String) {
        strengths[slot(name)] = strength
    }

    /// A subclass's instances keep the inherited `weak var`s weak (its own layout, not its superclass's).
    func inheritStrengths(of superclass: FieldLayout) {
        for (i, strength) in superclass.strengths { setStrength(strength, of: superclass.names[i]) }
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
            return layout.strengths.isEmpty ? values[i] : read(i)
        }
        set { self[slot: layout.slot(name)] = newValue }
    }

    @inline(__always)
    subscript(slot i: Int) -> Value? {
        get {
            guard i < values.count else { return nil }
            return layout.strengths.isEmpty ? values[i] : read(i)
        }
        set {
            if i >= values.count { values.append(contentsOf: repeatElement(nil, count: i - values.count + 1)) }
            values[i] = layout.strengths.isEmpty ? newValue : stored(newValue, at: i)
        }
    }

    /// A weak or unowned property reads as its object while it lives; a weak one is then `nil`.
    private func read(_ i: Int) -> Value? {
        guard let strength = layout.strengths[i], case .native(let n)? = values[i], let reference = n.payload as? WeakReference else { return values[i] }
        guard let object = reference.object else { return .null }
        // `Value.some`, spelled out: in a function returning `Value?`, `.some` is Swift's own.
        return strength == .weak ? Value.some(.object(object)) : .object(object)
    }

    /// What a weak or unowned property keeps of an object: a reference that does not own it.
    private func stored(_ v: Value?, at i: Int) -> Value? {
        guard layout.strengths[i] != nil else { return v }
        switch v {
        case .object(let o)?, .some(.object(let o))?:
            return .native(NativeValue(type: WeakReference.nativeType, payload: WeakReference(o)))
        default: return v
        }
    }

    /// Drops every value (an ending instance handing them to the `Graveyard`).
    mutating func removeAll() { values = [] }

    /// Names of the stored values the instance holds (its generic arguments are not one).
    var keys: [String] {
        values.indices.compactMap { values[$0] == nil || Fields.hiddenNames.contains(layout.names[$0]) ? nil : layout.names[$0] }
    }

    /// Slots the instance keeps about itself, not stored properties.
    static let hiddenNames: Set<String> = [genericArgumentsName, bindingSourcesName]

    /// The slot's name for `bindingSources`.
    static let bindingSourcesName = "binding sources"

    /// For a view made with `$state` arguments for its `@Binding` properties (`Child(n: $n)`):
    /// the state each one reads, by property, so what the view's actions set there reaches it.
    var bindingSources: [String: BindingSource]? {
        get {
            guard let i = layout.index[Fields.bindingSourcesName], i < values.count,
                  case .native(let n)? = values[i], let box = n.payload as? BindingSources else { return nil }
            return box.sources
        }
        set {
            self[Fields.bindingSourcesName] = newValue.map { .native(NativeValue(type: BindingSources.nativeType, payload: BindingSources($0))) }
        }
    }

    /// The slot's name: no Swift identifier has a space.
    static let genericArgumentsName = "generic arguments"

    /// What an instance of a generic type was made with (`Box<String>(v: 1)`: `T` is `String`),
    /// when its construction said; otherwise its stored values tell (see `genericArgument`).
    var genericArguments: [String: TypeExpr]? {
        get {
            guard let i = layout.index[Fields.genericArgumentsName], i < values.count,
                  case .native(let n)? = values[i], let box = n.payload as? GenericArguments else { return nil }
            return box.bindings
        }
        set {
            self[Fields.genericArgumentsName] = newValue.map { .native(NativeValue(type: GenericArguments.nativeType, payload: GenericArguments($0))) }
        }
    }
}

/// A memberwise argument left out for a wrapped property: the wrapper already made stands.
struct KeptWrapper {
    nonisolated(unsafe) static let nativeType = NativeType(name: "kept wrapper")  // never changed after creation
}

/// An instance's generic arguments, held in its fields.
final class GenericArguments {
    let bindings: [String: TypeExpr]
    init(_ bindings: [String: TypeExpr]) { self.bindings = bindings }
    nonisolated(unsafe) static let nativeType = NativeType(name: "generic arguments")  // never changed after creation
}

/// Where a `@Binding` property's value lives: a `@State` property of the view whose body made
/// the view holding it, by that view's key on the picture's clock.
struct BindingSource {
    let viewKey: String
    let property: String
}

/// Where `binding.wrappedValue = v` on a `Binding` parameter writes: the state `$state` bound,
/// or the setter a `Binding(get:set:)` was made with.
enum BindingWriter {
    case state(BindingSource)
    case setter(FunctionValue)
}

/// An instance's binding sources, held in its fields.
final class BindingSources {
    let sources: [String: BindingSource]
    init(_ sources: [String: BindingSource]) { self.sources = sources }
    nonisolated(unsafe) static let nativeType = NativeType(name: "binding sources")  // never changed after creation
}
