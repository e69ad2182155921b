import Foundation
import LoomUI

/// Foundation's `AttributedString`, held as itself: a string walked by the indices it hands out
/// (`index(afterCharacter:)`), sliced by ranges of them into an `AttributedSubstring` that keeps
/// them, and restyled run by run. `text[range].setAttributes(c)` changes `text`: the slice's
/// mutating method gives back a new slice, which the interpreter writes back through the
/// subscript (`elementSetter` below), as Swift's `_modify` accessor does. Its SwiftUI attributes
/// (`foregroundColor`, …) and `AttributeContainer` are `SwiftUIBridge/TextAttributes.swift`'s.
extension NativeRegistry {
    func installAttributedString() {
        nativeType("AttributedString", payload: AttributedString.self,
                   conformances: ["Equatable", "Hashable", "CustomStringConvertible", "ExpressibleByStringLiteral"]) { t in
            t.type.describe = { "\($0 as! AttributedString)" }
            t.initializer("init()") { c in c.wrap(AttributedString()) }
            t.initializer("init(stringLiteral value: String)") { c in c.wrap(AttributedString(c.string(0))) }
            t.initializer("init(_ string: String)") { c in c.wrap(AttributedString(c.string(0))) }
            t.initializer("init(_ string: String, attributes: AttributeContainer)") { c in
                c.wrap(AttributedString(c.string(0), attributes: try c.native(1)))
            }
            t.initializer("init(_ substring: AttributedSubstring)") { c in c.wrap(AttributedString(try c.native(0) as AttributedSubstring)) }
            // Markdown is read by LoomUI (Foundation parses it on Apple platforms only).
            t.initializer("init(markdown: String) throws") { c in c.wrap(try AttributedString(markdown: c.string(0))) }
            t.property("var description: String") { .string("\($0 as! AttributedString)") }
            installIndexing(t, of: AttributedString.self)
            t.subscriptGetter("(_ bounds: Range<AttributedString.Index>) -> AttributedSubstring") { c in
                let s = try c.receiverNative(as: AttributedString.self)
                return c.wrap(s[try c.attributedRange(0, in: s.characters)])
            }
            // `text[range] = slice`, and so `text[range].setAttributes(c)`: the slice goes back in its place.
            t.type.elementSetter = { [unowned self] payload, index, value, loc in
                var s = payload as! AttributedString
                guard let range = self.attributedRange(index, in: s.characters) else {
                    throw ScriptError(loc, "cannot subscript 'AttributedString' with a '\(index.typeName)'")
                }
                guard case .native(let n) = value, let slice = n.payload as? AttributedSubstring else {
                    throw ScriptError(loc, "cannot assign value of type '\(value.typeName)' to type 'AttributedSubstring'")
                }
                s[range] = slice
                return s
            }
            installRestyling(t, of: AttributedString.self)
            t.mutating("mutating append(_ s: AttributedString)") { (s: inout AttributedString, c) in s.append(try c.native(0) as AttributedString) }
            t.mutating("mutating append(_ s: AttributedSubstring)") { (s: inout AttributedString, c) in s.append(try c.native(0) as AttributedSubstring) }
            t.mutating("mutating insert(_ s: AttributedString, at index: AttributedString.Index)") { (s: inout AttributedString, c) in
                let i = try c.native(1, as: AttributedString.Index.self)
                guard i >= s.startIndex, i <= s.endIndex else { throw ScriptError(c.loc, "Fatal error: AttributedString index is out of bounds") }
                s.insert(try c.native(0) as AttributedString, at: i)
            }
            t.staticMethod("+(lhs: AttributedString, rhs: AttributedString) -> AttributedString") { c in
                c.wrap((try c.native(0) as AttributedString) + (try c.native(1) as AttributedString))
            }
        }
        nativeType("AttributedSubstring", payload: AttributedSubstring.self,
                   conformances: ["Equatable", "Hashable", "CustomStringConvertible"]) { t in
            t.type.describe = { "\($0 as! AttributedSubstring)" }
            t.property("var description: String") { .string("\($0 as! AttributedSubstring)") }
            t.property("var base: AttributedString") { [unowned self] in self.wrap(($0 as! AttributedSubstring).base, as: "AttributedString") }
            installIndexing(t, of: AttributedSubstring.self)
            installRestyling(t, of: AttributedSubstring.self)
        }
        nativeType("AttributedString.Index", payload: AttributedString.Index.self, conformances: ["Comparable", "Equatable"]) { t in
            // Not Hashable in Foundation: compared with its own `==`.
            t.type.equals = { a, b in a as! AttributedString.Index == b as! AttributedString.Index }
            t.staticMethod("<(lhs: AttributedString.Index, rhs: AttributedString.Index) -> Bool") { c in
                .bool((try c.native(0) as AttributedString.Index) < (try c.native(1) as AttributedString.Index))
            }
        }
        nativeType("AttributedString.AttributeMergePolicy") { t in
            t.constants([("keepNew", AttributedString.AttributeMergePolicy.keepNew), ("keepCurrent", AttributedString.AttributeMergePolicy.keepCurrent)])
        }
        // The characters and runs are sequences (`map`, `count`, `String(text.characters)`).
        nativeType("AttributedString.CharacterView", payload: AttributedCharacters.self,
                   conformances: ["Sequence", "Collection", "BidirectionalCollection"]) { t in
            t.property("var count: Int") { .int(($0 as! AttributedCharacters).characters.count) }
            t.property("var isEmpty: Bool") { .bool(($0 as! AttributedCharacters).characters.isEmpty) }
            t.property("var startIndex: AttributedString.Index") { [unowned self] in self.wrap(($0 as! AttributedCharacters).characters.startIndex, as: "AttributedString.Index") }
            t.property("var endIndex: AttributedString.Index") { [unowned self] in self.wrap(($0 as! AttributedCharacters).characters.endIndex, as: "AttributedString.Index") }
        }
        nativeType("AttributedString.Runs", payload: AttributedRuns.self, conformances: ["Sequence", "Collection", "BidirectionalCollection"]) { t in
            t.property("var count: Int") { .int(($0 as! AttributedRuns).runs.count) }
        }
        nativeType("AttributedString.Runs.Run", payload: AttributedString.Runs.Run.self, conformances: ["Equatable", "Hashable"]) { t in
            t.property("var range: Range<AttributedString.Index>") { [unowned self] in
                let range = ($0 as! AttributedString.Runs.Run).range
                return .range(self.wrap(range.lowerBound, as: "AttributedString.Index"), self.wrap(range.upperBound, as: "AttributedString.Index"), closed: false)
            }
        }
    }

