/// `String.Index` and the string views: a string is walked as Swift walks it, by indices the
/// string hands out (`s.index(s.startIndex, offsetBy: 3)`), never by Int; `utf8`, `utf16` and
/// `unicodeScalars` are its code units and scalars. An index is Swift's own `String.Index`.
extension NativeRegistry {
    func installStringIndices() {
        nativeType("String.CompareOptions", payload: String.CompareOptions.self, conformances: ["Equatable"]) { t in
            t.constants([("caseInsensitive", String.CompareOptions.caseInsensitive), ("literal", .literal), ("backwards", .backwards),
                         ("anchored", .anchored), ("numeric", .numeric), ("diacriticInsensitive", .diacriticInsensitive),
                         ("widthInsensitive", .widthInsensitive), ("forcedOrdering", .forcedOrdering), ("regularExpression", .regularExpression)])
        }
        nativeType("String.Index", payload: String.Index.self, conformances: ["Comparable", "Hashable"]) { t in
            // `.init(utf16Offset: 2, in: hex)`: Foundation's bridge between NSString offsets and indices.
            t.initializer("init(utf16Offset offset: Int, in s: String)") { c in
                let (offset, s) = (try c.int(0), c.string(1))
                guard offset >= 0, offset <= s.utf16.count else { throw ScriptError(c.loc, "Fatal error: String index is out of bounds") }
                return c.wrap(String.Index(utf16Offset: offset, in: s))
            }
            // Swift's own description of it (`1[any]`, `3[utf8]`): its offset and encoding.
            t.type.describe = { String(describing: $0 as! String.Index) }
            t.method("utf16Offset(in s: String) -> Int") { c in .int((try c.receiverNative(as: String.Index.self)).utf16Offset(in: c.string(0))) }
        }
        // `Unicode` is a namespace: `Unicode.Scalar` is reached through it.
        nativeType("Unicode")
        nativeType("Unicode.Scalar", payload: Unicode.Scalar.self, conformances: ["Comparable", "Hashable"]) { t in
            // Swift's overloads in one: from a `UInt8` always a scalar; from any other integer
            // (a literal chooses `UInt32`) an optional, nil for a surrogate or past U+10FFFF.
            t.initializer("init(_ v: Any)") { c in
                if case .fixedInt(let f) = c.value(0), f.kind == .uint8 { return c.wrap(Unicode.Scalar(UInt8(truncatingIfNeeded: f.value))) }
                // `Unicode.Scalar("a")`: a scalar literal, which Loom cannot tell from a String.
                if case .string(let s) = c.value(0), s.unicodeScalars.count == 1, let scalar = s.unicodeScalars.first { return c.wrap(scalar) }
                guard let code = UInt32(exactly: try c.int(0)), let scalar = Unicode.Scalar(code) else { return .null }
                return .some(c.wrap(scalar))
            }
            t.property("var value: UInt32") { .fixedInt(FixedInt(.uint32, truncating: Int128(($0 as! Unicode.Scalar).value))) }
            t.property("var isASCII: Bool") { .bool(($0 as! Unicode.Scalar).isASCII) }
            t.property("var description: String") { .string(String($0 as! Unicode.Scalar)) }
        }
        types["Unicode.Scalar"]?.describe = { String($0 as! Unicode.Scalar) }
        typeAlias("UnicodeScalar", "Unicode.Scalar")
        standardType("String") { t in
            t.property("var startIndex: String.Index", of: String.self) { self.wrap($0.startIndex, as: "String.Index") }
            t.property("var endIndex: String.Index", of: String.self) { self.wrap($0.endIndex, as: "String.Index") }
            t.property("var indices: [String.Index]", of: String.self) { s in .array(s.indices.map { self.wrap($0, as: "String.Index") }) }
            // `utf8`, `utf16`, `unicodeScalars` are StringViews.swift's.
            t.method("index(after i: String.Index) -> String.Index") { c in
                let (s, i) = (try c.receiver(as: String.self), try c.stringIndex(0))
                guard i < s.endIndex else { throw ScriptError(c.loc, "Fatal error: String index is out of bounds") }
                return c.interpreter.wrap(s.index(after: i), as: "String.Index")
            }
            t.method("index(before i: String.Index) -> String.Index") { c in
                let (s, i) = (try c.receiver(as: String.self), try c.stringIndex(0))
                guard i > s.startIndex else { throw ScriptError(c.loc, "Fatal error: String index is out of bounds") }
                return c.interpreter.wrap(s.index(before: i), as: "String.Index")
            }
            t.method("index(_ i: String.Index, offsetBy distance: Int) -> String.Index") { c in
                let (s, i, n) = (try c.receiver(as: String.self), try c.stringIndex(0), try c.int(1))
                guard let j = s.index(i, offsetBy: n, limitedBy: n >= 0 ? s.endIndex : s.startIndex) else {
                    throw ScriptError(c.loc, "Fatal error: String index is out of bounds")
                }
                return c.interpreter.wrap(j, as: "String.Index")
            }
            t.method("index(_ i: String.Index, offsetBy distance: Int, limitedBy limit: String.Index) -> String.Index?") { c in
                let (s, i, n, limit) = (try c.receiver(as: String.self), try c.stringIndex(0), try c.int(1), try c.stringIndex(2))
                return s.index(i, offsetBy: n, limitedBy: limit).map { .some(c.interpreter.wrap($0, as: "String.Index")) } ?? .null
            }
            installTextSearch(t)
            t.method("formIndex(after i: inout String.Index)") { c in
                let (s, i) = (try c.receiver(as: String.self), try c.stringIndex(0))
                guard i < s.endIndex else { throw ScriptError(c.loc, "Fatal error: String index is out of bounds") }
                c.inoutValues = [c.interpreter.wrap(s.index(after: i), as: "String.Index")]
                return .void
            }
            t.method("formIndex(before i: inout String.Index)") { c in
                let (s, i) = (try c.receiver(as: String.self), try c.stringIndex(0))
                guard i > s.startIndex else { throw ScriptError(c.loc, "Fatal error: String index is out of bounds") }
                c.inoutValues = [c.interpreter.wrap(s.index(before: i), as: "String.Index")]
                return .void
            }
            // Taking characters off either end of a string variable.
            t.method("mutating popLast() -> Character?") { c in
                var s = try c.takeReceiver(as: String.self)
                defer { c.newReceiver = .string(s) }
                return s.popLast().map { .some(.character($0)) } ?? .null
            }
            for (name, fromStart) in [("removeFirst", true), ("removeLast", false)] {
                t.method("mutating \(name)() -> Character") { c in
                    var s = try c.takeReceiver(as: String.self)
                    defer { c.newReceiver = .string(s) }
                    guard !s.isEmpty else { throw ScriptError(c.loc, "Fatal error: Can't remove \(fromStart ? "first" : "last") element from an empty collection") }
                    return .character(fromStart ? s.removeFirst() : s.removeLast())
                }
                t.method("mutating \(name)(_ k: Int)") { c in
                    var s = try c.takeReceiver(as: String.self)
                    defer { c.newReceiver = .string(s) }
                    let k = try c.int(0)
                    guard k >= 0, k <= s.count else { throw ScriptError(c.loc, "Fatal error: Can't remove more items from a collection than it contains") }
                    if fromStart { s.removeFirst(k) } else { s.removeLast(k) }
                    return .void
                }
            }
            t.method("distance(from start: String.Index, to end: String.Index) -> Int") { c in
                .int(try c.receiver(as: String.self).distance(from: try c.stringIndex(0), to: try c.stringIndex(1)))
            }
            for name in ["firstIndex", "lastIndex"] {
                t.method("\(name)(of element: Character) -> String.Index?") { c in
                    let s = try c.receiver(as: String.self), ch = try c.argument(0, as: Character.self)
                    let i = name == "firstIndex" ? s.firstIndex(of: ch) : s.lastIndex(of: ch)
                    return i.map { .some(c.interpreter.wrap($0, as: "String.Index")) } ?? .null
                }
                t.method("\(name)(where predicate: (Character) throws -> Bool) rethrows -> String.Index?") { c in
                    let s = try c.receiver(as: String.self), test = try c.predicate(0)
                    let i = name == "firstIndex" ? try s.firstIndex { try test(.character($0)) } : try s.lastIndex { try test(.character($0)) }
                    return i.map { .some(c.interpreter.wrap($0, as: "String.Index")) } ?? .null
                }
            }
            t.method("mutating insert(_ newElement: Character, at i: String.Index)") { c in
                var s = try c.receiver(as: String.self)
                s.insert(try c.argument(0, as: Character.self), at: try c.stringIndex(1))
                c.newReceiver = .string(s)
                return .void
            }
            t.method("mutating insert(contentsOf newElements: String, at i: String.Index)") { c in
                var s = try c.receiver(as: String.self)
                s.insert(contentsOf: c.string(0), at: try c.stringIndex(1))
                c.newReceiver = .string(s)
                return .void
            }
            t.method("mutating remove(at i: String.Index) -> Character") { c in
                var s = try c.receiver(as: String.self)
                let i = try c.stringIndex(0)
                guard i < s.endIndex else { throw ScriptError(c.loc, "Fatal error: String index is out of bounds") }
                let removed = s.remove(at: i)
                c.newReceiver = .string(s)
                return .character(removed)
            }
            t.method("mutating removeSubrange(_ bounds: Range<String.Index>)") { c in
                var s = try c.receiver(as: String.self)
                s.removeSubrange(try c.stringRange(0, in: s))
                c.newReceiver = .string(s)
                return .void
            }
            t.method("mutating replaceSubrange(_ bounds: Range<String.Index>, with newElements: String)") { c in
                var s = try c.receiver(as: String.self)
                s.replaceSubrange(try c.stringRange(0, in: s), with: c.string(1))
                c.newReceiver = .string(s)
                return .void
            }
        }
    }
}

