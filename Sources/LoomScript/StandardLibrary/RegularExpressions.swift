import Foundation

/// Foundation's regular expressions as library code calls them: `NSRegularExpression` matched over
/// an `NSRange` of UTF-16 offsets, results read back into the string with `Range(_:in:)`. The
/// payloads are Foundation's own types, so patterns, options and offsets behave as on a device.
extension NativeRegistry {
    func installRegularExpressions() {
        nativeType("NSRange", payload: NSRange.self, conformances: ["Equatable"]) { t in
            t.initializer("init(location: Int, length: Int)") { c in c.wrap(NSRange(location: try c.int(0), length: try c.int(1))) }
            // `NSRange(s.startIndex..., in: s)`, `NSRange(r, in: s)`: the range's UTF-16 offsets.
            t.initializer("init(_ range: Any, in string: String)") { c in
                let s = c.string(1)
                let range = try c.interpreter.stringIndexRange(c.value(0), in: s, c.loc)
                return c.wrap(NSRange(range, in: s))
            }
            t.property("var location: Int") { .int(($0 as! NSRange).location) }
            t.property("var length: Int") { .int(($0 as! NSRange).length) }
            t.property("var lowerBound: Int") { .int(($0 as! NSRange).lowerBound) }
            t.property("var upperBound: Int") { .int(($0 as! NSRange).upperBound) }
            t.type.describe = { "{\(($0 as! NSRange).location), \(($0 as! NSRange).length)}" }
        }
        typeAlias("_NSRange", "NSRange")
        globalValue("let NSNotFound: Int") { _ in .int(NSNotFound) }
        // `Range(match.range, in: s)`: nil when the offsets fall outside the string or inside a
        // character. A function of that name, as `Range` has no other initializer here.
        globalFunction("Range(_ range: NSRange, in string: String) -> Range<String.Index>?") { c in
            let s = c.string(1)
            guard let r = Range(try c.native(0) as NSRange, in: s) else { return .null }
            return .some(.range(c.interpreter.wrap(r.lowerBound, as: "String.Index"), c.interpreter.wrap(r.upperBound, as: "String.Index"), closed: false))
        }
        nativeType("NSRegularExpression.Options", payload: NSRegularExpression.Options.self, conformances: ["Equatable"]) { t in
            t.constants([("caseInsensitive", NSRegularExpression.Options.caseInsensitive),
                         ("allowCommentsAndWhitespace", NSRegularExpression.Options.allowCommentsAndWhitespace),
                         ("ignoreMetacharacters", NSRegularExpression.Options.ignoreMetacharacters),
                         ("dotMatchesLineSeparators", NSRegularExpression.Options.dotMatchesLineSeparators),
                         ("anchorsMatchLines", NSRegularExpression.Options.anchorsMatchLines),
                         ("useUnixLineSeparators", NSRegularExpression.Options.useUnixLineSeparators),
                         ("useUnicodeWordBoundaries", NSRegularExpression.Options.useUnicodeWordBoundaries)])
        }
        nativeType("NSRegularExpression.MatchingOptions", payload: NSRegularExpression.MatchingOptions.self) { t in
            t.constants([("anchored", NSRegularExpression.MatchingOptions.anchored),
                         ("withoutAnchoringBounds", NSRegularExpression.MatchingOptions.withoutAnchoringBounds),
                         ("withTransparentBounds", NSRegularExpression.MatchingOptions.withTransparentBounds)])
        }
        nativeType("NSTextCheckingResult", payload: NSTextCheckingResult.self) { t in
            t.property("var range: NSRange") { self.wrap(($0 as! NSTextCheckingResult).range, as: "NSRange") }
            t.property("var numberOfRanges: Int") { .int(($0 as! NSTextCheckingResult).numberOfRanges) }
            t.method("range(at idx: Int) -> NSRange") { c in
                let (result, i) = (try c.receiverNative(as: NSTextCheckingResult.self), try c.int(0))
                guard i >= 0 && i < result.numberOfRanges else { throw ScriptError(c.loc, "Fatal error: capture group \(i) is out of range (the pattern has \(result.numberOfRanges - 1))") }
                return c.interpreter.wrap(result.range(at: i), as: "NSRange")
            }
            t.method("range(withName name: String) -> NSRange") { c in
                c.interpreter.wrap(try c.receiverNative(as: NSTextCheckingResult.self).range(withName: c.string(0)), as: "NSRange")
            }
        }
        nativeType("NSRegularExpression", payload: NSRegularExpression.self) { t in
            t.initializer("init(pattern: String, options: NSRegularExpression.Options = []) throws") { c in
                do {
                    return c.wrap(try NSRegularExpression(pattern: c.string(0), options: try regexOptions(c, 1)))
                } catch {
                    throw ThrownValue(value: .string("The pattern \"\(c.string(0))\" is not a valid regular expression"), loc: c.loc)
                }
            }
            t.staticMethod("escapedPattern(for string: String) -> String") { c in .string(NSRegularExpression.escapedPattern(for: c.string(0))) }
            t.property("var pattern: String") { .string(($0 as! NSRegularExpression).pattern) }
            t.property("var numberOfCaptureGroups: Int") { .int(($0 as! NSRegularExpression).numberOfCaptureGroups) }
            t.method("matches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> [NSTextCheckingResult]") { c in
                let (regex, s) = (try c.receiverNative(as: NSRegularExpression.self), c.string(0))
                let matches = regex.matches(in: s, options: try matchingOptions(c, 1), range: try searchRange(c, 2, in: s))
                return .array(matches.map { c.interpreter.wrap($0, as: "NSTextCheckingResult") })
            }
            t.method("firstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> NSTextCheckingResult?") { c in
                let (regex, s) = (try c.receiverNative(as: NSRegularExpression.self), c.string(0))
                let match = regex.firstMatch(in: s, options: try matchingOptions(c, 1), range: try searchRange(c, 2, in: s))
                return match.map { .some(c.interpreter.wrap($0, as: "NSTextCheckingResult")) } ?? .null
            }
            t.method("numberOfMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> Int") { c in
                let (regex, s) = (try c.receiverNative(as: NSRegularExpression.self), c.string(0))
                return .int(regex.numberOfMatches(in: s, options: try matchingOptions(c, 1), range: try searchRange(c, 2, in: s)))
            }
            t.method("rangeOfFirstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> NSRange") { c in
                let (regex, s) = (try c.receiverNative(as: NSRegularExpression.self), c.string(0))
                return c.interpreter.wrap(regex.rangeOfFirstMatch(in: s, options: try matchingOptions(c, 1), range: try searchRange(c, 2, in: s)), as: "NSRange")
            }
            t.method("stringByReplacingMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange, withTemplate templ: String) -> String") { c in
                let (regex, s) = (try c.receiverNative(as: NSRegularExpression.self), c.string(0))
                return .string(regex.stringByReplacingMatches(in: s, options: try matchingOptions(c, 1), range: try searchRange(c, 2, in: s),
                                                              withTemplate: c.string(3)))
            }
        }
    }
}

