/// `s.utf8`, `s.utf16` and `s.unicodeScalars`: the string seen as code units or scalars,
/// indexed as Swift indexes them, by the string's own `String.Index` — so an index found in the
/// string (`w.firstIndex(of: "s")`) measures a distance in a view, and one a view hands out
/// (`line.utf8.firstIndex(of: 32)`) slices the string. What needs only the elements (`count`
/// aside: `map`, `reduce`, `first`, `Array(view)`, `reversed()`) is an array's, through the
/// view's elements (`member(of:)` forwards it). `String(decoding:as:)` reads code units in an
/// encoding named by `UTF8`, `UTF16` or `UTF32`.
struct StringView {
    enum Kind: String {
        case utf8 = "String.UTF8View", utf16 = "String.UTF16View", unicodeScalars = "String.UnicodeScalarView"
        /// As `type(of:)` prints it.
        var shortName: String { String(rawValue.dropFirst("String.".count)) }
    }
    let string: String
    let kind: Kind

    var elements: [Value] {
        switch kind {
        case .utf8: return string.utf8.map { .fixedInt(FixedInt(.uint8, truncating: Int128($0))) }
        case .utf16: return string.utf16.map { .fixedInt(FixedInt(.uint16, truncating: Int128($0))) }
        case .unicodeScalars: return string.unicodeScalars.map { NativeRegistry.shared.wrap($0, as: "Unicode.Scalar") }
        }
    }

    var count: Int {
        switch kind {
        case .utf8: return string.utf8.count
        case .utf16: return string.utf16.count
        case .unicodeScalars: return string.unicodeScalars.count
        }
    }

    var startIndex: String.Index { string.startIndex }
    var endIndex: String.Index { string.endIndex }

    /// The index `distance` elements of this view from `i`, or nil past `limit`.
    func index(_ i: String.Index, offsetBy distance: Int, limitedBy limit: String.Index) -> String.Index? {
        switch kind {
        case .utf8: return string.utf8.index(i, offsetBy: distance, limitedBy: limit)
        case .utf16: return string.utf16.index(i, offsetBy: distance, limitedBy: limit)
        case .unicodeScalars: return string.unicodeScalars.index(i, offsetBy: distance, limitedBy: limit)
        }
    }

    func distance(from start: String.Index, to end: String.Index) -> Int {
        switch kind {
        case .utf8: return string.utf8.distance(from: start, to: end)
        case .utf16: return string.utf16.distance(from: start, to: end)
        case .unicodeScalars: return string.unicodeScalars.distance(from: start, to: end)
        }
    }

    func element(at i: String.Index) -> Value {
        switch kind {
        case .utf8: return .fixedInt(FixedInt(.uint8, truncating: Int128(string.utf8[i])))
        case .utf16: return .fixedInt(FixedInt(.uint16, truncating: Int128(string.utf16[i])))
        case .unicodeScalars: return NativeRegistry.shared.wrap(string.unicodeScalars[i], as: "Unicode.Scalar")
        }
    }

    /// The indices of this view, in order (for `firstIndex`, `lastIndex`).
    var indices: [String.Index] {
        switch kind {
        case .utf8: return Array(string.utf8.indices)
        case .utf16: return Array(string.utf16.indices)
        case .unicodeScalars: return Array(string.unicodeScalars.indices)
        }
    }

    /// A string made of scalars (`String.UnicodeScalarView(scalars)`, `view.append(scalar)`).
    static func scalars(_ values: [Value], _ loc: Loc) throws -> String.UnicodeScalarView {
        var view = String.UnicodeScalarView()
        for v in values {
            switch v {
            case .native(let n) where n.payload is Unicode.Scalar: view.append(n.payload as! Unicode.Scalar)
            case .string(let text): view.append(contentsOf: text.unicodeScalars)
            case .character(let c): view.append(contentsOf: c.unicodeScalars)
            default: throw ScriptError(loc, "cannot convert value of type '\(v.typeName)' to expected argument type 'Unicode.Scalar'")
            }
        }
        return view
    }
}

