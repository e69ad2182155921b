import Foundation

extension Interpreter {
    func toDouble(_ v: Value, _ loc: Loc) throws -> Double {
        switch v {
        case .int(let i): return Double(i)
        case .double(let d, _): return d
        case .fixedInt(let f): return Double(f.value)
        case .some(let x): return try toDouble(x, loc)
        default: throw ScriptError(loc, "cannot convert value of type '\(v.typeName)' to expected argument type 'Double'")
        }
    }

    // MARK: Global functions

    /// `min(a, b, …)`: the first smallest (or largest), as Swift's `min`/`max` choose.
    func extremum(_ arguments: [Value], wantMin: Bool, loc: Loc) throws -> Value {
        let values = unifyNumbers(arguments)
        guard var best = values.first else { throw ScriptError(loc, "missing argument #1 in call") }
        for v in values.dropFirst() {
            guard let c = compare(v, best) else { throw ScriptError(loc, "cannot compare '\(v.typeName)' and '\(best.typeName)'") }
            if wantMin ? c < 0 : c > 0 { best = v }
        }
        return best
    }

    func elements(_ v: Value, _ loc: Loc) throws -> [Value] {
        if case .array(let xs) = try asArray(v, loc) { return xs }
        return []
    }

    func asArray(_ v: Value, _ loc: Loc) throws -> Value {
        if case .array = v { return v }
        if case .set(let s) = v { return .array(s.members) }
        var it = try makeIterator(v, loc)
        var out: [Value] = []
        while let x = try it() { try tick(loc); out.append(x) }
        return .array(out)
    }
}

extension Interpreter {
    /// `[String: Int]`, not `[(x: Int, y: String)]` nor `[[String: Int]]`: a colon inside the
    /// outer brackets only, outside any parentheses.
    static func isDictionaryTypeName(_ name: String) -> Bool {
        var (parens, brackets) = (0, 0)
        for c in name {
            switch c {
            case "(": parens += 1
            case ")": parens -= 1
            case "[": brackets += 1
            case "]": brackets -= 1
            case ":" where parens == 0 && brackets == 1: return true
            default: break
            }
        }
        return false
    }
}

extension NativeRegistry {
    /// The standard library's value types, one file each.
    func installStandardTypes() {
        installInt()
        installDouble()
        installBool()
        installCharacter()
        installString()
        installStringInterpolation()
        installArray()
        installSet()
        installDictionary()
        installRange()
        installOptional()
        installMath()
        installGlobalFunctions()
        installCRandom()
        installRandomNumberGenerators()
        installSequences()
        installLazySequences()
        installRepeated()
        installTextOutputStreams()
        installDump()
        installFixedWidthIntegers()
        installStringIndices()
        installStringViews()
        installSubstring()
        installAttributedString()
        installArraySlice()
        installCollectionSlice()
        installReversedCollection()
        installUnicodeScalarProperties()
        installRegularExpressions()
        installScanner()
        installURL()
        installNSNumber()
        installDecimal()
        installNumberFormatter()
        installTaskGroups()
        installObjectIdentifier()
        installProgress()
        installHasher()
        installMirror()
        installAnyHashable()
        installMainActor()
        installUserDefaults()
        installNotificationCenter()
        installMemoryLayout()
    }
}
