/// Type tests and conversions: whether a value is of a written type (`is`, overload fit), and
/// the value converted for storage as one (numbers, Optionals, collections, literals).
extension Interpreter {
    /// The standard library's numeric protocols, which `conformances(of:)` lists for numbers.
    static let numericProtocols: Set<String> = [
        "Numeric", "AdditiveArithmetic", "SignedNumeric", "BinaryInteger", "FixedWidthInteger", "SignedInteger",
        "UnsignedInteger", "FloatingPoint", "BinaryFloatingPoint",
    ]

    /// `Binding` is SwiftUI's (read as the value it binds), unless the program declares its own
    /// type of that name (`final class Binding<Value>` in a library that does not import SwiftUI).
    var bindingIsSwiftUIs: Bool { userTypes["Binding"].map { $0.kind == .extensionOf } ?? true }

    func valueConforms(_ v: Value, to t: TypeExpr) throws -> Bool {
        let t = canonical(t)
        if case .named("Binding", let args) = t, let read = args.first, bindingIsSwiftUIs { return try valueConforms(v, to: read) }
        if case .optional(let w) = t {
            switch v {
            case .null: return true
            case .some(let x): return try valueConforms(x, to: w)
            default: return try valueConforms(v, to: w)
            }
        }
        if case .array(let e) = t {
            guard case .array(let xs) = v else { return false }
            return try xs.allSatisfy { try valueConforms($0, to: e) }
        }
        if case .dictionary = t { if case .dictionary = v { return true }; return false }
        if case .function = t { if case .function = v { return true }; return false }
        // `let r: Void = greet()`: the empty tuple, however it is spelled.
        if case .tuple(let ts, _) = t, ts.isEmpty, v.isEmptyTuple { return true }
        if case .named("Void", let args) = t, args.isEmpty { return v.isEmptyTuple }
        if case .tuple = t { if case .tuple = v { return true }; return false }
        let name = t.baseName
        // `Path(mutable)` with a `CGMutablePath`: a reference that stands for a value of the type.
        if case .native(let n) = v, n.type.standsForOtherTypes, let c = n.payload as? NativeConvertible, let payload = nativeTypes[name]?.payloadType,
           c.converted(to: payload) != nil { return true }
        // `type(of: x) is Sub.Type`: a metatype is of a type, its subclasses' and its conformers'.
        if name.hasSuffix(".Type") {
            guard case .type(let rt) = v else { return false }
            let target = String(name.dropLast(".Type".count))
            // `T.Type` of a generic parameter takes any type (its binding is checked elsewhere).
            if userTypes[target] == nil, nativeTypes[target] == nil, !builtinTypeNames.contains(target) { return true }
            if rt.name == target || target == "Any" { return true }
            // A standard type made to conform by extension (`[any Zeroed.Type] = [Int.self]`).
            guard let u = rt.userType ?? extensions[rt.name] else { return false }
            if u.chain.contains(where: { $0.name == target }) { return true }
            // A protocol, met through the protocols it refines too (`Meters: LengthUnit: UnitDimension`).
            var seen: Set<String> = []
            var pending = u.chain.flatMap(\.conformances)
            while let c = pending.popLast() {
                if c == target { return true }
                guard seen.insert(c).inserted, let p = userTypes[c], p.kind == .protocolType else { continue }
                pending += p.conformances
            }
            return false
        }
        switch name {
        case "Any", "AnyObject", "AnyHashable", "Equatable", "Hashable": return true
        // Optionals, Booleans and collections are not Comparable (`pick<V: Comparable>(Optional(1))`
        // takes another overload).
        case "Comparable":
            switch v {
            case .some, .null, .bool, .array, .dictionary, .set, .tuple: return false
            default: return true
            }
        case "Int": if case .int = v { return true }; return false
        case "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
            if case .fixedInt(let f) = v { return f.kind.rawValue == name }; return false
        case "Double", "CGFloat", "Float", "Float16":
            // A Float is not a Double (`m as? Double` of a Float fails); CGFloat and Double are
            // told apart only as far as Loom types literals, so either takes the other.
            if case .double(_, let k) = v, let want = FloatKind(typeName: name) { return want == k || (want.isDoubleWidth && k.isDoubleWidth) }
            return false
        case "String": if case .string = v { return true }; return false
        case "Bool": if case .bool = v { return true }; return false
        case "Character": if case .character = v { return true }; return false
        // Type erasure erases nothing here: every view is an `AnyView`, every shape an `AnyShape`.
        // (A script's own `class View` shadows SwiftUI's: its subclasses are checked below.)
        case "View" where userTypes[name].map({ $0.kind != .protocolType }) != true, "AnyView" where userTypes[name] == nil: return isViewValue(v)
        // (A program's own `struct AnyShape` is a type like any other.)
        case "AnyShape" where userTypes[name] == nil: return conformances(of: v).contains("Shape") || isViewValue(v)
        case "ViewBuilder": if case .function = v { return true }; return false
        default: break
        }
        if case .some(let x) = v { return try valueConforms(x, to: t) }
        if baseTypeName(of: v) == name { return true }
        // (A bridged type's other name: `CGSize.AnimatableData` is `AnimatablePair`.)
        if case .native(let n) = v, let named = nativeTypes[name], named === n.type { return true }
        if conformances(of: v).contains(name) { return true }
        if v.userType?.chain.contains(where: { $0.name == name || $0.qualifiedName == name }) == true { return true }
        // `[some BinaryInteger]` beside `[some BinaryFloatingPoint]`: the standard numeric
        // protocols are known, so what does not list one does not conform to it.
        if Self.numericProtocols.contains(name) { return false }
        if userTypes[name] == nil, nativeTypes[name] == nil, !builtinTypeNames.contains(name), nestedUserType(name) == nil {
            // Generic parameters and types Loom does not know: let them through.
            return true
        }
        return false
    }