extension NativeCall {
    func stringIndex(_ i: Int) throws -> String.Index { try native(i, as: String.Index.self) }

    /// A `String.CompareOptions` argument: `[]`, one option, or a set of them.
    func compareOptions(_ i: Int) throws -> String.CompareOptions {
        switch value(i) {
        case .array(let xs): return String.CompareOptions(try xs.map { v in
            guard case .native(let n) = v, let o = n.payload as? String.CompareOptions else {
                throw ScriptError(loc, "cannot convert value of type '\(v.typeName)' to expected element type 'String.CompareOptions'")
            }
            return o
        })
        default: return try native(i, as: String.CompareOptions.self)
        }
    }

    /// A range of string indices (`i..<j`, `i...`, `..<j`) within `s` (a string or a slice of one).
    func stringRange<S: StringProtocol>(_ i: Int, in s: S) throws -> Range<String.Index> {
        guard let r = interpreter.stringRange(value(i), in: s) else {
            throw ScriptError(loc, "cannot convert value of type '\(value(i).typeName)' to expected argument type 'Range<String.Index>'")
        }
        return r
    }
}

extension Interpreter {
    /// `s[i]` and `s[i..<j]`, `s[i...]`, `s[..<j]` with indices of `s`.
    func stringSubscript(_ s: String, _ index: Value, _ loc: Loc) throws -> Value? {
        if case .native(let n) = index, let i = n.payload as? String.Index {
            guard i < s.endIndex else { throw ScriptError(loc, "Fatal error: String index is out of bounds") }
            return .character(s[i])
        }
        guard case .range = index, let r = stringRange(index, in: s) else { return nil }
        guard r.lowerBound >= s.startIndex, r.upperBound <= s.endIndex else { throw ScriptError(loc, "Fatal error: String index is out of bounds") }
        // A slice that keeps the string's indices (`Substring`).
        return wrap(s[r], as: "Substring")
    }

