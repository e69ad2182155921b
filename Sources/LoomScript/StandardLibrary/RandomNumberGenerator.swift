/// A script's own `RandomNumberGenerator` (`mutating func next() -> UInt64`) passed as
/// `using: &rng`: it drives Swift's own random algorithms (`shuffle(using:)`,
/// `Int.random(in:using:)`, Lemire's `next(upperBound:)`, …), so a seeded generator draws the
/// numbers and orders that the same program compiled by swiftc prints.
struct ScriptRandomSource: RandomNumberGenerator {
    let interpreter: Interpreter
    /// The generator's current state (a struct's new value after each `next()`).
    private(set) var generator: Value
    let loc: Loc
    /// The first error of the script's `next()`: the draws after it are stand-ins that end any
    /// rejection loop, and the call rethrows it.
    private(set) var failure: Error?

    init(_ interpreter: Interpreter, _ generator: Value, _ loc: Loc) {
        self.interpreter = interpreter
        self.generator = generator
        self.loc = loc
    }

    mutating func next() -> UInt64 {
        guard failure == nil else { return .max }
        do {
            let drawn = try interpreter.callMethod(generator, "next", [], loc)
            if let updated = drawn.newReceiver { generator = updated }
            switch drawn.value {
            case .fixedInt(let f): return UInt64(truncatingIfNeeded: f.value)
            case .int(let i): return UInt64(bitPattern: Int64(i))
            case let other: throw ScriptError(loc, "a RandomNumberGenerator's next() returns UInt64, not '\(other.typeName)'")
            }
        } catch {
            failure = error
            return .max
        }
    }
}

extension NativeCall {
    /// Runs `body` with the generator passed as argument `i` (`using: &rng`), then hands its new
    /// state back to the caller's variable.
    mutating func withGenerator<R>(_ i: Int, _ body: (inout ScriptRandomSource) throws -> R) throws -> R {
        var source = ScriptRandomSource(interpreter, value(i), loc)
        let result = try body(&source)
        if let failure = source.failure { throw failure }
        var finals = args
        finals[i] = source.generator
        inoutValues = finals
        return result
    }

    /// A range argument's integer bounds, as the sized integer `kind` (Int when nil).
    func integerBounds(_ i: Int, _ kind: FixedInt.Kind?) throws -> (lower: Int128, upper: Int128, closed: Bool) {
        func bound(_ v: Value) throws -> Int128 {
            switch v {
            case .int(let n): return Int128(n)
            case .fixedInt(let f): return f.value
            default: throw ScriptError(loc, "\(kind?.rawValue ?? "Int").random(in:using:) takes a range of integers")
            }
        }
        guard case .range(let lo, let hi, let closed) = value(i) else {
            throw ScriptError(loc, "\(kind?.rawValue ?? "Int").random(in:using:) takes a range of integers")
        }
        let (a, b) = (try bound(lo), try bound(hi))
        guard closed ? a <= b : a < b else { throw ScriptError(loc, "Fatal error: Can't get random value with an empty range") }
        return (a, b, closed)
    }
}

/// `T.random(in:using:)` for the integer type `T`, as Swift computes it.
private func randomInteger<T: FixedWidthInteger>(_: T.Type, _ bounds: (lower: Int128, upper: Int128, closed: Bool),
                                                 _ source: inout ScriptRandomSource) -> Int128 {
    let (a, b) = (T(truncatingIfNeeded: bounds.lower), T(truncatingIfNeeded: bounds.upper))
    return Int128(bounds.closed ? T.random(in: a...b, using: &source) : T.random(in: a..<b, using: &source))
}

/// `next(upperBound:)` in the width of `T` (a 32-bit bound draws 32 bits, as Swift's does).
private func boundedDraw<T: FixedWidthInteger & UnsignedInteger>(_: T.Type, _ bound: Int128, _ source: inout ScriptRandomSource) -> Int128 {
    Int128(source.next(upperBound: T(truncatingIfNeeded: bound)))
}