    /// `x is Box<String>` of a `Box<Int>` (or of a `Tagged<Int>: Box<T>`): whether the generic
    /// arguments the value was made with differ from the ones a cast names, where both are known
    /// (a cast's question only: storing a value trusts the type its context gives).
    func genericArgumentsDiffer(_ v: Value, _ t: TypeExpr) -> Bool {
        guard case .named(let name, let args) = canonical(t), !args.isEmpty, var u = v.userType, !u.genericParameters.isEmpty,
              case .named(_, var mine) = specializedTypeExpr(v), mine.count == u.genericParameters.count else { return false }
        while u.name != name, let sup = u.superclass, sup.genericParameters.count == u.superclassArguments.count {
            mine = u.superclassArguments.map { $0.substituting(u.genericParameters, with: mine) }
            u = sup
        }
        guard u.name == name, mine.count == args.count else { return false }
        return zip(mine, args.map(canonical)).contains { a, b in
            isConcreteType(a) && isConcreteType(b) && Self.spelledOut(a.description) != Self.spelledOut(b.description)
        }
    }

    /// Converts `v` for storage as `t`: numbers between Int/Double/CGFloat/Float, values into
    /// Optionals, element-wise for arrays. Incompatible values are Swift's conversion error.
    func coerce(_ v: Value, to t: TypeExpr, _ loc: Loc, argument: Bool = false) throws -> Value {
        // Fast path: a value that already has the plain type asked for (the common call case).
        if case .named(let n, let args) = t, args.isEmpty {
            switch v {
            case .int: if n == "Int" { return v }
            case .double(_, .double): if n == "Double" { return v }
            case .double(_, .cgfloat): if n == "CGFloat" { return v }
            case .string: if n == "String" { return v }
            case .bool: if n == "Bool" { return v }
            default: break
            }
        }
        let t = canonical(t)
        switch t {
        case .optional(let w):
            switch v {
            case .null: return .null
            case .some(let x): return .some(try coerce(x, to: w, loc, argument: argument))
            default: return .some(try coerce(v, to: w, loc, argument: argument))
            }
        case .array(let e):
            if case .array(let xs) = v { return .array(try xs.map { try coerce($0, to: e, loc, argument: argument) }) }
            // `a.filter { … }` on a String in `func f<S: Sequence>(_ a: S) -> [S.Element]`: Swift runs
            // Sequence's filter (an array of characters) where Loom ran String's.
            if case .string(let text) = v, e.baseName == "Character" || isGenericName(e.baseName) || e.baseName.contains(".") {
                return .array(text.map { .character($0) })
            }
            // A range where the standard library takes any sequence of elements (`append(contentsOf: 1...3)`).
            if argument, case .range(.int, .int, _) = v { return try coerce(try asArray(v, loc), to: t, loc, argument: argument) }
            // `show(words.suffix(2))` with `show(_: [String])`: Swift takes Sequence's `suffix`, an Array.
            if case .native(let n) = v, let slice = n.payload as? ArraySlice<Value> {
                return .array(try slice.map { try coerce($0, to: e, loc, argument: argument) })
            }
        case .named("ArraySlice", let args) where args.count <= 1:
            // `return []` where an `ArraySlice<Int>` is wanted: an array literal makes one.
            if case .array(let xs) = v {
                let elements = try args.first.map { e in try xs.map { try coerce($0, to: e, loc, argument: argument) } } ?? xs
                return wrap(elements[...], as: "ArraySlice")
            }
        case .named("Set", let args):
            // An array literal (or another set) becomes a set of the element type.
            let xs: [Value]
            switch v {
            case .array(let a): xs = a
            case .set(let s): xs = s.members
            default: xs = []
            }
            if case .array = v {} else if case .set = v {} else { break }
            let elems = try args.first.map { e in try xs.map { try coerce($0, to: e, loc, argument: argument) } } ?? xs
            return .set(try makeSet(.array(elems), loc))
        case .dictionary(_, let val):
            if case .dictionary(var d) = v {
                d.values = try d.values.map { try coerce($0, to: val, loc, argument: argument) }
                return .dictionary(d)
            }
        case .named(let n, _) where n.hasSuffix("KeyPath"):
            // `let paths: [PartialKeyPath<Employee>] = [\.name]`: the type written for it, which an
            // array of key paths is typed by (its own dynamic type stays what it is).
            // (Not one that names placeholders, a generic parameter's `KeyPath<Element, V>`.)
            if case .named(_, let args) = t, args.allSatisfy(isClosedType), case .function(let f) = v, f.keyPathText != nil { f.keyPathWrittenType = Self.spelledOut(t.description) }
        case .named("Binding", let args) where bindingIsSwiftUIs:
            // A still picture has no writes to route: a binding is the value it reads (`$x` is `x`).
            return try args.first.map { try coerce(v, to: $0, loc, argument: argument) } ?? v
        case .function(let ps, _):
            // `let d: (Double) -> String = render` of overloaded `render`s: the one of that type.
            if case .function(let f) = v, case .overloads(let fs) = f.kind {
                let wanted = ps.map { Self.spelledOut(canonical($0).description) }
                let fitting = fs.filter { g in
                    functionSignature(g).map { $0.params.map { Self.spelledOut(canonical($0).description) } == wanted } ?? false
                }
                if fitting.count == 1 { return .function(fitting[0]) }
            }
        case .tuple(let ts, let typeLabels):
            if case .tuple(let vs, let labels) = v, vs.count == ts.count {
                // `(1, 9)` returned as `(min: Int, max: Int)` takes the type's labels.
                let merged = zip(labels, typeLabels).map { $1 ?? $0 }
                return .tuple(try zip(vs, ts).map { try coerce($0, to: $1, loc, argument: argument) }, merged)
            }
        default: break
        }
        if let kind = floatKind(t) {
            switch v {
            case .fixedInt(let f): return .double(Double(f.value), kind)
            case .int(let i): return .double(Double(i), kind)
            case .double(let d, _): return .double(kind.rounded(d), kind)
            default: break
            }
        }
        // An integer literal stored as a sized integer (`let b: UInt8 = 250`).
        if case .int(let i) = v, let kind = fixedKind(t), let f = FixedInt(kind, exactly: Int128(i)) { return .fixedInt(f) }
        // (A generic parameter may be bound to an Optional: `Box(v: o)` keeps `Optional(5)`.)
        // (An implicitly unwrapped function, `var f: ((A) -> A)!`, returned as a function: unwrapped.)
        if case .some(let inner) = v, !t.isOptional, t.baseName != "Any", isConcreteType(t) || (t.isFunction && inner.isFunctionValue) {
            // A non-optional target never holds an Optional; the caller already unwrapped where Swift would.
            if try valueConforms(inner, to: t) { return try coerce(inner, to: t, loc, argument: argument) }
        }
        if try valueConforms(v, to: t) { return v }
        // `position(of: "c", in: "abc")` with `of x: C.Element`: the literal was typed before `C` was
        // bound to String; Swift makes it a Character (no String value reaches a Character otherwise).
        if t.baseName == "Character", case .string(let s) = v, s.count == 1, let c = s.first { return .character(c) }
        // `let s: Substring = "abc"`: a string literal is a Substring literal too.
        if t.baseName == "Substring", case .string(let s) = v { return wrap(Substring(s), as: "Substring") }
        // A Substring where a String is wanted (a bridged `StringProtocol` parameter): its text.
        if t.baseName == "String", case .native(let n) = v, let slice = n.payload as? Substring { return .string(String(slice)) }
        // `.previewDevice("iPhone 15")`, `formatter.string(from: 2.5)`: a bridged type that is
        // ExpressibleByStringLiteral or by a number literal (NSNumber) builds itself from one.
        let literalLabels: [String] = switch v {
        case .string: ["stringLiteral"]
        case .int: ["integerLiteral", "floatLiteral"]
        case .double: ["floatLiteral"]
        case .bool: ["booleanLiteral"]
        default: []
        }
        if !literalLabels.isEmpty, let nt = nativeTypes[t.baseName],
           let literal = literalLabels.lazy.compactMap({ label in nt.inits.first { $0.decl.params.first?.label == label } }).first {
            return try callFunction(FunctionValue(.native(name: nt.name, [literal])), [v], loc)
        }
        if let converted = try literalConversion(v, to: t, loc) { return converted }
        if isUserGenericParameter(t) { return v }
        if case .null = v {
            throw ScriptError(loc, "'nil' is not compatible with \(argument ? "expected argument" : "specified") type '\(t)'")
        }
        throw ScriptError(loc, "cannot convert value of type '\(v.typeName)' to \(argument ? "expected argument" : "specified") type '\(t)'")
    }

