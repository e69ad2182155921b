/// Swift's `print`/`description` formatting (and `debugDescription` inside collections):
/// `1.0`, `0.30000000000000004`, `[1, 2]`, `["a"]`, `Optional(3)`, `Point(x: 1.0, y: 2.0)`.
extension Interpreter {
    func describe(_ v: Value, debug: Bool = false) -> String {
        switch v {
        case .int(let i): return String(i)
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
        case .range(let a, let b, let closed): return "\(describe(a, debug: debug))\(closed ? "..." : "..<")\(describe(b, debug: debug))"
        case .some(let x): return "Optional(\(describe(x, debug: true)))"
        case .null: return "nil"
        case .function: return "(Function)"
        case .structValue(let s):
            if let d = customDescription(v, s.type) { return d }
            let fields = s.type.storedProperties.map { "\($0.name): \(describe(s.fields[$0.name] ?? .void, debug: true))" }
            return "\(debug ? moduleName + "." : "")\(s.type.name)(\(fields.joined(separator: ", ")))"
        case .object(let o):
            if let d = customDescription(v, o.type) { return d }
            return moduleName + "." + o.type.name
        case .enumValue(let e):
            if let d = customDescription(v, e.type) { return d }
            let prefix = debug ? "\(moduleName).\(e.type.name)." : ""
            if e.payload.isEmpty { return prefix + e.caseName }
            let parts = zip(e.payload, e.labels).map { p, l in (l.map { "\($0): " } ?? "") + describe(p, debug: true) }
            return "\(prefix)\(e.caseName)(\(parts.joined(separator: ", ")))"
        case .type(let t): return Self.spelledOut(t.name)
        case .native(let n): return n.type.describe?(n.payload) ?? n.type.name
        case .void: return "()"
        }
    }

    /// `CustomStringConvertible`: a script type's own `description`.
    private func customDescription(_ v: Value, _ t: UserType) -> String? {
        guard t.conformances.contains("CustomStringConvertible") || t.computed["description"] != nil,
              let d = try? member(of: v, "description", loc: .none, expected: nil), case .string(let s) = d else { return nil }
        return s
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
                var depth = 0
                while let c = text.first {
                    if depth == 0, c == "]" || c == ")" || c == "," || c == ":" || c == "?" { break }
                    if c == "<" { depth += 1 }
                    if c == ">" { depth -= 1 }
                    out.append(c); text.removeFirst()
                }
            }
            while text.first == "?" { text.removeFirst(); out = "Optional<\(out)>" }
            return out
        }
        guard name.contains(where: { $0 == "[" || $0 == "?" }) else { return name }
        let spelled = type()
        return text.isEmpty ? spelled : name
    }

    func quote(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
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