extension NativeRegistry {
    func installStringViews() {
        for kind in [StringView.Kind.utf8, .utf16, .unicodeScalars] {
            nativeType(kind.rawValue, conformances: ["Sequence", "Collection", "BidirectionalCollection", "CustomStringConvertible"]) { t in
                t.type.genericParameters = ["Element"]
                t.type.describe = { ($0 as! StringView).string }
                t.type.typeName = { _ in kind.shortName }
                t.type.sequence = { .array(($0 as! StringView).elements) }
                t.property("var count: Int") { .int(($0 as! StringView).count) }
                t.property("var isEmpty: Bool") { .bool(($0 as! StringView).string.isEmpty) }
                t.property("var description: String") { .string(($0 as! StringView).string) }
                t.property("var startIndex: String.Index") { self.wrap(($0 as! StringView).startIndex, as: "String.Index") }
                t.property("var endIndex: String.Index") { self.wrap(($0 as! StringView).endIndex, as: "String.Index") }
                t.property("var indices: [String.Index]") { v in .array((v as! StringView).indices.map { self.wrap($0, as: "String.Index") }) }
                installStringViewIndices(t)
                // `u[s...e]`, `b[i...]`: the elements between two of the string's indices, as the
                // same view of that part (Swift's SubSequence, which `String(_:)` and `Array(_:)` read).
                t.subscriptGetter("(_ bounds: Range<String.Index>) -> \(kind.rawValue)") { c in
                    let view = try c.receiverNative(as: StringView.self)
                    guard case .range(let a, let b, let closed) = c.value(0) else { return c.value(0) }
                    func index(_ x: Value, or missing: String.Index) throws -> String.Index {
                        if case .native(let n) = x, let i = n.payload as? String.Index { return i }
                        if case .null = x { return missing }
                        if case .int(0) = x { return missing }  // `..<j`: Loom writes the missing lower bound as 0
                        throw ScriptError(c.loc, "cannot convert value of type '\(x.typeName)' to expected argument type 'String.Index'")
                    }
                    let lower = try index(a, or: view.startIndex)
                    var upper = try index(b, or: view.endIndex)
                    if closed, !b.isNull {
                        guard upper < view.endIndex, let next = view.index(upper, offsetBy: 1, limitedBy: view.endIndex) else {
                            throw ScriptError(c.loc, "Fatal error: String index is out of bounds")
                        }
                        upper = next
                    }
                    guard view.startIndex <= lower, lower <= upper, upper <= view.endIndex else {
                        throw ScriptError(c.loc, "Fatal error: String index is out of bounds")
                    }
                    return c.interpreter.wrap(StringView(string: String(view.string[lower..<upper]), kind: kind), as: kind.rawValue)
                }
            }
        }
        nativeType(StringView.Kind.unicodeScalars.rawValue) { t in
            t.initializer("init()") { c in c.interpreter.wrap(StringView(string: "", kind: .unicodeScalars), as: StringView.Kind.unicodeScalars.rawValue) }
            t.initializer("init<S: Sequence>(_ elements: S)") { c in
                let scalars = try StringView.scalars(try c.interpreter.elements(c.value(0), c.loc), c.loc)
                return c.interpreter.wrap(StringView(string: String(scalars), kind: .unicodeScalars), as: StringView.Kind.unicodeScalars.rawValue)
            }
            for (name, many) in [("append", false), ("append", true)] {
                t.method(many ? "mutating append<S: Sequence>(contentsOf newElements: S)" : "mutating append(_ c: Any)") { c in
                    let view = try c.receiverNative(as: StringView.self)
                    let added = many ? try c.interpreter.elements(c.value(0), c.loc) : [c.value(0)]
                    var scalars = view.string.unicodeScalars
                    scalars.append(contentsOf: try StringView.scalars(added, c.loc))
                    c.newReceiver = c.interpreter.wrap(StringView(string: String(scalars), kind: .unicodeScalars), as: StringView.Kind.unicodeScalars.rawValue)
                    return .void
                }
            }
        }
        standardType("String") { t in
            for kind in [StringView.Kind.utf8, .utf16, .unicodeScalars] {
                let name = kind == .unicodeScalars ? "unicodeScalars" : kind == .utf8 ? "utf8" : "utf16"
                t.property("var \(name): \(kind.rawValue)", of: String.self) { self.wrap(StringView(string: $0, kind: kind), as: kind.rawValue) }
                // `String.UnicodeScalarView(…)`, `String.UTF8View.Element`: the view types by their nested names.
                t.typeConstant("static let \(kind.shortName): \(kind.rawValue).Type") { [unowned self] _ in self.type(named: kind.rawValue).map { .type(.native($0)) } ?? .null }
            }
            t.initializer("init<C: Collection>(decoding codeUnits: C, as sourceEncoding: Any)") { c in
                let units = try c.interpreter.elements(c.value(0), c.loc).map { v -> UInt32 in
                    switch v {
                    case .int(let i): return UInt32(truncatingIfNeeded: i)
                    case .fixedInt(let f): return UInt32(truncatingIfNeeded: f.value)
                    default: throw ScriptError(c.loc, "cannot convert value of type '\(v.typeName)' to a code unit")
                    }
                }
                guard case .type(.native(let encoding)) = c.value(1) else {
                    throw ScriptError(c.loc, "String(decoding:as:) takes an encoding: UTF8.self, UTF16.self or UTF32.self")
                }
                switch encoding.name {
                case "Unicode.UTF8": return .string(String(decoding: units.map { UInt8(truncatingIfNeeded: $0) }, as: UTF8.self))
                case "Unicode.UTF16": return .string(String(decoding: units.map { UInt16(truncatingIfNeeded: $0) }, as: UTF16.self))
                default: return .string(String(decoding: units, as: UTF32.self))
                }
            }
        }
        // The encodings, named for `String(decoding:as:)`.
        for name in ["UTF8", "UTF16", "UTF32"] {
            nativeType("Unicode." + name)
            typeAlias(name, "Unicode." + name)
        }
    }

