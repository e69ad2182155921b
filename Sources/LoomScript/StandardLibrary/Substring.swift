/// Swift's `Substring`: a slice of a string that keeps the string's indices, so an index found in
/// the slice (`rest.firstIndex(of: " ")`) is one of the whole string too. It is Swift's own
/// `Substring` inside; what only needs its characters (`count`, `uppercased()`, `hasPrefix`, …)
/// comes from `String`'s table, through the slice's text (`member(of:)` forwards it).
extension NativeRegistry {
    func installSubstring() {
        nativeType("Substring", payload: Substring.self,
                   conformances: ["Equatable", "Hashable", "Comparable", "StringProtocol", "Sequence", "Collection",
                                  "BidirectionalCollection", "CustomStringConvertible", "TextOutputStreamable"]) { t in
            t.type.describe = { String($0 as! Substring) }
            t.type.sequence = { .array(($0 as! Substring).map { .character($0) }) }
            t.initializer("init(_ text: String)") { c in c.wrap(Substring(c.string(0))) }
            t.initializer("init(_ other: Substring)") { c in c.wrap(try c.native(0) as Substring) }
            // `Substring(s.flatMap { [$0, $0] })`: any sequence of Characters.
            t.initializer("init(_ characters: [Character])") { c in
                guard case .array(let xs) = try c.interpreter.asArray(c.value(0), c.loc) else { return c.wrap(Substring()) }
                return c.wrap(Substring(xs.map { c.interpreter.describe($0) }.joined()))
            }
            t.property("var startIndex: String.Index") { self.wrap(($0 as! Substring).startIndex, as: "String.Index") }
            t.property("var endIndex: String.Index") { self.wrap(($0 as! Substring).endIndex, as: "String.Index") }
            t.property("var indices: [String.Index]") { s in .array((s as! Substring).indices.map { self.wrap($0, as: "String.Index") }) }
            t.property("var base: String") { .string(($0 as! Substring).base) }
            t.method("index(after i: String.Index) -> String.Index") { c in
                let (s, i) = (try c.substringReceiver(), try c.stringIndex(0))
                guard i >= s.startIndex, i < s.endIndex else { throw ScriptError(c.loc, "Fatal error: String index is out of bounds") }
                return c.interpreter.wrap(s.index(after: i), as: "String.Index")
            }
            t.method("index(before i: String.Index) -> String.Index") { c in
                let (s, i) = (try c.substringReceiver(), try c.stringIndex(0))
                guard i > s.startIndex, i <= s.endIndex else { throw ScriptError(c.loc, "Fatal error: String index is out of bounds") }
                return c.interpreter.wrap(s.index(before: i), as: "String.Index")
            }
            t.method("index(_ i: String.Index, offsetBy distance: Int) -> String.Index") { c in
                let (s, i, n) = (try c.substringReceiver(), try c.stringIndex(0), try c.int(1))
                guard let j = s.index(i, offsetBy: n, limitedBy: n >= 0 ? s.endIndex : s.startIndex) else {
                    throw ScriptError(c.loc, "Fatal error: String index is out of bounds")
                }
                return c.interpreter.wrap(j, as: "String.Index")
            }
            t.method("index(_ i: String.Index, offsetBy distance: Int, limitedBy limit: String.Index) -> String.Index?") { c in
                let (s, i, n, limit) = (try c.substringReceiver(), try c.stringIndex(0), try c.int(1), try c.stringIndex(2))
                return s.index(i, offsetBy: n, limitedBy: limit).map { .some(c.interpreter.wrap($0, as: "String.Index")) } ?? .null
            }
            t.method("distance(from start: String.Index, to end: String.Index) -> Int") { c in
                .int(try c.substringReceiver().distance(from: try c.stringIndex(0), to: try c.stringIndex(1)))
            }
            for name in ["firstIndex", "lastIndex"] {
                t.method("\(name)(of element: Character) -> String.Index?") { c in
                    let s = try c.substringReceiver(), ch = try c.argument(0, as: Character.self)
                    let i = name == "firstIndex" ? s.firstIndex(of: ch) : s.lastIndex(of: ch)
                    return i.map { .some(c.interpreter.wrap($0, as: "String.Index")) } ?? .null
                }
                t.method("\(name)(where predicate: (Character) throws -> Bool) rethrows -> String.Index?") { c in
                    let s = try c.substringReceiver(), test = try c.predicate(0)
                    let i = name == "firstIndex" ? try s.firstIndex { try test(.character($0)) } : try s.lastIndex { try test(.character($0)) }
                    return i.map { .some(c.interpreter.wrap($0, as: "String.Index")) } ?? .null
                }
            }
            installTextSearch(t)
            t.subscriptGetter("(_ position: String.Index) -> Character") { c in
                let (s, i) = (try c.substringReceiver(), try c.stringIndex(0))
                guard i >= s.startIndex, i < s.endIndex else { throw ScriptError(c.loc, "Fatal error: String index is out of bounds") }
                return .character(s[i])
            }
            t.subscriptGetter("(_ bounds: Range<String.Index>) -> Substring") { c in
                let s = try c.substringReceiver()
                let r = try c.stringRange(0, in: s)
                guard r.lowerBound >= s.startIndex, r.upperBound <= s.endIndex else { throw ScriptError(c.loc, "Fatal error: String index is out of bounds") }
                return c.wrap(s[r])
            }
            slicingMembers(t)
        }
        standardType("String") { t in slicingMembers(t) }
    }

