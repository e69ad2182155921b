/// `MemoryLayout.size(ofValue:)` and its stride and alignment: what Swift lays out on a 64-bit
/// platform, worked out from the value's type as the compiler does it (fields in order, each at
/// its alignment; an Optional adds a tag byte unless its payload has spare bits to use).
struct TypeLayout {
    var size: Int
    var alignment: Int
    /// Whether an Optional of it fits in it (a pointer's, a String's and a Bool's unused bit patterns).
    var hasSpareBits: Bool

    /// An array's element spacing: the size rounded up to the alignment, at least 1.
    var stride: Int { max(1, (size + alignment - 1) / alignment * alignment) }

    static func scalar(_ bytes: Int) -> TypeLayout { TypeLayout(size: bytes, alignment: bytes, hasSpareBits: false) }
    /// A reference, or a value made of references (`Array`, `String`).
    static func references(_ bytes: Int) -> TypeLayout { TypeLayout(size: bytes, alignment: 8, hasSpareBits: true) }

    var optional: TypeLayout {
        hasSpareBits ? self : TypeLayout(size: size + 1, alignment: alignment, hasSpareBits: false)
    }

    /// A struct's or tuple's layout: each field after the last, at its own alignment.
    static func fields(_ fields: [TypeLayout]) -> TypeLayout {
        var out = TypeLayout(size: 0, alignment: 1, hasSpareBits: false)
        for f in fields {
            out.size = (out.size + f.alignment - 1) / f.alignment * f.alignment + f.size
            out.alignment = max(out.alignment, f.alignment)
            out.hasSpareBits = out.hasSpareBits || f.hasSpareBits
        }
        return out
    }
}

extension TypeLayout {
    /// The standard types by name; nil for one Loom does not know.
    init?(standardTypeNamed name: String) {
        if let kind = FixedInt.Kind(typeName: name) { self = .scalar(kind.bitWidth / 8); return }
        switch name {
        case "Int", "Double", "CGFloat": self = .scalar(8)
        case "Float", "Unicode.Scalar", "UnicodeScalar": self = .scalar(4)
        case "Float16": self = .scalar(2)
        case "Bool": self = TypeLayout(size: 1, alignment: 1, hasSpareBits: true)
        case "String", "Character": self = .references(16)
        case "Substring": self = .references(32)
        case "Array", "Dictionary", "Set": self = .references(8)
        case "Void": self = TypeLayout(size: 0, alignment: 1, hasSpareBits: false)
        default: return nil
        }
    }
}

extension Interpreter {
    /// The layout of a value's type; nil where the value does not say it (an empty Optional, an enum).
    func layout(ofValue v: Value) -> TypeLayout? {
        switch v {
        case .int: return .scalar(8)
        case .fixedInt(let f): return .scalar(f.kind.bitWidth / 8)
        case .double(_, let kind): return kind == .float ? .scalar(4) : kind == .float16 ? .scalar(2) : .scalar(8)
        case .bool: return TypeLayout(standardTypeNamed: "Bool")
        case .string, .character: return .references(16)
        case .array, .set, .dictionary, .object: return .references(8)
        case .function: return .references(16)
        case .void: return TypeLayout(standardTypeNamed: "Void")
        case .some(let x): return layout(ofValue: x)?.optional
        case .native(let n) where n.payload is Unicode.Scalar: return .scalar(4)
        case .tuple(let xs, _):
            let fields = xs.map { layout(ofValue: $0) }
            return fields.contains { $0 == nil } ? nil : .fields(fields.compactMap { $0 })
        case .structValue(let s):
            var fields: [TypeLayout] = []
            for p in s.type.storedProperties {
                // The declared type first: an empty Optional's value does not say what it wraps.
                guard let f = p.type.flatMap(layout(ofType:)) ?? s.fields[p.name].flatMap(layout(ofValue:)) else { return nil }
                fields.append(f)
            }
            return .fields(fields)
        default: return nil
        }
    }

