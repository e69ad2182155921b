/// Swift's sized integers besides `Int` (`Int8` … `UInt64`, `UInt`): a bit pattern and its
/// type. Arithmetic is done in `Int128`, where every result of two 64-bit operands fits, and
/// then checked against the type's range: out of range traps, as Swift does, unless the
/// operator wraps (`&+`, `&*`, `truncatingIfNeeded:`).
struct FixedInt: Hashable {
    enum Kind: String, CaseIterable {
        case int8 = "Int8", int16 = "Int16", int32 = "Int32", int64 = "Int64"
        case uint = "UInt", uint8 = "UInt8", uint16 = "UInt16", uint32 = "UInt32", uint64 = "UInt64"

        var bitWidth: Int {
            switch self {
            case .int8, .uint8: return 8
            case .int16, .uint16: return 16
            case .int32, .uint32: return 32
            case .int64, .uint, .uint64: return 64
            }
        }
        var isSigned: Bool { rawValue.first == "I" }
        var min: Int128 { isSigned ? -(Int128(1) << (bitWidth - 1)) : 0 }
        var max: Int128 { isSigned ? (Int128(1) << (bitWidth - 1)) - 1 : (Int128(1) << bitWidth) - 1 }
        var mask: UInt64 { bitWidth == 64 ? .max : (1 << UInt64(bitWidth)) - 1 }

        init?(typeName: String) { self.init(rawValue: typeName) }
    }

    let kind: Kind
    /// The value's two's-complement bits, truncated to the type's width.
    let bits: UInt64

    /// The exact value, or nil when it does not fit the type.
    init?(_ kind: Kind, exactly value: Int128) {
        guard value >= kind.min, value <= kind.max else { return nil }
        self.init(kind, truncating: value)
    }

    init(_ kind: Kind, truncating value: Int128) {
        self.kind = kind
        bits = UInt64(truncatingIfNeeded: value) & kind.mask
    }

    init(_ kind: Kind, clamping value: Int128) {
        self.init(kind, truncating: Swift.min(Swift.max(value, kind.min), kind.max))
    }

    var value: Int128 {
        guard kind.isSigned else { return Int128(bits) }
        let width = kind.bitWidth
        let signBit = UInt64(1) << UInt64(width - 1)
        return bits & signBit == 0 ? Int128(bits) : Int128(bits) - (Int128(1) << width)
    }

    var description: String { String(value) }
}

extension Interpreter {
    /// The sized integer type a context names (`let b: UInt8 = 250`), if any.
    func fixedKind(_ t: TypeExpr?) -> FixedInt.Kind? {
        guard let t else { return nil }
        if case .named(let n, let args) = canonical(t).unwrapped, args.isEmpty { return FixedInt.Kind(typeName: n) }
        return nil
    }

    /// An integer literal stored as a sized integer: out of range is Swift's compile-time error.
    func fixedLiteral(_ i: Int, _ kind: FixedInt.Kind, _ loc: Loc) throws -> Value {
        guard let f = FixedInt(kind, exactly: Int128(i)) else {
            throw ScriptError(loc, "integer literal '\(i)' overflows when stored into '\(kind.rawValue)'")
        }
        return .fixedInt(f)
    }