    /// `let price: Money = 5`: a literal stored as a script type that is `ExpressibleBy…Literal`
    /// is built by that type's literal initializer, as Swift does.
    /// A literal key or index where a script type that takes literals is wanted (`d["a"]` for
    /// `K: ExpressibleByStringLiteral` keys) is made one: Swift types the literal by its context.
    func literal(_ v: Value, _ e: Expr, as type: @autoclosure () -> TypeExpr?) throws -> Value {
        guard isScalarLiteral(e) else { return v }
        return try literalOperand(v, as: type().map(canonical), selfType: nil, e.loc)
    }

    /// The labels of the literal initializers (`init(integerLiteral:)`, …) that can make a script
    /// type from the literal `v`, in the order Swift tries them; nil for a value no literal writes.
    static func literalInitializerLabels(for v: Value) -> [String]? {
        switch v {
        case .int: return ["integerLiteral", "floatLiteral"]
        case .double: return ["floatLiteral"]
        case .string, .character: return ["stringLiteral", "extendedGraphemeClusterLiteral", "unicodeScalarLiteral"]
        case .bool: return ["booleanLiteral"]
        case .null: return ["nilLiteral"]
        case .array: return ["arrayLiteral"]
        case .dictionary: return ["dictionaryLiteral"]
        default: return nil
        }
    }