    /// What a string and its slices share: their ends, their characters and runs, and stepping by characters.
    private func installIndexing<S: AttributedStringProtocol>(_ t: NativeTypeBuilder, of _: S.Type) {
        t.property("var startIndex: AttributedString.Index") { [unowned self] in self.wrap(($0 as! S).startIndex, as: "AttributedString.Index") }
        t.property("var endIndex: AttributedString.Index") { [unowned self] in self.wrap(($0 as! S).endIndex, as: "AttributedString.Index") }
        t.property("var characters: AttributedString.CharacterView") { [unowned self] in
            self.wrap(AttributedCharacters(($0 as! S).characters, registry: self), as: "AttributedString.CharacterView")
        }
        t.property("var runs: AttributedString.Runs") { [unowned self] in self.wrap(AttributedRuns(($0 as! S).runs, registry: self), as: "AttributedString.Runs") }
        for (name, forward) in [("afterCharacter", true), ("beforeCharacter", false)] {
            t.method("index(\(name) i: AttributedString.Index) -> AttributedString.Index") { c in
                let (s, i) = (try c.receiverNative(as: S.self), try c.native(0, as: AttributedString.Index.self))
                guard forward ? i >= s.startIndex && i < s.endIndex : i > s.startIndex && i <= s.endIndex else {
                    throw ScriptError(c.loc, "Fatal error: AttributedString index is out of bounds")
                }
                return c.interpreter.wrap(forward ? s.index(afterCharacter: i) : s.index(beforeCharacter: i), as: "AttributedString.Index")
            }
        }
        t.method("index(_ i: AttributedString.Index, offsetByCharacters distance: Int) -> AttributedString.Index") { c in
            let (s, i, n) = (try c.receiverNative(as: S.self), try c.native(0, as: AttributedString.Index.self), try c.int(1))
            let characters = s.characters
            guard let j = characters.index(i, offsetBy: n, limitedBy: n >= 0 ? characters.endIndex : characters.startIndex) else {
                throw ScriptError(c.loc, "Fatal error: AttributedString index is out of bounds")
            }
            return c.interpreter.wrap(j, as: "AttributedString.Index")
        }
        t.method("range(of stringToFind: String) -> Range<AttributedString.Index>?") { c in
            guard let r = try c.receiverNative(as: S.self).range(of: c.string(0)) else { return .null }
            return .some(.range(c.interpreter.wrap(r.lowerBound, as: "AttributedString.Index"), c.interpreter.wrap(r.upperBound, as: "AttributedString.Index"), closed: false))
        }
    }