    /// Operators with a sized integer on either side. An `Int` beside one is a literal taking
    /// its type (`byte &+ 1`); two different sized types do not mix.
    func fixedBinary(_ op: String, _ a: Value, _ b: Value, loc: Loc) throws -> Value? {
        let x: FixedInt, y: FixedInt
        switch (a, b) {
        case (.fixedInt(let p), .fixedInt(let q)):
            // Shifts take any integer on the right.
            if p.kind != q.kind, !op.contains("<<"), !op.contains(">>") {
                throw ScriptError(loc, "binary operator '\(op)' cannot be applied to operands of type '\(p.kind.rawValue)' and '\(q.kind.rawValue)'")
            }
            (x, y) = (p, q)
        case (.fixedInt(let p), .int(let i)): (x, y) = (p, FixedInt(p.kind, truncating: Int128(i)))
        case (.int(let i), .fixedInt(let q)): (x, y) = (FixedInt(q.kind, truncating: Int128(i)), q)
        default: return nil
        }
        let kind = x.kind, a = x.value, b = y.value
        func checked(_ r: Int128) throws -> Value {
            guard let f = FixedInt(kind, exactly: r) else { throw ScriptError(loc, "Fatal error: arithmetic overflow") }
            return .fixedInt(f)
        }
        func wrapped(_ r: Int128) -> Value { .fixedInt(FixedInt(kind, truncating: r)) }
        switch op {
        case "+": return try checked(a + b)
        case "-": return try checked(a - b)
        case "*":
            // Two 64-bit operands can overflow even Int128 (`UInt64.max * UInt64.max`).
            let (product, overflow) = a.multipliedReportingOverflow(by: b)
            guard !overflow else { throw ScriptError(loc, "Fatal error: arithmetic overflow") }
            return try checked(product)
        case "/":
            guard b != 0 else { throw ScriptError(loc, "Fatal error: Division by zero") }
            return try checked(a / b)
        case "%":
            guard b != 0 else { throw ScriptError(loc, "Fatal error: Division by zero in remainder operation") }
            return try checked(a % b)
        case "&+": return wrapped(a + b)
        case "&-": return wrapped(a - b)
        case "&*": return wrapped(a &* b)  // the low bits are the same in any wider type
        case "&": return .fixedInt(FixedInt(kind, truncating: Int128(x.bits & y.bits)))
        case "|": return .fixedInt(FixedInt(kind, truncating: Int128(x.bits | y.bits)))
        case "^": return .fixedInt(FixedInt(kind, truncating: Int128(x.bits ^ y.bits)))
        case "<<", ">>", "&<<", "&>>":
            var amount = b
            // `&<<` masks the amount to the width; `<<` shifts everything out past it.
            if op.hasPrefix("&") { amount = amount & Int128(kind.bitWidth - 1) }
            let left = op.hasSuffix("<<") == (amount >= 0)
            let n = Int(Swift.min(abs(amount), 128))
            if left { return wrapped(n >= kind.bitWidth ? 0 : a << n) }
            return wrapped(n >= kind.bitWidth ? (a < 0 ? -1 : 0) : a >> n)
        case "==": return .bool(a == b)
        case "!=": return .bool(a != b)
        case "<": return .bool(a < b)
        case ">": return .bool(a > b)
        case "<=": return .bool(a <= b)
        case ">=": return .bool(a >= b)
        case "..<", "...": return .range(.fixedInt(x), .fixedInt(y), closed: op == "...")
        default: return nil
        }
    }