    /// The layout of a written type (a stored property's).
    func layout(ofType t: TypeExpr) -> TypeLayout? {
        switch canonical(t) {
        case .optional(let w): return layout(ofType: w)?.optional
        case .array, .dictionary: return .references(8)
        case .function: return .references(16)
        case .tuple(let ts, _):
            let fields = ts.map { layout(ofType: $0) }
            return fields.contains { $0 == nil } ? nil : .fields(fields.compactMap { $0 })
        case .named(let n, let args):
            if n == "Optional", args.count == 1 { return layout(ofType: args[0])?.optional }
            if let known = TypeLayout(standardTypeNamed: n) { return known }
            if let u = userTypes[n], u.kind == .classType { return .references(8) }
            // A struct is its stored properties laid out in order (each needs its type written).
            if let u = userTypes[n], u.kind == .structType {
                let fields = u.storedProperties.map { p in p.type.flatMap { layout(ofType: $0) } }
                return fields.contains { $0 == nil } ? nil : .fields(fields.compactMap { $0 })
            }
            if let u = userTypes[n], u.kind == .enumType { return layout(ofEnum: u) }
            return nil
        case .opaque: return nil
        }
    }
}

extension Interpreter {
    /// An enum: its cases' tag alone when none carries a payload (nothing for one case, a byte up
    /// to 256); else its largest payload, with a tag byte after it unless a single payload has
    /// spare bits to keep the other cases in. Nil when a payload's type is not known.
    func layout(ofEnum u: UserType) -> TypeLayout? {
        let payloads = u.cases.filter { !$0.payload.isEmpty }
        if payloads.isEmpty {
            let tag = u.cases.count <= 1 ? 0 : u.cases.count <= 256 ? 1 : 2
            // A byte's unused values keep an Optional's `nil` (`Direction?` is one byte too).
            return TypeLayout(size: tag, alignment: max(1, tag), hasSpareBits: tag == 1 && u.cases.count < 256)
        }
        var widest = TypeLayout(size: 0, alignment: 1, hasSpareBits: true)
        for c in payloads {
            let fields = c.payload.map { p in p.type.flatMap { layout(ofType: $0) } }
            guard !fields.contains(where: { $0 == nil }) else { return nil }
            let one = fields.count == 1 ? fields[0]! : .fields(fields.compactMap { $0 })
            widest.size = max(widest.size, one.size)
            widest.alignment = max(widest.alignment, one.alignment)
            widest.hasSpareBits = widest.hasSpareBits && one.hasSpareBits
        }
        // One payload case keeps the others in its payload's spare bits (as an Optional does);
        // several payloads take a tag byte after the widest.
        let needsTag = payloads.count > 1 || (u.cases.count > 1 && !widest.hasSpareBits)
        return TypeLayout(size: widest.size + (needsTag ? 1 : 0), alignment: widest.alignment, hasSpareBits: false)
    }

    /// `MemoryLayout<Int32>.size`, `MemoryLayout<T>.stride` (with `T` bound by the running
    /// generic function): the written type's layout. Nil for a member that is not one of the three.
    func memoryLayout(_ member: String, of type: TypeExpr, loc: Loc) throws -> Value? {
        let read: KeyPath<TypeLayout, Int>
        switch member {
        case "size": read = \.size
        case "stride": read = \.stride
        case "alignment": read = \.alignment
        default: return nil
        }
        guard let layout = layout(ofType: type) else {
            throw ScriptError(loc, "MemoryLayout<\(canonical(type))>.\(member): Loom cannot tell the layout of this type")
        }
        return .int(layout[keyPath: read])
    }
}

extension NativeRegistry {
    func installMemoryLayout() {
        nativeType("MemoryLayout") { t in
            for (name, read) in [("size", \TypeLayout.size), ("stride", \.stride), ("alignment", \.alignment)] {
                t.staticMethod("\(name)<T>(ofValue value: T) -> Int") { c in
                    guard let layout = c.interpreter.layout(ofValue: c.value(0)) else {
                        throw ScriptError(c.loc, "MemoryLayout.\(name)(ofValue:): Loom cannot tell the layout of a value of type '\(c.value(0).typeName)'")
                    }
                    return .int(layout[keyPath: read])
                }
                // `MemoryLayout<Int32>.size` is read by `Interpreter.memoryLayout` from the written
                // type; reached here, the type was not written (`let m = MemoryLayout<Int>.self; m.size`).
                t.staticValue("static let \(name): Int") { _ in
                    throw ScriptError(.none, "MemoryLayout<T>.\(name) needs its type written where it is read; use MemoryLayout.\(name)(ofValue:)")
                }
            }
        }
    }
}
