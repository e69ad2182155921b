extension NativeRegistry {
    /// `dump(_:name:indent:maxDepth:maxItems:)`: a value's mirror, one line per child, as the
    /// standard library writes it (`▿` before a line with children, `-` before a leaf).
    func installDump() {
        globalFunction("dump<T>(_ value: T, name: String? = nil, indent: Int = 0, maxDepth: Int = Int.max, maxItems: Int = Int.max) -> T") { c in
            var dumper = Dumper(interpreter: c.interpreter, maxDepth: try c.int(3), maxItems: try c.int(4))
            let name: String? = c.value(1).isNull ? nil : c.string(1)
            dumper.dump(c.value(0), name: name, indent: try c.int(2), depth: 0)
            c.interpreter.printed += dumper.out
            return c.value(0)
        }
    }
}

/// Walks a value the way `Mirror` presents it to `dump`.
private struct Dumper {
    let interpreter: Interpreter
    let maxDepth: Int
    var maxItems: Int
    var out = ""
    /// Objects already written, numbered in the order met (`main.Node #0`).
    var objects: [ObjectIdentifier: Int] = [:]

    init(interpreter: Interpreter, maxDepth: Int, maxItems: Int) {
        self.interpreter = interpreter
        self.maxDepth = maxDepth
        self.maxItems = maxItems
    }

    mutating func dump(_ v: Value, name: String?, indent: Int, depth: Int) {
        guard maxItems > 0 else { return }
        maxItems -= 1
        var seenBefore = false
        var summary = self.summary(v)
        if case .object(let o) = v {
            // An instance is numbered by first appearance, after its own description if it has one.
            let id = ObjectIdentifier(o)
            if let custom = interpreter.customDebugOrDescription(v) { summary = custom }
            if let n = objects[id] { seenBefore = true; summary += " #\(n)" } else {
                objects[id] = objects.count
                summary += " #\(objects[id]!)"
            }
        }
        let kids = children(v)
        let marker = kids.isEmpty ? "- " : (depth >= maxDepth ? "▹ " : "▿ ")
        out += String(repeating: " ", count: indent) + marker + (name.map { $0 + ": " } ?? "") + summary + "\n"
        guard !seenBefore, depth < maxDepth else { return }
        for (label, child) in kids {
            dump(child, name: label, indent: indent + 2, depth: depth + 1)
        }
    }

    func summary(_ v: Value) -> String {
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        switch v {
        case .string, .character: return interpreter.describe(v, debug: true)
        case .array(let xs): return plural(xs.count, "element")
        case .dictionary(let d): return plural(d.keys.count, "key/value pair")
        case .set(let s): return plural(s.members.count, "member")
        case .tuple(let vs, _): return "(\(vs.count) element\(vs.count == 1 ? "" : "s"))"
        case .some(let x): return "Optional(\(interpreter.describe(x, debug: true)))"
        case .null: return "nil"
        case .range(let a, let b, let closed): return "\(closed ? "ClosedRange" : "Range")(\(interpreter.describe(a))\(closed ? "..." : "..<")\(interpreter.describe(b)))"
        case .structValue(let s): return interpreter.customDebugOrDescription(v) ?? interpreter.qualifier(s.type) + interpreter.genericName(s.type, s.fields, debug: true)
        case .enumValue(let e): return interpreter.customDebugOrDescription(v) ?? interpreter.qualifier(e.type, arguments: e.genericArguments) + "\(interpreter.genericEnumName(e, debug: true)).\(e.caseName)"
        case .object(let o): return interpreter.qualifier(o.type) + interpreter.genericName(o.type, o.fields, debug: true)
        default: return interpreter.describe(v, debug: true)
        }
    }

    func children(_ v: Value) -> [(String?, Value)] {
        switch v {
        case .array(let xs): return xs.map { (nil, $0) }
        case .set(let s): return s.members.map { (nil, $0) }
        case .dictionary(let d): return zip(d.keys, d.values).map { (nil, .tuple([$0, $1], ["key", "value"])) }
        case .tuple(let vs, let labels): return zip(vs, labels).enumerated().map { i, pair in (pair.1 ?? ".\(i)", pair.0) }
        case .some(let x): return [("some", x)]
        case .range(let a, let b, _): return [("lowerBound", a), ("upperBound", b)]
        case .structValue(let s): return interpreter.reflectedFields(s.type, s.fields).map { ($0.name, $0.value) }
        case .object(let o): return objectChildren(o, o.type)
        case .enumValue(let e):
            if e.payload.isEmpty { return [] }
            if e.payload.count == 1, e.labels.first ?? nil == nil { return [(e.caseName, e.payload[0])] }
            return [(e.caseName, .tuple(e.payload, e.labels))]
        default: return []
        }
    }

    /// A class's own stored properties, after a `super` child holding its superclass's.
    func objectChildren(_ o: ObjectInstance, _ type: UserType) -> [(String?, Value)] {
        var kids: [(String?, Value)] = []
        if let sup = type.superclass {
            kids.append(("super", .structValue(StructInstance(type: sup, fields: o.fields))))
        }
        kids += interpreter.reflectedFields(type, o.fields).map { ($0.name, $0.value) }
        return kids
    }
}