    /// `UInt8(300 % 256)`, `Int8(truncatingIfNeeded: x)`, `UInt8(clamping: -5)`, `Int8(exactly: 200)`, `UInt8("ff", radix: 16)`.
    func convertToFixed(_ kind: FixedInt.Kind, _ v: Value, label: String?, radix: Int = 10, _ loc: Loc) throws -> Value {
        if case .string(let s) = v, label == nil {
            guard let n = Int128(s, radix: radix), let f = FixedInt(kind, exactly: n) else { return .null }
            return .some(.fixedInt(f))
        }
        let exact: Int128
        switch v {
        case .int(let i): exact = Int128(i)
        case .fixedInt(let f): exact = f.value
        case .bool(let b) where label == nil: exact = b ? 1 : 0
        case .double(let d, _) where label == nil || label == "exactly":
            if label == "exactly" {
                guard d.isFinite, d.rounded(.towardZero) == d, let n = Int128(exactly: d), let f = FixedInt(kind, exactly: n) else { return .null }
                return .some(.fixedInt(f))
            }
            guard d.isFinite else { throw ScriptError(loc, "Fatal error: \(v.typeName) value cannot be converted to \(kind.rawValue) because it is either infinite or NaN") }
            guard let n = Int128(exactly: d.rounded(.towardZero)), FixedInt(kind, exactly: n) != nil else {
                throw ScriptError(loc, "Fatal error: \(v.typeName) value cannot be converted to \(kind.rawValue) because the result would be greater than \(kind.rawValue).max")
            }
            exact = n
        case .native(let n) where n.payload is Substring:
            return try convertToFixed(kind, .string(String(n.payload as! Substring)), label: label, radix: radix, loc)
        default:
            throw ScriptError(loc, "no exact matches in call to initializer of '\(kind.rawValue)' with an argument \(label.map { "'\($0):' " } ?? "")of type '\(v.typeName)'")
        }
        switch label {
        case "truncatingIfNeeded", "bitPattern": return .fixedInt(FixedInt(kind, truncating: exact))
        case "clamping": return .fixedInt(FixedInt(kind, clamping: exact))
        case "exactly": return FixedInt(kind, exactly: exact).map { .some(.fixedInt($0)) } ?? .null
        default:
            guard let f = FixedInt(kind, exactly: exact) else {
                throw ScriptError(loc, "Fatal error: Not enough bits to represent the passed value")
            }
            return .fixedInt(f)
        }
    }

    /// `Int(x)` and `Double(x)` of a sized integer, and `Int(truncatingIfNeeded:)`/`Int(clamping:)`.
    func intFromFixed(_ f: FixedInt, label: String?, _ loc: Loc) throws -> Value {
        switch label {
        case "truncatingIfNeeded", "bitPattern": return .int(Int(truncatingIfNeeded: f.value))
        case "clamping": return .int(Int(clamping: f.value))
        case "exactly": return Int(exactly: f.value).map { .some(.int($0)) } ?? .null
        default:
            guard let i = Int(exactly: f.value) else { throw ScriptError(loc, "Fatal error: Not enough bits to represent the passed value") }
            return .int(i)
        }
    }
}