    /// Setting and merging attributes on the whole of `S` (a string, or a slice written back into one).
    private func installRestyling<S: AttributedStringProtocol>(_ t: NativeTypeBuilder, of _: S.Type) {
        t.mutating("mutating setAttributes(_ attributes: AttributeContainer)") { (s: inout S, c) in s.setAttributes(try c.native(0)) }
        t.mutating("mutating mergeAttributes(_ attributes: AttributeContainer, mergePolicy: AttributedString.AttributeMergePolicy = .keepNew)") { (s: inout S, c) in
            s.mergeAttributes(try c.native(0), mergePolicy: try c.mergePolicy(1))
        }
        t.mutating("mutating replaceAttributes(_ attributes: AttributeContainer, with others: AttributeContainer)") { (s: inout S, c) in
            s.replaceAttributes(try c.native(0), with: try c.native(1))
        }
    }
}

/// `text.characters`: Foundation's view, iterated as a script sequence of Characters.
final class AttributedCharacters: SequenceSource {
    let characters: AttributedString.CharacterView

    init(_ characters: AttributedString.CharacterView, registry: NativeRegistry) {
        self.characters = characters
        super.init {
            var i = characters.makeIterator()
            return ElementSource { i.next().map { .character($0) } }
        }
    }
}

/// `text.runs`: Foundation's runs, iterated as a script sequence of `Run`s.
final class AttributedRuns: SequenceSource {
    let runs: AttributedString.Runs

    init(_ runs: AttributedString.Runs, registry: NativeRegistry) {
        self.runs = runs
        super.init { [unowned registry] in
            var i = runs.makeIterator()
            return ElementSource { i.next().map { registry.wrap($0, as: "AttributedString.Runs.Run") } }
        }
    }
}

extension NativeCall {
    /// A range argument of attributed-string indices, within `characters`.
    /// Argument `i` as a merge policy; `.keepNew`, Foundation's default, when it was left out.
    func mergePolicy(_ i: Int) throws -> AttributedString.AttributeMergePolicy {
        value(i).isNull ? .keepNew : try native(i, as: AttributedString.AttributeMergePolicy.self)
    }

    func attributedRange(_ i: Int, in characters: AttributedString.CharacterView) throws -> Range<AttributedString.Index> {
        guard let r = interpreter.natives.attributedRange(value(i), in: characters) else {
            throw ScriptError(loc, "Fatal error: AttributedString index range is out of bounds")
        }
        return r
    }
}

extension NativeRegistry {
    /// `i...j`, `i..<j`, `i...`, `..<j` of attributed-string indices as a half-open range within
    /// `characters`; nil when it is not such a range or does not lie within them.
    func attributedRange(_ v: Value, in characters: AttributedString.CharacterView) -> Range<AttributedString.Index>? {
        guard case .range(let a, let b, let closed) = v else { return nil }
        func index(_ x: Value) -> AttributedString.Index? {
            if case .native(let n) = x { return n.payload as? AttributedString.Index }
            return nil
        }
        // Loom writes a missing lower bound as 0 and a missing upper bound as nil.
        let lower: AttributedString.Index? = index(a) ?? { if case .int(0) = a { return characters.startIndex }; return nil }()
        guard let lower, lower >= characters.startIndex else { return nil }
        if case .null = b { return lower <= characters.endIndex ? lower..<characters.endIndex : nil }
        guard let upper = index(b) else { return nil }
        if closed {
            guard lower <= upper, upper < characters.endIndex else { return nil }
            return lower..<characters.index(after: upper)
        }
        return lower <= upper && upper <= characters.endIndex ? lower..<upper : nil
    }
}
