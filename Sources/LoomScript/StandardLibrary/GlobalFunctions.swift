extension NativeRegistry {
    /// The standard library's global functions: printing, sequences made from values, and the
    /// traps (`fatalError`, `precondition`, `assert`) with Swift's own wording.
    func installGlobalFunctions() {
        globalFunction("print(_ items: Any..., separator: String = \" \", terminator: String = \"\\n\")") { c in
            let items = try c.arrayElements(0).map { try c.interpreter.describeOrThrow($0) }
            c.interpreter.printed += items.joined(separator: c.string(1)) + c.string(2)
            return .void
        }
        globalFunction("debugPrint(_ items: Any..., separator: String = \" \", terminator: String = \"\\n\")") { c in
            let items = try c.arrayElements(0).map { try c.interpreter.describeOrThrow($0, debug: true) }
            c.interpreter.printed += items.joined(separator: c.string(1)) + c.string(2)
            return .void
        }
        for (label, inclusive) in [("to", false), ("through", true)] {
            globalFunction("stride<T: Strideable>(from start: T, \(label) end: T, by stride: T.Stride) -> [T]") { c in
                .array(try c.interpreter.strideValues(from: c.value(0), to: c.value(1), by: c.value(2), inclusive: inclusive, loc: c.loc))
            }
        }
        globalFunction("zip<Sequence1: Sequence, Sequence2: Sequence>(_ sequence1: Sequence1, _ sequence2: Sequence2) -> [(Sequence1.Element, Sequence2.Element)]") { c in
            // Pulled pair by pair, so either sequence may be endless (`zip(names, 1...)`); of two
            // that may both be endless, a lazy `Zip2Sequence` (`zip(1..., naturals).dropFirst(3)`).
            let (first, second, interpreter, loc) = (c.value(0), c.value(1), c.interpreter, c.loc)
            if !interpreter.isFinite(first), !interpreter.isFinite(second) {
                return interpreter.wrap(SequenceSource {
                    let (a, b) = (try interpreter.makeIterator(first, loc), try interpreter.makeIterator(second, loc))
                    return ElementSource {
                        guard let x = try a(), let y = try b() else { return nil }
                        return .tuple([x, y], [nil, nil])
                    }
                }, as: "Zip2Sequence")
            }
            let (a, b) = (try c.interpreter.makeIterator(c.value(0), c.loc), try c.interpreter.makeIterator(c.value(1), c.loc))
            var pairs: [Value] = []
            while let x = try a(), let y = try b() {
                try c.interpreter.tick(c.loc)
                pairs.append(.tuple([x, y], [nil, nil]))
            }
            return .array(pairs)
        }
        globalFunction("type<T>(of value: T) -> T.Type") { c in .type(c.interpreter.metatype(of: c.value(0))) }
        // What `Self` means in a method: the type of `self` (itself, in a static method).
        globalFunction("_dynamicSelfType(_ value: Any) -> Any") { c in
            if case .type = c.value(0) { return c.value(0) }
            return .type(c.interpreter.metatype(of: c.value(0)))
        }
        // What a type's generic parameter means in an instance member (see `genericArgument`).
        globalFunction("_genericArgument(_ value: Any, _ name: String) -> Any") { c in
            try c.interpreter.genericArgument(c.string(1), of: c.value(0), loc: c.loc)
        }
        // Answered by the interpreter from where the reference is kept (Interpreter+Uniqueness.swift);
        // this entry names the function for the resolver and for a call made some other way.
        globalFunction("isKnownUniquelyReferenced<T: AnyObject>(_ object: inout T) -> Bool") { c in
            throw ScriptError(c.loc, "isKnownUniquelyReferenced(_:) takes a variable or a stored property holding an object")
        }
        // The value is kept until the body returns: an argument Loom holds while the call runs.
        // (Its two overloads differ by the body's arity: `{ … }` or `{ x in … }`.)
        globalFunction("withExtendedLifetime<T, Result>(_ x: T, _ body: (T) throws -> Result) rethrows -> Result") { c in
            let body = try c.function(1)
            if case .closure(let d, _) = body.kind, d.params.isEmpty { return try c.call(body, []) }
            return try c.call(body, [c.value(0)])
        }
        globalFunction("swap<T>(_ a: inout T, _ b: inout T)") { c in
            c.inoutValues = [c.value(1), c.value(0)]
            return .void
        }
        for name in ["fatalError", "preconditionFailure", "assertionFailure"] {
            globalFunction("\(name)(_ message: String = \"\") -> Never") { c in
                let message = c.string(0)
                throw ScriptError(c.loc, "Fatal error" + (message.isEmpty ? "" : ": \(message)"))
            }
        }
        for (name, title) in [("precondition", "Precondition failed"), ("assert", "Assertion failed")] {
            globalFunction("\(name)(_ condition: Bool, _ message: String = \"\")") { c in
                guard !c.bool(0) else { return .void }
                let message = c.string(1)
                throw ScriptError(c.loc, title + (message.isEmpty ? "" : ": \(message)"))
            }
        }
    }
}

