/// Swift's `print`/`description` formatting (and `debugDescription` inside collections):
/// `1.0`, `0.30000000000000004`, `[1, 2]`, `["a"]`, `Optional(3)`, `Point(x: 1.0, y: 2.0)`.
extension Interpreter {
    func describe(_ v: Value, debug: Bool = false) -> String {
        switch v {
        case .int(let i): return String(i)
        case .fixedInt(let f): return f.description
        case .double(let d, let k): return describeFloat(d, k)
        case .bool(let b): return b ? "true" : "false"
        case .string(let s): return debug ? quote(s) : s
        case .character(let c): return debug ? quote(String(c)) : String(c)
        case .array(let xs): return "[" + xs.map { describe($0, debug: true) }.joined(separator: ", ") + "]"
        case .set(let s):
            // Inside collections and fields Swift writes `Set([1, 2])`.
            let list = "[" + s.members.map { describe($0, debug: true) }.joined(separator: ", ") + "]"
            return debug ? "Set(\(list))" : list
        case .dictionary(let d):
            if d.keys.isEmpty { return "[:]" }
            return "[" + zip(d.keys, d.values).map { "\(describe($0, debug: true)): \(describe($1, debug: true))" }.joined(separator: ", ") + "]"
        case .tuple(let vs, let labels):
            return "(" + zip(vs, labels).map { v, l in (l.map { "\($0): " } ?? "") + describe(v, debug: true) }.joined(separator: ", ") + ")"
        case .range(let a, .null, _): return "PartialRangeFrom<\(a.typeName)>(lowerBound: \(describe(a, debug: debug)))"
        case .range(let a, let b, let closed):
            // Debug text names the type around the bounds (`ClosedRange(1...5)`, `Range(0..<3)`).
            let text = "\(describe(a, debug: debug))\(closed ? "..." : "..<")\(describe(b, debug: debug))"
            return debug ? "\(closed ? "ClosedRange" : "Range")(\(text))" : text
        case .some(let x): return "Optional(\(describe(x, debug: true)))"
        case .null: return "nil"
        // Swift prints a key path as written (`\Point.x`); one whose root was inferred shows `\.x`.
        case .function(let f) where f.keyPathText != nil: return "\\" + (f.keyPathRoot ?? "") + (f.keyPathText ?? "")
        case .function: return "(Function)"
        case .structValue(let s):
            if let d = customText(v, s.type, debug: debug) { return d }
            let fields = reflectedFields(s.type, s.fields).map { "\($0.name): \(describe($0.value, debug: true))" }
            return "\(debug ? qualifier(s.type) : "")\(genericName(s.type, s.fields, debug: debug))(\(fields.joined(separator: ", ")))"
        case .object(let o):
            if let d = customText(v, o.type, debug: debug) { return d }
            return qualifier(o.type) + genericName(o.type, o.fields, debug: true)
        case .enumValue(let e):
            if let d = customText(v, e.type, debug: debug) { return d }
            let prefix = debug ? "\(qualifier(e.type, arguments: e.genericArguments))\(genericEnumName(e, debug: true))." : ""
            if e.payload.isEmpty { return prefix + e.caseName }
            // `.ok(())` for `case ok(T)` with `T == Void`: the payload is the empty tuple itself.
            if e.payload.count == 1, e.labels.first.flatMap({ $0 }) == nil, e.payload[0].isEmptyTuple { return "\(prefix)\(e.caseName)()" }
            let parts = zip(e.payload, e.labels).map { p, l in (l.map { "\($0): " } ?? "") + describe(p, debug: true) }
            return "\(prefix)\(e.caseName)(\(parts.joined(separator: ", ")))"
        case .type(.user(let t)) where debug: return qualifier(t) + t.name
        case .type(.generic(let t, let args)) where debug: return qualifier(t) + t.name + "<" + args.map { debugTypeName($0.description) }.joined(separator: ", ") + ">"
        case .type(.builtin(let name)) where debug: return debugTypeName(name)
        // A nested native type prints as its own name (`Scalar`, `Stop`), as Swift's `print` does.
        case .type(.native(let n)): return n.name.split(separator: ".").last.map(String.init) ?? n.name
        case .type(let t): return Self.spelledOut(t.name)
        // A scalar's debug text is Swift's own: quoted, non-ASCII escaped (`["h", "\u{00E9}"]`).
        case .native(let n) where debug && n.payload is Unicode.Scalar: return String(reflecting: n.payload)
        case .native(let n) where debug && n.payload is MirrorDisplayStyle: return "Swift.Mirror.DisplayStyle." + (n.payload as! MirrorDisplayStyle).rawValue
        case .native(let n) where debug && n.payload is Substring: return String(reflecting: String(n.payload as! Substring))
        case .native(let n) where debug && n.payload is StringView:
            let view = n.payload as! StringView
            return "\(view.kind.shortName)(\(String(reflecting: view.string)))"
        case .native(let n) where n.payload is CollectionSlice: return describeSlice(n.payload as! CollectionSlice)
        case .native(let n) where n.payload is ReversedCollectionView: return describeReversed(n.payload as! ReversedCollectionView)
        case .native(let n) where n.payload is ArraySlice<Value>:
            let text = describe(.array(Array(n.payload as! ArraySlice<Value>)))
            return debug ? "ArraySlice(\(text))" : text
        case .native(let n): return n.type.describe?(n.payload) ?? n.type.name
        case .void: return "()"
        }
    }