/// An option-set argument: `[]` (the default) or a bridged option set.
private func options<T: OptionSet>(_ c: NativeCall, _ i: Int, _: T.Type) throws -> T {
    if case .array(let xs) = c.value(i), xs.isEmpty { return [] }
    return try c.native(i) as T
}

private func regexOptions(_ c: NativeCall, _ i: Int) throws -> NSRegularExpression.Options {
    try options(c, i, NSRegularExpression.Options.self)
}

private func matchingOptions(_ c: NativeCall, _ i: Int) throws -> NSRegularExpression.MatchingOptions {
    try options(c, i, NSRegularExpression.MatchingOptions.self)
}

/// Foundation raises an Objective-C exception (a crash) for a range past the string's end; a
/// script gets Swift's kind of error instead.
private func searchRange(_ c: NativeCall, _ i: Int, in s: String) throws -> NSRange {
    let range = try c.native(i) as NSRange
    guard range.location >= 0, range.length >= 0, range.location + range.length <= s.utf16.count else {
        throw ScriptError(c.loc, "Fatal error: range \(range) is out of bounds of a string of \(s.utf16.count) UTF-16 units")
    }
    return range
}

extension Interpreter {
    /// A `Range<String.Index>` or a `PartialRangeFrom`/`ClosedRange` of indices, as Swift's
    /// `RangeExpression` gives one for `NSRange(_:in:)`.
    func stringIndexRange(_ v: Value, in s: String, _ loc: Loc) throws -> Range<String.Index> {
        func index(_ v: Value) -> String.Index? {
            if case .native(let n) = v { return n.payload as? String.Index }
            return nil
        }
        guard case .range(let a, let b, let closed) = v, let lower = index(a) else {
            throw ScriptError(loc, "NSRange(_:in:) needs a range of String.Index, not \(v.typeName)")
        }
        guard case .null = b else {
            guard let upper = index(b) else { throw ScriptError(loc, "NSRange(_:in:) needs a range of String.Index, not \(v.typeName)") }
            guard lower <= upper, upper <= s.endIndex else { throw ScriptError(loc, "Fatal error: String index is out of bounds") }
            return closed ? lower..<s.index(after: upper) : lower..<upper
        }
        guard lower <= s.endIndex else { throw ScriptError(loc, "Fatal error: String index is out of bounds") }
        return lower..<s.endIndex
    }
}