    func stringRange<S: StringProtocol>(_ v: Value, in s: S) -> Range<String.Index>? {
        guard case .range(let a, let b, let closed) = v else { return nil }
        func index(_ x: Value) -> String.Index? {
            if case .native(let n) = x { return n.payload as? String.Index }
            return nil
        }
        // `..<j` starts at the beginning (Loom writes its missing lower bound as 0), `i...` runs to the end.
        let lower: String.Index? = index(a) ?? { if case .int(0) = a { return s.startIndex }; return nil }()
        guard let lower else { return nil }
        if case .null = b { return lower..<s.endIndex }
        guard let upper = index(b) else { return nil }
        if closed {
            guard upper < s.endIndex else { return nil }
            return lower..<s.index(after: upper)
        }
        return lower <= upper ? lower..<upper : nil
    }
}

extension NativeRegistry {
    /// `range(of:)`, `firstRange(of:)`, `ranges(of:)` on a string or a substring: where a piece of
    /// text occurs, as ranges of the string's own indices.
    func installTextSearch(_ t: NativeTypeBuilder) {
        func range(_ r: Range<String.Index>) -> Value {
            .range(wrap(r.lowerBound, as: "String.Index"), wrap(r.upperBound, as: "String.Index"), closed: false)
        }
        t.method("range(of aString: String) -> Range<String.Index>?") { c in
            try c.substringReceiver().range(of: c.string(0)).map { .some(range($0)) } ?? .null
        }
        t.method("range(of aString: String, options mask: String.CompareOptions) -> Range<String.Index>?") { c in
            try c.substringReceiver().range(of: c.string(0), options: try c.compareOptions(1)).map { .some(range($0)) } ?? .null
        }
        t.method("firstRange(of other: String) -> Range<String.Index>?") { c in
            try c.substringReceiver().firstRange(of: c.string(0)).map { .some(range($0)) } ?? .null
        }
        t.method("ranges(of other: String) -> [Range<String.Index>]") { c in
            .array(try c.substringReceiver().ranges(of: c.string(0)).map(range))
        }
    }
}