    /// A script type's own text: `description` (`CustomStringConvertible`) or `debugDescription`
    /// (`CustomDebugStringConvertible`). `print` prefers the first, debug output (`debugPrint`,
    /// collections, `String(reflecting:)`) the second, and each falls back on the other.
    private func customText(_ v: Value, _ t: UserType, debug: Bool) -> String? {
        let order = debug ? ["debugDescription", "description"] : ["description", "debugDescription"]
        for name in order {
            let proto = name == "description" ? "CustomStringConvertible" : "CustomDebugStringConvertible"
            guard t.conformances.contains(proto) || t.computed[name] != nil || conformances(of: v).contains(proto) else { continue }
            let d: Value
            do { d = try member(of: v, name, loc: .none, expected: nil) } catch let e as ScriptError {
                // A `description` the type writes that fails is the program's error, not a reason
                // to print the default text (`describeOrThrow` raises it).
                if t.findComputed(name) != nil, describeFailure == nil { describeFailure = e }
                continue
            } catch { continue }
            guard case .string(let s) = d else { continue }
            return s
        }
        return nil
    }

    /// A type's name as `String(reflecting:)` writes it: sugar spelled out and every name
    /// qualified by its module (`Swift.Array<main.Point>`, `Swift.Optional<Swift.Int>`).
    func debugTypeName(_ name: String) -> String {
        var out = "", word = ""
        func flush() {
            guard !word.isEmpty else { return }
            if let t = userTypes[word] { out += qualifier(t) + word }
            else if Self.standardLibraryTypeNames.contains(word) { out += "Swift." + word }
            else { out += word }
            word = ""
        }
        for c in Self.spelledOut(name) {
            if c.isLetter || c.isNumber || c == "_" || (c == "." && !word.isEmpty) { word.append(c) } else { flush(); out.append(c) }
        }
        flush()
        return out
    }

