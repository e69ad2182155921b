import Foundation

/// A call to a builtin (standard-library) function or method: labelled, already-evaluated
/// arguments, and a slot for the receiver's new value when the method mutates it.
struct BuiltinCall {
    let interpreter: Interpreter
    let receiver: Value?
    var args: [(label: String?, value: Value)]
    var loc: Loc
    var newReceiver: Value?

    func arg(_ i: Int) throws -> Value {
        guard i < args.count else { throw ScriptError(loc, "missing argument #\(i + 1) in call") }
        return args[i].value
    }
    func labelled(_ l: String) -> Value? { args.first { $0.label == l }?.value }
    func double(_ i: Int) throws -> Double { try interpreter.toDouble(try arg(i), loc) }
    func int(_ i: Int) throws -> Int {
        guard case .int(let n) = try arg(i) else { throw ScriptError(loc, "cannot convert value of type '\(try arg(i).typeName)' to expected argument type 'Int'") }
        return n
    }
    func function(_ i: Int) throws -> FunctionValue {
        guard case .function(let f) = try arg(i) else { throw ScriptError(loc, "cannot convert value of type '\(try arg(i).typeName)' to expected argument type '(Element) -> Result'") }
        return f
    }
}

extension Interpreter {
    func toDouble(_ v: Value, _ loc: Loc) throws -> Double {
        switch v {
        case .int(let i): return Double(i)
        case .double(let d, _): return d
        case .fixedInt(let f): return Double(f.value)
        case .some(let x): return try toDouble(x, loc)
        default: throw ScriptError(loc, "cannot convert value of type '\(v.typeName)' to expected argument type 'Double'")
        }
    }

    func builtin(_ name: String, receiver: Value? = nil, _ impl: @escaping (inout BuiltinCall) throws -> Value) -> Value {
        .function(FunctionValue(.builtin(name: name, impl), receiver: receiver))
    }

    // MARK: Global functions

    /// `min(a, b, …)`: the first smallest (or largest), as Swift's `min`/`max` choose.
    func extremum(_ arguments: [Value], wantMin: Bool, loc: Loc) throws -> Value {
        let values = unifyNumbers(arguments)
        guard var best = values.first else { throw ScriptError(loc, "missing argument #1 in call") }
        for v in values.dropFirst() {
            guard let c = compare(v, best) else { throw ScriptError(loc, "cannot compare '\(v.typeName)' and '\(best.typeName)'") }
            if wantMin ? c < 0 : c > 0 { best = v }
        }
        return best
    }

    func elements(_ v: Value, _ loc: Loc) throws -> [Value] {
        if case .array(let xs) = try asArray(v, loc) { return xs }
        return []
    }

    func asArray(_ v: Value, _ loc: Loc) throws -> Value {
        if case .array = v { return v }
        if case .set(let s) = v { return .array(s.members) }
        var it = try makeIterator(v, loc)
        var out: [Value] = []
        while let x = try it() { try tick(loc); out.append(x) }
        return .array(out)
    }

    // MARK: Initializers of builtin types

    func builtinInitializers(_ name: String, loc: Loc) throws -> [Candidate] {
        let c = Candidate(name: name, params: [Param(label: "*", name: "*", type: nil, isVariadic: true)]) { [unowned self] packed, _ in
            var args: [(String?, Value)] = []
            if case .array(let ps)? = packed.first {
                for p in ps { if case .tuple(let vs, let ls) = p { args.append((ls.first ?? nil, vs[0])) } }
            }
            return Invocation(try self.constructBuiltin(name, args, loc))
        }
        return [c]
    }

