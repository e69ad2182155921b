/// What an expression's syntax says about how it evaluates, read once per node instead of by
/// walking the subtree on every evaluation: whether it is a numeric literal (whose type comes
/// from its context), holds an implicit member or a float literal, or has a type no context can
/// change.
struct ExprTraits: OptionSet {
    let rawValue: UInt16

    /// `2`, `1.5`, `-1`, `1 / 2`: integer and floating literals and arithmetic over only them.
    static let numericLiteral = ExprTraits(rawValue: 1 << 0)
    /// Arithmetic over an implicit member (`.pi`, `-.pi / 2`), typed by its context.
    static let implicitMember = ExprTraits(rawValue: 1 << 1)
    /// A floating-point literal anywhere in it.
    static let floatLiteral = ExprTraits(rawValue: 1 << 2)
    /// The type is fixed whatever the context: variables, fields, subscripts, numeric
    /// conversions, comparisons, and arithmetic over those. Such an operand is evaluated
    /// without context, so the general literal-typing rules have nothing to decide.
    static let contextFree = ExprTraits(rawValue: 1 << 3)
    /// A lone `2` or `1.5` (not an expression of literals).
    static let plainLiteral = ExprTraits(rawValue: 1 << 4)
    /// A name that starts with an operator character (`+` passed as a function value).
    static let operatorName = ExprTraits(rawValue: 1 << 5)
    /// `.red` or `.unit(1)`: an implicit member, or a call of one, typed by its context.
    static let implicitMemberArgument = ExprTraits(rawValue: 1 << 6)
    /// `("a", 1)`: a tuple literal with an unlabelled element, whose labels its context gives
    /// (appended to a `[(name: String, count: Int)]`).
    static let tupleLiteral = ExprTraits(rawValue: 1 << 7)
    /// Only its context can type it: a literal, an implicit member (or a call of one), and
    /// operators over only those (`-(2.5)`, `3 * "x"`, `.pow("x", 2)`).
    static let contextTyped = ExprTraits(rawValue: 1 << 8)
    /// `V.one`, `Stack.empty`, `M.make()`: a member of a type written without generic arguments
    /// (or a call of one), which a generic type's context may have to complete.
    static let typeMember = ExprTraits(rawValue: 1 << 9)
    /// `Box(unit: .f)`: a call with an argument only context can type, which the call's own
    /// type, once a sibling argument binds its generic arguments, can give.
    static let callNeedingContext = ExprTraits(rawValue: 1 << 10)
    /// `nil`.
    static let nilLiteral = ExprTraits(rawValue: 1 << 11)
    /// `[1, 2]`, `["a": 1]`: a collection literal, whose element types its context may give.
    static let collectionLiteral = ExprTraits(rawValue: 1 << 12)

    init(rawValue: UInt16) { self.rawValue = rawValue }

    /// Computed after name resolution (traits are read first by the evaluator).
    init(of e: Expr) {
        var t: ExprTraits = []
        switch e.kind {
        case .intLiteral:
            t = [.numericLiteral, .plainLiteral]
        case .floatLiteral:
            t = [.numericLiteral, .plainLiteral, .floatLiteral]
        case .implicitMember:
            t = [.implicitMember, .implicitMemberArgument]
        case .nilLiteral:
            t = [.nilLiteral]
        case .arrayLiteral, .dictionaryLiteral:
            t = [.collectionLiteral]
        case .binary(_, let l, let r):
            let (lt, rt) = (l.traits, r.traits)
            let code = e.operatorCode
            if code.isArithmetic {
                if lt.contains(.numericLiteral), rt.contains(.numericLiteral) { t.insert(.numericLiteral) }
                if lt.contains(.implicitMember) || rt.contains(.implicitMember) { t.insert(.implicitMember) }
                // `t / 2.0`, `2 * n`: a lone literal takes the other operand's type, so the
                // result's type is fixed too (and the hot arithmetic path takes it).
                if lt.contains(.contextFree) && (rt.contains(.contextFree) || rt.contains(.plainLiteral))
                    || lt.contains(.plainLiteral) && rt.contains(.contextFree) {
                    t.insert(.contextFree)
                }
            } else if code.isComparison || code == .and || code == .or {
                t.insert(.contextFree)  // comparisons and `&&`/`||` are Bool whatever the context
            }
            if lt.contains(.floatLiteral) || rt.contains(.floatLiteral) { t.insert(.floatLiteral) }
        case .prefix(let op, let x):
            let xt = x.traits
            if op == "-" {
                t.formUnion(xt.intersection([.numericLiteral, .implicitMember, .contextFree]))
            } else if op == "!" {
                t.insert(.contextFree)
            }
            if xt.contains(.floatLiteral) { t.insert(.floatLiteral) }
        case .tuple(let args):
            if args.contains(where: { $0.label == nil }) { t = [.tupleLiteral] }
        // `ok ? .spare(first: 5) : .open`: with both branches implicit members, only the context types it.
        case .ternary(_, let a, let b):
            if a.traits.contains(.implicitMemberArgument), b.traits.contains(.implicitMemberArgument) { t = [.implicitMemberArgument] }
        case .local, .superSelf:
            t = [.contextFree]
        case .global(let n):
            t = ExprTraits.isOperatorName(n) ? [.operatorName] : [.contextFree]
        case .member(let base, _), .subscriptCall(let base, _), .tupleIndex(let base, _):
            if base.traits.contains(.contextFree) { t = [.contextFree] }
            if case .member = e.kind, case .global(let n) = base.kind, n.first?.isUppercase == true { t.insert(.typeMember) }
        case .call(let callee, let args):
            if case .implicitMember = callee.kind { t = [.implicitMemberArgument] }
            else if args.contains(where: { !$0.value.traits.isDisjoint(with: [.implicitMemberArgument, .tupleLiteral]) }) { t = [.callNeedingContext] }
            // (`M.make()`: called on a type, whose generic arguments an operand may give.)
            if callee.traits.contains(.typeMember) { t.insert(.typeMember) }
            // `Double(k)`, `Int(x)`: a conversion's type is its name.
            if args.count == 1, args[0].label == nil, case .global(let n) = callee.kind,
               n == "Double" || n == "Int" || n == "CGFloat" || n == "Float" || n == "Float16" {
                t = [.contextFree]
            }
        default:
            break
        }
        if ExprTraits.isContextTyped(e) { t.insert(.contextTyped) }
        self = t
    }

    private static func isContextTyped(_ e: Expr) -> Bool {
        switch e.kind {
        case .prefix(_, let x): return x.traits.contains(.contextTyped)
        case .binary(_, let a, let b): return a.traits.contains(.contextTyped) && b.traits.contains(.contextTyped)
        case .implicitMember: return true
        case .call(let callee, _): if case .implicitMember = callee.kind { return true }; return false
        default: return e.kind.isLiteral
        }
    }

    static func isOperatorName(_ name: String) -> Bool {
        switch name.utf8.first {
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"),
             UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }
}