extension NativeRegistry {
    func installRandomNumberGenerators() {
        // What `RandomNumberGenerator` gives a conformer beside its own `next()`.
        standardType("RandomNumberGenerator") { t in
            t.method("mutating next(upperBound: Any) -> Any") { c in
                let (bound, kind): (Int128, FixedInt.Kind)
                switch c.value(0) {
                case .fixedInt(let f) where !f.kind.isSigned: (bound, kind) = (f.value, f.kind)
                // `next(upperBound: 6)`: an unsigned literal, 64 bits wide.
                case .int(let n) where n >= 0: (bound, kind) = (Int128(n), .uint64)
                case let other: throw ScriptError(c.loc, "next(upperBound:) takes an unsigned integer, not '\(other.typeName)'")
                }
                guard bound != 0 else { throw ScriptError(c.loc, "Fatal error: upperBound cannot be zero.") }
                var source = ScriptRandomSource(c.interpreter, c.receiver ?? .void, c.loc)
                let drawn: Int128
                switch kind {
                case .uint8: drawn = boundedDraw(UInt8.self, bound, &source)
                case .uint16: drawn = boundedDraw(UInt16.self, bound, &source)
                case .uint32: drawn = boundedDraw(UInt32.self, bound, &source)
                default: drawn = boundedDraw(UInt64.self, bound, &source)
                }
                if let failure = source.failure { throw failure }
                c.newReceiver = source.generator
                return .fixedInt(FixedInt(kind, truncating: drawn))
            }
        }
        standardType("Int") { t in
            t.staticMethod("random(in range: Any, using generator: inout Any) -> Int") { c in
                let bounds = try c.integerBounds(0, nil)
                return .int(Int(try c.withGenerator(1) { randomInteger(Int.self, bounds, &$0) }))
            }
        }
        standardType("FixedInt") { t in
            t.staticMethod("random(in range: Any, using generator: inout Any) -> Self") { c in
                let kind = try c.calledFixedKind()
                let bounds = try c.integerBounds(0, kind)
                let drawn = try c.withGenerator(1) { source -> Int128 in
                    switch kind {
                    case .int8: randomInteger(Int8.self, bounds, &source)
                    case .int16: randomInteger(Int16.self, bounds, &source)
                    case .int32: randomInteger(Int32.self, bounds, &source)
                    case .int64: randomInteger(Int64.self, bounds, &source)
                    case .uint8: randomInteger(UInt8.self, bounds, &source)
                    case .uint16: randomInteger(UInt16.self, bounds, &source)
                    case .uint32: randomInteger(UInt32.self, bounds, &source)
                    case .uint, .uint64: randomInteger(UInt64.self, bounds, &source)
                    }
                }
                return .fixedInt(FixedInt(kind, truncating: drawn))
            }
        }
        standardType("Double") { t in
            t.staticMethod("random(in range: Any, using generator: inout Any) -> Self") { c in
                guard case .range(let lo, let hi, let closed) = c.value(0) else {
                    throw ScriptError(c.loc, "\(c.calledTypeName).random(in:using:) takes a range of numbers")
                }
                let (a, b) = (try c.interpreter.toDouble(lo, c.loc), try c.interpreter.toDouble(hi, c.loc))
                guard closed ? a <= b : a < b else { throw ScriptError(c.loc, "Fatal error: Can't get random value with an empty range") }
                let kind = c.calledFloatKind
                let drawn = try c.withGenerator(1) { source -> Double in
                    if kind == .float {
                        let (x, y) = (Float(a), Float(b))
                        return Double(closed ? Float.random(in: x...y, using: &source) : Float.random(in: x..<y, using: &source))
                    }
                    return closed ? Double.random(in: a...b, using: &source) : Double.random(in: a..<b, using: &source)
                }
                return .double(drawn, kind)
            }
        }
        standardType("Bool") { t in
            t.staticMethod("random(using generator: inout Any) -> Bool") { c in
                .bool(try c.withGenerator(0) { Bool.random(using: &$0) })
            }
        }
        standardType("Array", generics: ["Element"]) { t in
            t.method("shuffled(using generator: inout Any) -> [Element]") { c in
                let xs = try c.receiver(as: [Value].self)
                return .array(try c.withGenerator(0) { xs.shuffled(using: &$0) })
            }
            t.method("mutating shuffle(using generator: inout Any)") { c in
                var xs = try c.takeReceiver(as: [Value].self)
                defer { c.newReceiver = .array(xs) }
                try c.withGenerator(0) { xs.shuffle(using: &$0) }
                return .void
            }
            t.method("mutating shuffle()") { c in
                c.newReceiver = .array(c.interpreter.shuffle(try c.takeReceiver(as: [Value].self)))
                return .void
            }
            t.method("randomElement(using generator: inout Any) -> Element?") { c in
                let xs = try c.receiver(as: [Value].self)
                return try c.withGenerator(0) { xs.randomElement(using: &$0) }.map { .some($0) } ?? .null
            }
        }
    }
}