    /// The members that slice a string or a slice, giving a slice of the same string (Swift's
    /// `Substring`): `prefix`, `suffix`, `dropFirst`, `split`, ….
    private func slicingMembers(_ t: NativeTypeBuilder) {
        t.method("prefix(_ maxLength: Int) -> Substring") { c in c.wrap(try c.substringReceiver().prefix(try c.count(0, "Can't take a prefix of negative length from a collection"))) }
        t.method("suffix(_ maxLength: Int) -> Substring") { c in c.wrap(try c.substringReceiver().suffix(try c.count(0, "Can't take a suffix of negative length from a collection"))) }
        t.method("dropFirst(_ k: Int = 1) -> Substring") { c in c.wrap(try c.substringReceiver().dropFirst(try c.count(0, "Can't drop a negative number of elements from a collection"))) }
        t.method("dropLast(_ k: Int = 1) -> Substring") { c in c.wrap(try c.substringReceiver().dropLast(try c.count(0, "Can't drop a negative number of elements from a collection"))) }
        t.method("prefix(upTo end: String.Index) -> Substring") { c in c.wrap(try c.substringReceiver()[..<c.stringIndex(0)]) }
        t.method("prefix(through position: String.Index) -> Substring") { c in c.wrap(try c.substringReceiver()[...c.stringIndex(0)]) }
        t.method("suffix(from start: String.Index) -> Substring") { c in c.wrap(try c.substringReceiver()[c.stringIndex(0)...]) }
        t.method("prefix(while predicate: (Character) throws -> Bool) rethrows -> Substring") { c in
            let test = try c.predicate(0)
            return c.wrap(try c.substringReceiver().prefix { try test(.character($0)) })
        }
        t.method("drop(while predicate: (Character) throws -> Bool) rethrows -> Substring") { c in
            let test = try c.predicate(0)
            return c.wrap(try c.substringReceiver().drop { try test(.character($0)) })
        }
        t.method("split(separator: Character, maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true) -> [Substring]") { c in
            let parts = try c.substringReceiver().split(separator: try c.argument(0, as: Character.self), maxSplits: try c.int(1), omittingEmptySubsequences: c.bool(2))
            return .array(parts.map { c.wrap($0) })
        }
        t.method("split(maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true, whereSeparator isSeparator: (Character) throws -> Bool) rethrows -> [Substring]") { c in
            let test = try c.predicate(2)
            let parts = try c.substringReceiver().split(maxSplits: try c.int(0), omittingEmptySubsequences: c.bool(1)) { try test(.character($0)) }
            return .array(parts.map { c.wrap($0) })
        }
    }
}

extension NativeCall {
    /// The receiver as a `Substring`: a slice, or a whole string (`String`'s slicing members
    /// share these implementations).
    func substringReceiver() throws -> Substring {
        switch receiver {
        case .native(let n)?: if let s = n.payload as? Substring { return s }
        case .string(let s)?: return s[...]
        default: break
        }
        throw ScriptError(loc, "value of type '\(receiver?.typeName ?? "?")' is not a 'Substring'")
    }
}
