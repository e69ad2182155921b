import Foundation

extension NativeRegistry {
    /// `String`'s members. Substrings are Strings here: Swift prints both the same way.
    func installString() {
        nativeType("CharacterSet", payload: CharacterSet.self) { t in
            t.constants([("whitespaces", CharacterSet.whitespaces), ("whitespacesAndNewlines", CharacterSet.whitespacesAndNewlines),
                         ("newlines", CharacterSet.newlines), ("decimalDigits", CharacterSet.decimalDigits),
                         ("letters", CharacterSet.letters), ("lowercaseLetters", CharacterSet.lowercaseLetters),
                         ("uppercaseLetters", CharacterSet.uppercaseLetters), ("alphanumerics", CharacterSet.alphanumerics),
                         ("punctuationCharacters", CharacterSet.punctuationCharacters), ("symbols", CharacterSet.symbols)])
            t.initializer("init(charactersIn string: String)") { c in c.wrap(CharacterSet(charactersIn: c.string(0))) }
            t.initializer("init()") { c in c.wrap(CharacterSet()) }
            t.constants([("capitalizedLetters", CharacterSet.capitalizedLetters), ("controlCharacters", CharacterSet.controlCharacters),
                         ("illegalCharacters", CharacterSet.illegalCharacters), ("nonBaseCharacters", CharacterSet.nonBaseCharacters),
                         ("urlQueryAllowed", CharacterSet.urlQueryAllowed), ("urlPathAllowed", CharacterSet.urlPathAllowed)])
            t.method("contains(_ member: Unicode.Scalar) -> Bool") { c in
                .bool(try c.receiverNative(as: CharacterSet.self).contains(try c.native(0) as Unicode.Scalar))
            }
            t.method("isSuperset(of other: CharacterSet) -> Bool") { c in
                .bool(try c.receiverNative(as: CharacterSet.self).isSuperset(of: try c.native(0)))
            }
            t.property("var inverted: CharacterSet") { set in self.wrap((set as! CharacterSet).inverted, as: "CharacterSet") }
            for (name, combine) in [("union", CharacterSet.union), ("intersection", CharacterSet.intersection),
                                    ("subtracting", CharacterSet.subtracting), ("symmetricDifference", CharacterSet.symmetricDifference)] {
                t.method("\(name)(_ other: CharacterSet) -> CharacterSet") { c in
                    c.wrap(combine(try c.receiverNative(as: CharacterSet.self))(try c.native(0)))
                }
            }
            t.mutating("insert(charactersIn string: String)") { (set: inout CharacterSet, c) in set.insert(charactersIn: c.string(0)) }
            t.mutating("remove(charactersIn string: String)") { (set: inout CharacterSet, c) in set.remove(charactersIn: c.string(0)) }
            t.mutating("formUnion(_ other: CharacterSet)") { (set: inout CharacterSet, c) in set.formUnion(try c.native(0)) }
        }
        nativeType("ComparisonResult", payload: ComparisonResult.self, conformances: ["Equatable"]) { t in
            t.constants([("orderedAscending", ComparisonResult.orderedAscending), ("orderedSame", ComparisonResult.orderedSame),
                         ("orderedDescending", ComparisonResult.orderedDescending)])
            t.property("var rawValue: Int") { p in .int((p as! ComparisonResult).rawValue) }
            t.type.describe = { p in
                switch p as? ComparisonResult {
                case .orderedAscending?: "orderedAscending"
                case .orderedDescending?: "orderedDescending"
                default: "orderedSame"
                }
            }
        }
        standardType("String") { t in
            installStringInitializers(t)
            // Foundation's own comparisons (UTF-16 order, as NSString compares).
            t.method("compare(_ aString: String) -> ComparisonResult") { c in c.wrap(try c.receiver(as: String.self).compare(c.string(0))) }
            t.method("caseInsensitiveCompare(_ aString: String) -> ComparisonResult") { c in
                c.wrap(try c.receiver(as: String.self).caseInsensitiveCompare(c.string(0)))
            }
            t.property("var count: Int", of: String.self) { .int($0.count) }
            t.property("var isEmpty: Bool", of: String.self) { .bool($0.isEmpty) }
            t.property("var description: String", of: String.self) { .string($0) }
            t.property("var capitalized: String", of: String.self) { .string($0.capitalized) }
            t.property("var first: Character?", of: String.self) { s in s.first.map { .some(.character($0)) } ?? .null }
            t.property("var last: Character?", of: String.self) { s in s.last.map { .some(.character($0)) } ?? .null }
            t.method("uppercased() -> String") { c in .string(try c.receiver(as: String.self).uppercased()) }
            t.method("lowercased() -> String") { c in .string(try c.receiver(as: String.self).lowercased()) }
            t.method("hasPrefix(_ prefix: String) -> Bool") { c in .bool(try c.receiver(as: String.self).hasPrefix(c.string(0))) }
            t.method("trimmingPrefix(_ prefix: String) -> String") { c in
                let (s, prefix) = (try c.receiver(as: String.self), c.string(0))
                return .string(s.hasPrefix(prefix) ? String(s.dropFirst(prefix.count)) : s)
            }
            t.method("trimmingPrefix(while predicate: (Character) throws -> Bool) rethrows -> String") { c in
                let (s, keep) = (try c.receiver(as: String.self), try c.predicate(0))
                var rest = Substring(s)
                while let first = rest.first, try keep(.character(first)) { try c.interpreter.tick(c.loc); rest = rest.dropFirst() }
                return .string(String(rest))
            }
            t.method("hasSuffix(_ suffix: String) -> Bool") { c in .bool(try c.receiver(as: String.self).hasSuffix(c.string(0))) }
            t.method("contains(_ other: String) -> Bool") { c in .bool(try c.receiver(as: String.self).contains(c.string(0))) }
            t.method("contains(_ element: Character) -> Bool") { c in
                .bool(try c.receiver(as: String.self).contains(try c.argument(0, as: Character.self)))
            }
            t.method("reversed() -> [Character]") { c in .array(try c.receiver(as: String.self).reversed().map { .character($0) }) }
            t.method("split(separator: String) -> [Substring]") { c in
                let (text, separator) = (try c.substringReceiver(), c.string(0))
                // One Character (`" "`, the common case) splits as Collection's split does, without
                // the substring searcher: the same pieces, several times faster.
                if separator.count == 1, let ch = separator.first { return .array(text.split(separator: ch).map { c.wrap($0) }) }
                return .array(text.split(separator: separator).map { c.wrap($0) })
            }
            t.method("components(separatedBy separator: CharacterSet) -> [String]") { c in
                .array(try c.receiver(as: String.self).components(separatedBy: try c.native(0) as CharacterSet).map { .string($0) })
            }
            t.method("padding(toLength newLength: Int, withPad padString: String, startingAt padIndex: Int) -> String") { c in
                let (s, n, pad, start) = (try c.receiver(as: String.self), try c.count(0, "negative length"), c.string(1), try c.int(2))
                guard !pad.isEmpty, start >= 0, start < pad.count else { throw ScriptError(c.loc, "Fatal error: the pad's starting index is out of range") }
                return .string(s.padding(toLength: n, withPad: pad, startingAt: start))
            }
            t.method("components(separatedBy separator: String) -> [String]") { c in
                .array(try c.receiver(as: String.self).components(separatedBy: c.string(0)).map { .string($0) })
            }
            // Swift's `append(_: String)` and `append(_: Character)` as one entry, so a call site
            // keeps the in-place path whichever it passes (`word.append(ch)` in a loop).
            t.method("mutating append<Other>(_ other: Other)") { c in
                let piece: String
                switch c.value(0) {
                case .string(let text): piece = text
                case .character(let ch): piece = String(ch)
                case let other: throw ScriptError(c.loc, "cannot convert value of type '\(other.typeName)' to expected argument type 'String'")
                }
                var s = try c.takeReceiver(as: String.self)
                defer { c.newReceiver = .string(s) }
                s += piece
                return .void
            }
            t.method("mutating removeAll(keepingCapacity keepCapacity: Bool = false)") { c in
                c.newReceiver = .string("")
                return .void
            }
            t.method("mutating removeAll(where shouldBeRemoved: (Character) throws -> Bool) rethrows") { c in
                let (s, remove) = (try c.receiver(as: String.self), try c.predicate(0))
                var kept = ""
                for ch in s where try !remove(.character(ch)) { kept.append(ch) }
                c.newReceiver = .string(kept)
                return .void
            }
            // `s.append(contentsOf: other)`: a string, a substring, or any sequence of characters.
            t.method("mutating append<S: Sequence>(contentsOf newElements: S)") { c in
                var piece = ""
                switch c.value(0) {
                case .string(let text): piece = text
                case .native(let n) where n.payload is Substring: piece = String(n.payload as! Substring)
                case let other:
                    for element in try c.interpreter.elements(other, c.loc) {
                        switch element {
                        case .character(let ch): piece.append(ch)
                        case .string(let text): piece += text
                        default: throw ScriptError(c.loc, "cannot convert value of type '\(element.typeName)' to expected argument type 'Character'")
                        }
                    }
                }
                var s = try c.takeReceiver(as: String.self)
                defer { c.newReceiver = .string(s) }
                s += piece
                return .void
            }
            // Inside `extension String.StringInterpolation`, `self` is the text built so far.
            t.method("mutating appendLiteral(_ literal: String)") { c in
                c.newReceiver = .string(try c.receiver(as: String.self) + c.string(0))
                return .void
            }
            t.method("mutating appendInterpolation(_ value: Any)") { c in
                c.newReceiver = .string(try c.receiver(as: String.self) + c.interpreter.describe(c.value(0)))
                return .void
            }
            t.method("replacingOccurrences(of target: String, with replacement: String) -> String") { c in
                .string(try c.receiver(as: String.self).replacingOccurrences(of: c.string(0), with: c.string(1)))
            }
            // Foundation's, with `.regularExpression` (templates `$1`), `.caseInsensitive` and the rest.
            t.method("replacingOccurrences(of target: String, with replacement: String, options: String.CompareOptions, range searchRange: Range<String.Index>? = nil) -> String") { c in
                let s = try c.receiver(as: String.self)
                let searched = try c.value(3).isNull ? nil : c.stringRange(3, in: s)
                return .string(s.replacingOccurrences(of: c.string(0), with: c.string(1), options: try c.compareOptions(2), range: searched))
            }
            // The standard library's own (not Foundation's): it matches whole Characters, left to
            // right, and an empty target matches before every Character and at the end.
            t.method("replacing(_ other: String, with replacement: String, maxReplacements: Int = Int.max) -> String") { c in
                let (s, target, replacement) = (Array(try c.receiver(as: String.self)), Array(c.string(0)), c.string(1))
                var left = try c.count(2, "replace: maxReplacements must be non-negative")
                var out = "", i = 0
                while i <= s.count {
                    if left > 0, i + target.count <= s.count, s[i..<(i + target.count)].elementsEqual(target) {
                        out += replacement
                        left -= 1
                        if !target.isEmpty { i += target.count; continue }
                    }
                    if i < s.count { out.append(s[i]) }
                    i += 1
                }
                return .string(out)
            }
            t.method("trimmingCharacters(in set: CharacterSet) -> String") { c in
                .string(try c.receiver(as: String.self).trimmingCharacters(in: try c.native(0)))
            }
            t.method("filter(_ isIncluded: (Character) throws -> Bool) rethrows -> String") { c in
                // String.filter keeps the type: the result is a String.
                let (s, f, i) = (try c.receiver(as: String.self), try c.function(0), c.interpreter)
                return .string(String(try s.filter { try i.truthy(try c.call(f, [.character($0)]), c.loc) }))
            }
        }
    }
}