    private func installStringViewIndices(_ t: NativeTypeBuilder) {
        func indexValue(_ c: NativeCall, _ i: String.Index) -> Value { c.interpreter.wrap(i, as: "String.Index") }
        let outOfBounds = "Fatal error: String index is out of bounds"
        t.method("index(after i: String.Index) -> String.Index") { c in
            let (view, i) = (try c.receiverNative(as: StringView.self), try c.stringIndex(0))
            guard i < view.endIndex, let j = view.index(i, offsetBy: 1, limitedBy: view.endIndex) else { throw ScriptError(c.loc, outOfBounds) }
            return indexValue(c, j)
        }
        t.method("index(before i: String.Index) -> String.Index") { c in
            let (view, i) = (try c.receiverNative(as: StringView.self), try c.stringIndex(0))
            guard i > view.startIndex, let j = view.index(i, offsetBy: -1, limitedBy: view.startIndex) else { throw ScriptError(c.loc, outOfBounds) }
            return indexValue(c, j)
        }
        t.method("index(_ i: String.Index, offsetBy distance: Int) -> String.Index") { c in
            let (view, i, n) = (try c.receiverNative(as: StringView.self), try c.stringIndex(0), try c.int(1))
            guard let j = view.index(i, offsetBy: n, limitedBy: n >= 0 ? view.endIndex : view.startIndex) else { throw ScriptError(c.loc, outOfBounds) }
            return indexValue(c, j)
        }
        t.method("index(_ i: String.Index, offsetBy distance: Int, limitedBy limit: String.Index) -> String.Index?") { c in
            let (view, i, n, limit) = (try c.receiverNative(as: StringView.self), try c.stringIndex(0), try c.int(1), try c.stringIndex(2))
            return view.index(i, offsetBy: n, limitedBy: limit).map { .some(indexValue(c, $0)) } ?? .null
        }
        t.method("distance(from start: String.Index, to end: String.Index) -> Int") { c in
            .int(try c.receiverNative(as: StringView.self).distance(from: try c.stringIndex(0), to: try c.stringIndex(1)))
        }
        for name in ["firstIndex", "lastIndex"] {
            t.method("\(name)(of element: Element) -> String.Index?") { c in
                let view = try c.receiverNative(as: StringView.self)
                let indices = name == "firstIndex" ? view.indices : view.indices.reversed()
                let found = indices.first { c.interpreter.valuesEqual(view.element(at: $0), c.value(0)) }
                return found.map { .some(indexValue(c, $0)) } ?? .null
            }
            t.method("\(name)(where predicate: (Element) throws -> Bool) rethrows -> String.Index?") { c in
                let (view, test) = (try c.receiverNative(as: StringView.self), try c.predicate(0))
                let indices = name == "firstIndex" ? view.indices : view.indices.reversed()
                let found = try indices.first { try test(view.element(at: $0)) }
                return found.map { .some(indexValue(c, $0)) } ?? .null
            }
        }
        t.subscriptGetter("(_ position: String.Index) -> Element") { c in
            let (view, i) = (try c.receiverNative(as: StringView.self), try c.stringIndex(0))
            guard i >= view.startIndex, i < view.endIndex else { throw ScriptError(c.loc, outOfBounds) }
            return view.element(at: i)
        }
    }
}