    func literalConversion(_ v: Value, to t: TypeExpr, _ loc: Loc) throws -> Value? {
        guard let type = userTypes[t.baseName] ?? nestedUserType(t.baseName), type.kind != .protocolType,
              let labels = Self.literalInitializerLabels(for: v) else { return nil }
        var argument = v
        if case .dictionary(let d) = v { argument = .array(zip(d.keys, d.values).map { .tuple([$0, $1], [nil, nil]) }) }
        let inits = try initializers(of: .user(type), loc: loc)
        for label in labels {
            guard let candidate = inits.first(where: { $0.params.count == 1 && $0.params[0].label == label }) else { continue }
            let param = candidate.params[0]
            if label == "floatLiteral", case .int(let i) = argument { argument = .double(Double(i), .double) }
            if case .character(let c) = argument, param.type?.baseName != "Character" { argument = .string(String(c)) }
            if case .null = argument { argument = .void }
            // `init(arrayLiteral elements: JSON...)`: the elements are JSON literals in turn.
            // (`Self...` there is the type being made, whatever the caller's scope calls `Self`.)
            if label == "arrayLiteral" || label == "dictionaryLiteral", let pt = param.type {
                // (In the made type's arguments: `[-2, 0, 1]` as a `Polynomial<Double>` has Double elements.)
                let bound = genericArguments(of: t)
                if let bound { genericScopes.append(bound) }
                defer { if bound != nil { genericScopes.removeLast() } }
                let wanted = pt.replacing("Self", with: .named(type.qualifiedName, []))
                argument = try coerce(argument, to: bound == nil ? wanted : canonicalThroughout(wanted), loc)
            }
            let made = try candidate.run([argument], loc).value
            // `let q: Q<Meters> = 5`: made as the written type, with its arguments.
            return genericArguments(of: t).map { recordGenericArguments($0, on: made) } ?? made
        }
        return nil
    }
}