extension NativeCall {
    /// A count argument, which Swift traps on when negative (with `message`).
    func count(_ i: Int, _ message: String) throws -> Int {
        let n = try int(i)
        guard n >= 0 else { throw ScriptError(loc, "Fatal error: " + message) }
        return n
    }
}

extension NativeRegistry {
    /// `String(x)` describes any value (a sequence of characters joins); the labelled ones
    /// repeat, reflect, format and print integers in a radix.
    private func installStringInitializers(_ t: NativeTypeBuilder) {
        t.initializer("init()") { _ in .string("") }
        t.initializer("init(_ value: Any)") { c in
            let v = c.value(0)
            // The commonest first: `String(word)` of a Substring or a String.
            if case .string = v { return v }
            if case .native(let n) = v, let text = n.payload as? Substring { return .string(String(text)) }
            // `String(chars[1..<5])`: a slice of an array of Characters joins as the array does.
            if case .native(let n) = v, let slice = n.payload as? ArraySlice<Value>, slice.allSatisfy(isTextElement) {
                return .string(slice.map { c.interpreter.describe($0) }.joined())
            }
            // A script's own sequence (or `repeatElement`, `AnySequence`) of Characters, unless
            // its type converts itself (`LosslessStringConvertible`).
            if c.interpreter.isIterableScriptValue(v), !c.interpreter.conformances(of: v).contains("LosslessStringConvertible"),
               case .array(let xs) = try c.interpreter.asArray(v, c.loc), xs.allSatisfy(isTextElement) {
                return .string(xs.map { c.interpreter.describe($0) }.joined())
            }
            if case .array(let xs) = v, xs.allSatisfy(isTextElement) {
                // `String(chars)`, `String(s.unicodeScalars)`: a sequence of Characters (or the
                // scalars view, an array of scalars here) makes a string, not its description.
                // An empty one is "" (Swift has no `String(_:)` of an array of anything else).
                return .string(xs.map { c.interpreter.describe($0) }.joined())
            }
            return .string(describing(v, c.interpreter))
        }
        t.initializer("init(describing instance: Any)") { c in .string(describing(c.value(0), c.interpreter)) }
        t.initializer("init(reflecting subject: Any)") { c in .string(c.interpreter.describe(c.value(0), debug: true)) }
        t.initializer("init(repeating repeatedValue: Any, count: Int)") { c in
            let piece = c.string(0)
            return .string(String(repeating: piece, count: try AllocationLimit.repeatingStringCount(try c.int(1), repeating: piece, c.interpreter.memory, c.loc)))
        }
        // `String(format: "%d", n)` and `String(format: "%d", arguments: [n])` are one formatting.
        let format: (inout NativeCall) throws -> Value = { c in
            guard case .array(let arguments) = c.value(1) else { return .string(c.string(0)) }
            return .string(try c.interpreter.formatString(c.string(0), arguments, loc: c.loc))
        }
        t.initializer("init(format: String, _ arguments: Any...)", format)
        t.initializer("init(format: String, arguments: [Any])", format)
        // `String(255, radix: 16, uppercase: true)`
        t.initializer("init(_ value: Any, radix: Int, uppercase: Bool = false)") { c in
            let (radix, upper) = (try c.radix(1), c.bool(2))
            switch c.value(0) {
            case .int(let n): return .string(String(n, radix: radix, uppercase: upper))
            case .fixedInt(let f): return .string(String(f.value, radix: radix, uppercase: upper))
            default: throw ScriptError(c.loc, "String(_:radix:) takes an integer, not a value of type '\(c.value(0).typeName)'")
            }
        }
    }
}

/// A Character, or a scalar of the scalars view: what `String(_:)` joins.
private func isTextElement(_ v: Value) -> Bool {
    if case .character = v { return true }
    // `String(bits.map { $0 ? "#" : "." })`: the closure's one-character literals are Characters
    // (String has no initializer from an array of Strings).
    if case .string(let s) = v { return s.count == 1 }
    if case .native(let n) = v { return n.payload is Unicode.Scalar }
    return false
}

/// `String(x)`, `String(describing: x)`: a number's `description`, which says `nan` where
/// `print` writes `-nan`.
private func describing(_ v: Value, _ interpreter: Interpreter) -> String {
    if case .double(let d, let kind) = v { return kind.text(d) }
    return interpreter.describe(v)
}
