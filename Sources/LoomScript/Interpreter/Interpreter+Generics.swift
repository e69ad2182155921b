/// Generic constraints (`<T: Comparable>`, `where T: Equatable`) checked when a generic function
/// is called: a non-conforming argument is Swift's "requires that 'X' conform to 'P'" error,
/// at the call, before the body runs (instead of a confusing failure deep inside it).
extension Interpreter {
    func checkGenericRequirements(_ decl: FunctionDecl, _ args: [Value], selfType: UserType?, loc: Loc) throws {
        for (parameter, protocols) in decl.genericRequirements {
            var bound: Value?
            for (p, arg) in zip(decl.params, args) {
                for v in valuesBound(to: parameter, by: p.type, arg) {
                    if let b = bound, !sameGenericBinding(b, v) {
                        throw ScriptError(loc, "conflicting arguments to generic parameter '\(parameter)' ('\(b.typeName)' vs. '\(v.typeName)')")
                    }
                    bound = bound ?? v
                    for proto in protocols where !satisfies(v, proto) {
                        throw ScriptError(loc, "\(functionKind(decl, selfType)) '\(decl.name == "init" ? decl.signature : decl.name)' requires that '\(v.typeName)' conform to '\(proto)'")
                    }
                }
            }
        }
    }

    /// The values a parameter of type `type` binds to the generic parameter `name`
    /// (`T`, `T?`, `[T]`, `T...`).
    private func valuesBound(to name: String, by type: TypeExpr?, _ arg: Value) -> [Value] {
        switch type {
        case .named(let n, let args)? where n == name && args.isEmpty: return [arg]
        case .optional(let w)?:
            if case .null = arg { return [] }
            if case .some(let x) = arg { return valuesBound(to: name, by: w, x) }
            return valuesBound(to: name, by: w, arg)
        case .array(let e)?:
            if case .array(let xs) = arg { return xs.flatMap { valuesBound(to: name, by: e, $0) } }
            return []
        default: return []
        }
    }

    /// Literals make one type in Swift (`max(1, 2.5)` is all Double): Int and floating point agree.
    private func sameGenericBinding(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.int, .double), (.double, .int), (.int, .int), (.double, .double): return true
        case (.string, .character), (.character, .string): return true
        default: return a.typeName == b.typeName
        }
    }

    private func functionKind(_ decl: FunctionDecl, _ selfType: UserType?) -> String {
        if decl.name == "init" { return "initializer" }
        if !decl.hasSelf { return selfType == nil ? "global function" : "static method" }
        return decl.isStatic ? "static method" : "instance method"
    }

    /// Whether a value's type conforms to a protocol, with the standard library's rules for
    /// builtin types (tuples and functions are not Equatable; payload-free enums are Hashable).
    func satisfies(_ v: Value, _ proto: String) -> Bool {
        switch proto {
        case "Any": return true
        case "AnyObject": if case .object = v { return true }; return false
        case "Equatable", "Hashable":
            switch v {
            case .int, .double, .bool, .string, .character, .set, .null: return true
            case .some(let x): return satisfies(x, proto)
            case .array(let xs): return xs.allSatisfy { satisfies($0, proto) }
            case .dictionary(let d): return d.values.allSatisfy { satisfies($0, proto) }
            case .range: return true
            case .tuple, .function, .void: return false
            case .enumValue(let e) where e.type.cases.allSatisfy({ $0.payload.isEmpty }) && !e.type.cases.isEmpty: return true
            default:
                let cs = conformances(of: v)
                return cs.contains(proto) || cs.contains("Hashable") || (proto == "Equatable" && cs.contains("Comparable"))
            }
        case "Comparable":
            switch v {
            case .int, .double, .string, .character: return true
            case .bool, .array, .dictionary, .set, .tuple, .function, .void, .null, .range: return false
            case .some(let x): return satisfies(x, proto)
            default: return conformances(of: v).contains(proto)
            }
        case "Numeric", "AdditiveArithmetic", "SignedNumeric", "Strideable":
            if case .int = v { return true }
            if case .double = v { return true }
            return conformances(of: v).contains(proto)
        case "BinaryInteger", "FixedWidthInteger", "SignedInteger":
            if case .int = v { return true }
            return false
        case "FloatingPoint", "BinaryFloatingPoint":
            if case .double = v { return true }
            return false
        case "StringProtocol":
            if case .string = v { return true }
            return false
        case "Sequence", "Collection":
            switch v {
            case .array, .string, .set, .dictionary, .range: return true
            default: return conformances(of: v).contains(proto)
            }
        case "CustomStringConvertible":
            switch v {
            case .int, .double, .bool, .string, .character, .array, .dictionary, .set, .range: return true
            default: return conformances(of: v).contains(proto)
            }
        default:
            if userTypes[proto]?.kind == .protocolType { return conformances(of: v).contains(proto) }
            // Bridged protocols (`View`, `Shape`) and names Loom does not know.
            return (try? valueConforms(v, to: .simple(proto))) ?? true
        }
    }
}