extension NativeRegistry {
    /// The members sized integers have: their range, bit counts, byte order and the
    /// overflow-reporting arithmetic.
    func installFixedWidthIntegers() {
        standardType("FixedInt") { t in
            // Every sized integer type runs these: the call's type says which kind to make.
            t.initializer("init()") { c in .fixedInt(FixedInt(try c.calledFixedKind(), truncating: 0)) }
            let bounds: [(String, (FixedInt.Kind) -> Int128)] = [("min", \.min), ("max", \.max), ("zero", { _ in 0 })]
            for (name, bound) in bounds {
                t.typeConstant("static let \(name): Self") { typeName in FixedInt.Kind(typeName: typeName).map { .fixedInt(FixedInt($0, truncating: bound($0))) } ?? .null }
            }
            t.typeConstant("static let bitWidth: Int") { typeName in FixedInt.Kind(typeName: typeName).map { .int($0.bitWidth) } ?? .null }
            // `T.isSigned` in a function generic over `FixedWidthInteger`.
            t.typeConstant("static let isSigned: Bool") { typeName in FixedInt.Kind(typeName: typeName).map { .bool($0.isSigned) } ?? .null }
            t.staticMethod("random(in range: Any) -> Self") { c in
                let kind = try c.calledFixedKind()
                guard case .range(let lo, let hi, let closed) = c.value(0),
                      case .fixedInt(let a)? = lo.fixedOrInt(kind), case .fixedInt(let b)? = hi.fixedOrInt(kind) else {
                    throw ScriptError(c.loc, "\(kind.rawValue).random(in:) takes a range of integers")
                }
                let upper = closed ? b.value : b.value - 1
                guard upper >= a.value else { throw ScriptError(c.loc, "Fatal error: Can't get random value with an empty range") }
                let span = UInt64(truncatingIfNeeded: upper - a.value) &+ 1
                let random = c.interpreter.nextRandom()
                return .fixedInt(FixedInt(kind, truncating: a.value + Int128(span == 0 ? random : random % span)))
            }
            for label in ["_", "exactly", "truncatingIfNeeded", "clamping", "bitPattern"] {
                t.initializer("init(\(label) source: Any)") { c in
                    try c.interpreter.convertToFixed(try c.calledFixedKind(), c.value(0), label: label == "_" ? nil : label, c.loc)
                }
            }
            // `UInt8(ascii: " ")`: the code of an ASCII scalar.
            t.initializer("init(ascii v: Any)") { c in
                let scalar: Unicode.Scalar?
                switch c.value(0) {
                case .string(let s): scalar = s.unicodeScalars.count == 1 ? s.unicodeScalars.first : nil
                case .character(let ch): scalar = ch.unicodeScalars.count == 1 ? ch.unicodeScalars.first : nil
                case .native(let n): scalar = n.payload as? Unicode.Scalar
                default: scalar = nil
                }
                guard try c.calledFixedKind() == .uint8, let scalar else {
                    throw ScriptError(c.loc, "no exact matches in call to initializer of '\(c.calledTypeName)' with an argument 'ascii:'")
                }
                guard scalar.isASCII else { throw ScriptError(c.loc, "Fatal error: Code point value does not fit into ASCII") }
                return .fixedInt(FixedInt(.uint8, truncating: Int128(scalar.value)))
            }
            t.initializer("init(_ text: String, radix: Int)") { c in
                try c.interpreter.convertToFixed(try c.calledFixedKind(), .string(c.string(0)), label: nil, radix: try c.radix(1), c.loc)
            }
            t.property("var description: String", of: FixedInt.self) { .string($0.description) }
            t.property("var bitWidth: Int", of: FixedInt.self) { .int($0.kind.bitWidth) }
            t.property("var nonzeroBitCount: Int", of: FixedInt.self) { .int($0.bits.nonzeroBitCount) }
            t.property("var leadingZeroBitCount: Int", of: FixedInt.self) { f in .int(f.bits.leadingZeroBitCount - (64 - f.kind.bitWidth)) }
            t.property("var trailingZeroBitCount: Int", of: FixedInt.self) { f in .int(f.bits == 0 ? f.kind.bitWidth : f.bits.trailingZeroBitCount) }
            t.property("var byteSwapped: Self", of: FixedInt.self) { f in
                .fixedInt(FixedInt(f.kind, truncating: Int128(f.bits.byteSwapped >> UInt64(64 - f.kind.bitWidth))))
            }
            // Loom runs on little-endian machines only, as Swift on Linux does.
            t.property("var littleEndian: Self", of: FixedInt.self) { .fixedInt($0) }
            t.property("var bigEndian: Self", of: FixedInt.self) { f in
                .fixedInt(FixedInt(f.kind, truncating: Int128(f.bits.byteSwapped >> UInt64(64 - f.kind.bitWidth))))
            }
            t.property("var magnitude: Self.Magnitude", of: FixedInt.self) { f in
                let unsigned = FixedInt.Kind(typeName: "U" + f.kind.rawValue) ?? f.kind
                return .fixedInt(FixedInt(unsigned, truncating: abs(f.value)))
            }
            t.method("signum() -> Self") { c in
                let f = try c.receiver(as: FixedInt.self)
                return .fixedInt(FixedInt(f.kind, truncating: f.value.signum()))
            }
            t.method("isMultiple(of other: Self) -> Bool") { c in
                let f = try c.receiver(as: FixedInt.self)
                let other = try c.fixedOperand(0, like: f)
                return .bool(other.value == 0 ? f.value == 0 : f.value % other.value == 0)
            }
            for (name, op) in [("addingReportingOverflow", "+"), ("subtractingReportingOverflow", "-"), ("multipliedReportingOverflow(by", "*"), ("dividedReportingOverflow(by", "/"), ("remainderReportingOverflow(dividingBy", "%")] {
                let base = name.split(separator: "(").first.map(String.init) ?? name
                let label = name.contains("(") ? String(name.split(separator: "(").last!) + " " : "_ "
                t.method("\(base)(\(label)rhs: Self) -> (partialValue: Self, overflow: Bool)") { c in
                    let f = try c.receiver(as: FixedInt.self)
                    let g = try c.fixedOperand(0, like: f)
                    let a = f.value, b = g.value
                    if (op == "/" || op == "%") && b == 0 { return .tuple([.fixedInt(f), .bool(true)], ["partialValue", "overflow"]) }
                    let exact: Int128
                    switch op {
                    case "+": exact = a + b
                    case "-": exact = a - b
                    case "*": exact = a * b
                    case "/": exact = a / b
                    default: exact = a % b
                    }
                    let overflow = FixedInt(f.kind, exactly: exact) == nil
                    return .tuple([.fixedInt(FixedInt(f.kind, truncating: exact)), .bool(overflow)], ["partialValue", "overflow"])
                }
            }
            // The whole product as two halves: the high one of the receiver's type, the low one
            // its unsigned counterpart (`Magnitude`).
            t.method("multipliedFullWidth(by other: Self) -> (high: Self, low: Self.Magnitude)") { c in
                let f = try c.receiver(as: FixedInt.self)
                let g = try c.fixedOperand(0, like: f)
                let unsigned = f.kind.isSigned ? FixedInt.Kind(typeName: "U" + f.kind.rawValue) ?? f.kind : f.kind
                let high: FixedInt, low: FixedInt
                if f.kind.bitWidth == 64 && !f.kind.isSigned {
                    // The one product that does not fit an Int128.
                    let r = f.bits.multipliedFullWidth(by: g.bits)
                    (high, low) = (FixedInt(f.kind, truncating: Int128(r.high)), FixedInt(unsigned, truncating: Int128(r.low)))
                } else {
                    let product = f.value * g.value
                    (high, low) = (FixedInt(f.kind, truncating: product >> f.kind.bitWidth), FixedInt(unsigned, truncating: product))
                }
                return .tuple([.fixedInt(high), .fixedInt(low)], ["high", "low"])
            }
            t.method("quotientAndRemainder(dividingBy rhs: Self) -> (quotient: Self, remainder: Self)") { c in
                let f = try c.receiver(as: FixedInt.self)
                let g = try c.fixedOperand(0, like: f)
                guard g.value != 0 else { throw ScriptError(c.loc, "Fatal error: Division by zero") }
                return .tuple([.fixedInt(FixedInt(f.kind, truncating: f.value / g.value)), .fixedInt(FixedInt(f.kind, truncating: f.value % g.value))], ["quotient", "remainder"])
            }
        }
    }
}

extension Value {
    /// A sized integer, or an `Int` (literal) read as one of `kind`.
    func fixedOrInt(_ kind: FixedInt.Kind) -> Value? {
        switch self {
        case .fixedInt: return self
        case .int(let i): return .fixedInt(FixedInt(kind, truncating: Int128(i)))
        default: return nil
        }
    }
}

extension FixedInt: StandardValue {
    init?(standard value: Value) {
        guard case .fixedInt(let f) = value else { return nil }
        self = f
    }
}

extension NativeCall {
    /// A sized-integer argument of the receiver's type (an `Int` literal takes that type).
    func fixedOperand(_ i: Int, like f: FixedInt) throws -> FixedInt {
        switch value(i) {
        case .fixedInt(let g): return g
        case .int(let n): return FixedInt(f.kind, truncating: Int128(n))
        default: throw ScriptError(loc, "cannot convert value of type '\(value(i).typeName)' to expected argument type '\(f.kind.rawValue)'")
        }
    }
}

extension NativeCall {
    func calledFixedKind() throws -> FixedInt.Kind {
        guard let kind = FixedInt.Kind(typeName: calledTypeName) else { throw ScriptError(loc, "'\(calledTypeName)' is not a sized integer type") }
        return kind
    }
}