    static let standardLibraryTypeNames: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Float16", "Bool",
        "String", "Character", "Substring", "Array", "ArraySlice", "Dictionary", "Set", "Optional", "Range", "ClosedRange",
        "Result", "Never", "Error", "AnyHashable", "Unicode.Scalar",
    ]

    /// `main.Outer.`: the module and the types around `t`, before its own name in debug text; a
    /// generic enclosing type with the `arguments` its value was made under (`main.Graph<Swift.Int>.`).
    func qualifier(_ t: UserType, arguments: [String: TypeExpr]? = nil) -> String {
        var around = t.enclosing.map { $0.qualifiedName + "." } ?? ""
        if let outer = t.enclosing, !outer.genericParameters.isEmpty, let arguments,
           case let bound = outer.genericParameters.compactMap({ arguments[$0] }), bound.count == outer.genericParameters.count {
            around = (outer.enclosing.map { $0.qualifiedName + "." } ?? "") + outer.name
                + "<" + bound.map { debugTypeName($0.description) }.joined(separator: ", ") + ">."
        }
        return (t.module ?? moduleName) + "." + around
    }

    /// The arguments of the generic type `t` is nested in, as the member making a value of `t`
    /// sees them (`SortError.cycle` made inside a `Graph<Int>`); nil for any other type.
    func enclosingArguments(_ t: UserType) -> [String: TypeExpr]? {
        guard t.genericParameters.isEmpty, let outer = t.enclosing, !outer.genericParameters.isEmpty else { return nil }
        // The innermost scope that binds them all: a call inside the member (`.failure(…)`) has its own.
        for scope in genericScopes.reversed() {
            let bound = outer.genericParameters.compactMap { p in scope[p].flatMap { isConcreteType($0) ? (p, $0) : nil } }
            if bound.count == outer.genericParameters.count { return Dictionary(bound, uniquingKeysWith: { a, _ in a }) }
        }
        return nil
    }

    /// `dump`'s summary of a script value that describes itself.
    /// `describe`, raising the error a type's own `description` failed with.
    func describeOrThrow(_ v: Value, debug: Bool = false) throws -> String {
        describeFailure = nil  // one left by a `describe` that could not raise it is not this one's
        let text = describe(v, debug: debug)
        if let failure = describeFailure { describeFailure = nil; throw failure }
        return text
    }

    func customDebugOrDescription(_ v: Value) -> String? {
        v.userType.flatMap { customText(v, $0, debug: true) }
    }

    /// A generic type's name with its arguments, read from the stored properties that hold
    /// them (`Box<Int>(value: 1)`, as Swift prints it).
    /// In debug text (`debug`) the arguments are module-qualified (`main.B<Swift.Double>`).
    func genericName(_ t: UserType, _ fields: Fields, debug: Bool = false) -> String {
        guard !t.genericParameters.isEmpty else { return t.name }
        let plain = genericName(t, fields)
        guard debug, let open = plain.firstIndex(of: "<") else { return plain }
        return t.name + debugTypeName(String(plain[open...]))
    }

    /// A type's stored properties as reflection shows them: a property-wrapped one is its wrapper
    /// instance, stored as `_name` (`S(_n: Twice(raw: 3), m: 1)`).
    func reflectedFields(_ t: UserType, _ fields: Fields) -> [(name: String, value: Value)] {
        t.storedProperties.map { p in
            if t.wrappedProperties[p.name] != nil, let wrapper = fields["_" + p.name] { return ("_" + p.name, wrapper) }
            // A `lazy var` is reflected as Swift keeps it: an Optional storage, nil until first read.
            if t.lazyProperties.contains(p.name) { return ("$__lazy_storage_$_" + p.name, fields[p.name].map { .some($0) } ?? .null) }
            return (p.name, fields[p.name] ?? .void)
        }
    }

    private func genericName(_ t: UserType, _ fields: Fields) -> String {
        guard !t.genericParameters.isEmpty else { return t.name }
        let recorded = fields.genericArguments
        let args = t.genericParameters.map { parameter -> String in
            if let bound = recorded?[parameter] { return Self.spelledOut(bound.description) }
            for p in t.storedProperties {
                guard let declared = p.type, let value = fields[p.name] else { continue }
                switch (declared, value) {
                case (.named(let n, let a), _) where n == parameter && a.isEmpty: return Self.spelledOut(metatype(of: value).name)
                case (.array(.named(let n, _)), .array(let xs)) where n == parameter && !xs.isEmpty: return Self.spelledOut(metatype(of: xs[0]).name)
                case (.optional(.named(let n, _)), .some(let x)) where n == parameter: return Self.spelledOut(metatype(of: x).name)
                default:
                    // (Deeper: `ranges: [Range<Bound>]` holding `0..<3`.)
                    if let bound = genericBinding(parameter, in: declared, value) { return Self.spelledOut(bound.runtime.name) }
                    continue
                }
            }
            return parameter
        }
        return "\(t.name)<\(args.joined(separator: ", "))>"
    }

    /// A generic enum's name with the arguments it was made with (`Result<Swift.Int, main.E>`), or
    /// its bare name when they are not known.
    func genericEnumName(_ e: EnumInstance, debug: Bool) -> String {
        guard !e.type.genericParameters.isEmpty, let bound = e.genericArguments,
              let args = Optional(e.type.genericParameters.compactMap { bound[$0] }), args.count == e.type.genericParameters.count else { return e.type.name }
        return e.type.name + "<" + args.map { debug ? debugTypeName($0.description) : Self.spelledOut($0.description) }.joined(separator: ", ") + ">"
    }

    /// How Swift prints a type: its sugar spelled out (`[Int]` is `Array<Int>`, `[String: Int]`
    /// is `Dictionary<String, Int>`, `Int?` is `Optional<Int>`).
    static func spelledOut(_ name: String) -> String {
        var text = Substring(name)
        func type() -> String {
            var out: String
            if text.first == "[" {
                text.removeFirst()
                let key = type()
                if text.first == ":" {
                    text.removeFirst(); text = text.drop(while: { $0 == " " })
                    let value = type()
                    out = "Dictionary<\(key), \(value)>"
                } else {
                    out = "Array<\(key)>"
                }
                if text.first == "]" { text.removeFirst() }
            } else if text.first == "(" {
                text.removeFirst()
                var parts: [String] = []
                while let c = text.first, c != ")" {
                    if c == "," || c == " " { text.removeFirst(); continue }
                    if c == ":", let label = parts.popLast() {
                        // `(min: Int, max: Int)`: the label stays.
                        text.removeFirst(); text = text.drop(while: { $0 == " " })
                        parts.append(label + ": " + type())
                        continue
                    }
                    let before = text.count
                    parts.append(type())
                    if text.count == before { text.removeFirst() }
                }
                if text.first == ")" { text.removeFirst() }
                out = "(" + parts.joined(separator: ", ") + ")"
            } else {
                out = ""
                while let c = text.first, c != "<", c != "]", c != ")", c != ",", c != ":", c != "?", c != ">" { out.append(c); text.removeFirst() }
                // Swift spells the empty tuple's alias as the tuple: `Box<()>`, `Optional<()>`.
                if out == "Void" { out = "()" }
                if text.first == "<" {
                    // `Box<[Int]?>`: the arguments are spelled out too.
                    text.removeFirst()
                    var arguments: [String] = []
                    while let c = text.first, c != ">" {
                        if c == "," || c == " " { text.removeFirst(); continue }
                        let before = text.count
                        arguments.append(type())
                        if text.count == before { text.removeFirst() }
                    }
                    if text.first == ">" { text.removeFirst() }
                    out += "<" + arguments.joined(separator: ", ") + ">"
                }
            }
            while text.first == "?" { text.removeFirst(); out = "Optional<\(out)>" }
            return out
        }
        guard name.contains(where: { $0 == "[" || $0 == "?" }) || name.contains("Void") else { return name }
        let spelled = type()
        return text.isEmpty ? spelled : name
    }

    func quote(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "'": out += "\\'"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\0": out += "\\0"
            default: out.unicodeScalars.append(c)
            }
        }
        return out + "\""
    }
}