extension NativeCall {
    /// A variadic parameter's arguments.
    func arrayElements(_ i: Int) -> [Value] {
        if case .array(let xs) = value(i) { return xs }
        return []
    }
}

extension Interpreter {
    /// `stride(from:to:by:)` / `stride(from:through:by:)` over integers or floating-point values.
    func strideValues(from: Value, to end: Value, by step: Value, inclusive: Bool, loc: Loc) throws -> [Value] {
        var out: [Value] = []
        if case .int(let a) = from, case .int(let b) = end, case .int(let s) = step {
            guard s != 0 else { throw ScriptError(loc, "Fatal error: Stride size must not be zero") }
            var x = a
            while inclusive ? (s > 0 ? x <= b : x >= b) : (s > 0 ? x < b : x > b) {
                try tick(loc)
                out.append(.int(x))
                // The next value may not fit: then the stride has ended, as in Swift.
                let (next, overflow) = x.addingReportingOverflow(s)
                if overflow { break }
                x = next
            }
            return out
        }
        if from.userType != nil {
            // A script's own Strideable (`CivilDate`): stepped with its `advanced(by:)`, ended by
            // comparing its `distance(to:)` the end with zero, as Swift's StrideTo does.
            guard case .int(let s) = step, s != 0 else { throw ScriptError(loc, "Fatal error: Stride size must not be zero") }
            var x = from
            while true {
                guard case .int(let left) = try callMethod(x, "distance", [end], loc).value else { break }
                if inclusive ? (s > 0 ? left < 0 : left > 0) : (s > 0 ? left <= 0 : left >= 0) { break }
                try tick(loc)
                out.append(x)
                x = try callMethod(x, "advanced", [step], loc).value
            }
            return out
        }
        var kind = FloatKind.double
        // (One type for all three: a literal among them takes the other's, `Float(0)` … `by: 0.1`.)
        for v in [from, end, step] { if case .double(_, let k) = v, k != .double { kind = k } }
        let (a, b, s) = (try toDouble(from, loc), try toDouble(end, loc), try toDouble(step, loc))
        guard s != 0, s.isFinite else { throw ScriptError(loc, "Fatal error: Stride size must not be zero") }
        var i = 0.0
        while true {
            // The i-th value is `start + i * stride` in the values' own precision, compared with
            // the end exactly, as Swift's does: `stride(from: 0.0, through: 0.3, by: 0.1)` stops
            // at 0.2 (3 × 0.1 is a little more than 0.3).
            let x = kind == .float || kind == .float16 ? Double(Float(a) + Float(i) * Float(s)) : a + i * s
            if inclusive ? (s > 0 ? x > b : x < b) : (s > 0 ? x >= b : x <= b) { break }
            try tick(loc)
            out.append(.double(x, kind))
            i += 1
        }
        return out
    }
}