    func constructBuiltin(_ name: String, _ args: [(String?, Value)], _ loc: Loc) throws -> Value {
        let first = args.first?.1
        if let kind = FixedInt.Kind(typeName: name), let v = try constructFixed(kind, args, loc) { return v }
        switch name {
        case "Int":
            switch first {
            case .fixedInt(let f)?: return try intFromFixed(f, label: args.first?.0, loc)
            case .int(let i)?: return args.first?.0 == "exactly" ? .some(.int(i)) : .int(i)
            case .double(let d, _)? where args.first?.0 == "exactly":
                // `Int(exactly: 3.5)` is nil: only whole numbers in range convert.
                guard d.isFinite, d.rounded(.towardZero) == d, let i = Int(exactly: d) else { return .null }
                return .some(.int(i))
            case .double(let d, _)?:
                guard d.isFinite, abs(d) < 9.2e18 else { throw ScriptError(loc, "Fatal error: Double value cannot be converted to Int because it is either infinite or NaN") }
                return .int(Int(d))
            case .string(let s)?:
                // `Int("ff", radix: 16)`
                let radix: Int
                if args.count == 2, args[1].0 == "radix", case .int(let r) = args[1].1 { radix = r } else { radix = 10 }
                guard (2...36).contains(radix) else { throw ScriptError(loc, "Fatal error: Radix must be between 2 and 36") }
                return Int(s, radix: radix).map { .some(.int($0)) } ?? .null
            case .bool(let b)?: return .int(b ? 1 : 0)
            default: break
            }
        case "Double", "CGFloat", "Float":
            let kind: FloatKind = name == "Double" ? .double : (name == "CGFloat" ? .cgfloat : .float)
            switch first {
            case .int(let i)?: return .double(Double(i), kind)
            case .fixedInt(let f)?: return .double(Double(f.value), kind)
            case .double(let d, _)?: return .double(kind == .float ? Double(Float(d)) : d, kind)
            case .string(let s)?: return Double(s).map { .some(.double($0, kind)) } ?? .null
            case nil: return .double(0, kind)
            default: break
            }
        case "String":
            if args.isEmpty { return .string("") }
            if let (label, v) = args.first, label == "repeating", args.count == 2, case .int(let n) = args[1].1 {
                let piece = describe(v)
                return .string(String(repeating: piece, count: try AllocationLimit.repeatingStringCount(n, repeating: piece, memory, loc)))
            }
            if let (label, v) = args.first, label == "reflecting" { return .string(describe(v, debug: true)) }
            if let (label, v) = args.first, label == "format" {
                return .string(try formatString(describe(v), args.dropFirst().map(\.1), loc: loc))
            }
            if case .array(let xs)? = first, !xs.isEmpty, xs.allSatisfy({ if case .character = $0 { return true }; return false }) {
                // `String(chars)`: a sequence of Characters makes a string, not its description.
                return .string(xs.map { describe($0) }.joined())
            }
            // `String(255, radix: 16, uppercase: true)`
            if case .fixedInt(let f)? = first, args.count >= 2, args[1].0 == "radix", case .int(let r) = args[1].1 {
                guard (2...36).contains(r) else { throw ScriptError(loc, "Fatal error: Radix must be between 2 and 36") }
                let upper = args.count == 3 && args[2].0 == "uppercase" && { if case .bool(true) = args[2].1 { return true }; return false }()
                return .string(String(f.value, radix: r, uppercase: upper))
            }
            if case .int(let n)? = first, args.count >= 2, args[1].0 == "radix", case .int(let r) = args[1].1 {
                guard (2...36).contains(r) else { throw ScriptError(loc, "Fatal error: Radix must be between 2 and 36") }
                var upper = false
                if args.count == 3, args[2].0 == "uppercase", case .bool(let u) = args[2].1 { upper = u }
                return .string(String(n, radix: r, uppercase: upper))
            }
            if let v = first { return .string(describe(v)) }
        case "Bool":
            if case .bool(let b)? = first { return .bool(b) }
        case "Optional":
            if let v = first { return wrapOptional(v) }
        case "Character":
            if case .string(let s)? = first, let c = s.first { return .character(c) }
            if case .native(let n)? = first, let scalar = n.payload as? Unicode.Scalar { return .character(Character(scalar)) }
        case "Set":
            if args.isEmpty || args.first?.0 == "minimumCapacity" { return .set(SetValue()) }
            if let v = first { return .set(try makeSet(v, loc)) }
        case "Array":
            if args.isEmpty { return .array([]) }
            if args.count == 2, args[0].0 == "repeating", case .int(let n) = args[1].1 {
                return .array(Array(repeating: args[0].1, count: try AllocationLimit.repeatingArrayCount(n, memory, loc)))
            }
            if let v = first { return try asArray(v, loc) }
        case "Dictionary":
            if args.isEmpty { return .dictionary(DictionaryValue()) }
            if args.count == 2, args[0].0 == "grouping", args[1].0 == "by" || args[1].0 == nil, case .function(let f) = args[1].1 { // `{ … }` trailing: no label
                var d = DictionaryValue()
                for x in try elements(args[0].1, loc) {
                    let k = try callFunction(f, [x], loc)
                    guard HashKey(k) != nil else { throw ScriptError(loc, "type '\(k.typeName)' does not conform to protocol 'Hashable'") }
                    if case .array(let xs)? = d.lookup(k) { d.set(k, .array(xs + [x])) } else { d.set(k, .array([x])) }
                }
                return .dictionary(d)
            }
            if args.count == 2, args[0].0 == nil, args[1].0 == "uniquingKeysWith" || args[1].0 == nil, case .function(let f) = args[1].1 {
                // `Dictionary(pairs, uniquingKeysWith: +)`: a repeated key combines its values.
                var d = DictionaryValue()
                for pair in try elements(args[0].1, loc) {
                    guard case .tuple(let kv, _) = pair, kv.count == 2 else { continue }
                    guard HashKey(kv[0]) != nil else { throw ScriptError(loc, "type '\(kv[0].typeName)' does not conform to protocol 'Hashable'") }
                    d.set(kv[0], try d.lookup(kv[0]).map { try callFunction(f, [$0, kv[1]], loc) } ?? kv[1])
                }
                return .dictionary(d)
            }
            if args.count == 1, args[0].0 == "uniqueKeysWithValues" {
                var d = DictionaryValue()
                for pair in try elements(args[0].1, loc) {
                    guard case .tuple(let kv, _) = pair, kv.count == 2 else { continue }
                    if d.lookup(kv[0]) != nil { throw ScriptError(loc, "Fatal error: Duplicate values for key: '\(describe(kv[0]))'") }
                    d.set(kv[0], kv[1])
                }
                return .dictionary(d)
            }
        default:
            if name.hasPrefix("[") {
                if Self.isDictionaryTypeName(name) { return .dictionary(DictionaryValue()) }
                if args.count == 2, args[0].0 == "repeating", case .int(let n) = args[1].1 {
                    return .array(Array(repeating: args[0].1, count: try AllocationLimit.repeatingArrayCount(n, memory, loc)))
                }
                return .array([])
            }
        }
        let labels = args.map { ($0.0 ?? "_") + ":" }.joined()
        throw ScriptError(loc, "no exact matches in call to initializer of '\(name)' with arguments (\(labels))")
    }
}

extension Interpreter {
    /// `[String: Int]`, not `[(x: Int, y: String)]`: a colon outside any parentheses.
    static func isDictionaryTypeName(_ name: String) -> Bool {
        var depth = 0
        for c in name {
            switch c {
            case "(": depth += 1
            case ")": depth -= 1
            case ":" where depth == 0: return true
            default: break
            }
        }
        return false
    }
}

extension NativeRegistry {
    /// The standard library's value types, one file each.
    func installStandardTypes() {
        installInt()
        installDouble()
        installBool()
        installCharacter()
        installString()
        installArray()
        installSet()
        installDictionary()
        installRange()
        installOptional()
        installMath()
        installGlobalFunctions()
        installCRandom()
        installSequences()
        installDump()
        installFixedWidthIntegers()
        installStringIndices()
        installTaskGroups()
        installObjectIdentifier()
    }
}
