/// What `eval` needs of a hot node, in fields that copy without reference counting.
///
/// Switching on `Expr.kind` copies the enum, and Swift retains every child reference in the
/// copy and releases it afterwards: in recursive `fib` that was a quarter of the run. A shape is
/// made once per node, on its first evaluation, and holds unowned views of the children, which
/// `kind` keeps alive; rewriting `kind` resets it. Children are evaluated through
/// `withChild`, which lends the reference without a retain.
struct EvalShape {
    enum Op: UInt8 {
        /// Not looked at yet.
        case unprepared
        /// No fast path: `eval` switches on `kind`.
        case general
        /// `.local` other than `self`: `first` is the depth, `second` the slot.
        case local
        /// `.global` (not an operator used as a value): read from the slot the node remembers.
        case global
        /// `first` is the value.
        case intLiteral
        /// `first` is the bit pattern of the value.
        case floatLiteral
        /// A standard operator (`code`) of `a` and `b`.
        case binary
        /// `a ? b : c`.
        case ternary
        /// `x.name` (implicit `self.name` too) on a local: `first` is the depth, `second` the
        /// slot of `x`; a stored field is read through the node's field cache.
        case localField
        /// `a = b` (`code` is `.other`), or `a += b` for an arithmetic `code`.
        case assign
        /// `a[b]` with `a` a variable and `b` one unlabelled index.
        case element
        /// `a.name` where `a` is an `.element` node (`xs[i].x`): `a` is that node.
        case elementField
        /// `f(x, y)` with `f` a global name and every argument by value: `a` is the callee; once
        /// called, the site remembers the plain script function it was (`Expr.directCall`).
        case call
    }

    var op: Op = .unprepared
    var code: OperatorCode = .other
    var a: Unmanaged<Expr>?
    var b: Unmanaged<Expr>?
    var c: Unmanaged<Expr>?
    var first = 0
    var second = 0

    init() {}

    /// The value of a `.floatLiteral` shape.
    var floatValue: Double { Double(bitPattern: UInt64(UInt(bitPattern: first))) }

    init(of e: Expr) {
        op = .general
        switch e.kind {
        case .local(let depth, let index, let name) where name != "self" && !e.isComputedLocal:
            op = .local; first = depth; second = index
        case .global where !e.traits.contains(.operatorName):
            op = .global
        case .intLiteral(let i):
            op = .intLiteral; first = i
        case .floatLiteral(let d):
            op = .floatLiteral; first = Int(bitPattern: UInt(d.bitPattern))
        case .binary(_, let l, let r) where e.operatorCode != .other:
            op = .binary; code = e.operatorCode; a = .passUnretained(l); b = .passUnretained(r)
        case .assign(nil, let l, let r) where !l.isOptionalChain:
            op = .assign; a = .passUnretained(l); b = .passUnretained(r)
        case .assign(_?, let l, let r) where e.operatorCode.isArithmetic && !l.isOptionalChain:
            op = .assign; code = e.operatorCode; a = .passUnretained(l); b = .passUnretained(r)
        case .member(let base, let name) where name != "none":
            if case .local(let depth, let index, _) = base.kind { op = .localField; first = depth; second = index }
            if base.isVariableElement, name != "self" { op = .elementField; a = .passUnretained(base) }
        case .subscriptCall(let base, let args) where isVariableElement(base, args):
            op = .element; a = .passUnretained(base); b = .passUnretained(args[0].value)
        case .call(let callee, let args) where isGlobalCallee(callee) && args.allSatisfy(isByValue):
            op = .call; a = .passUnretained(callee)
        case .ternary(let x, let y, let z):
            op = .ternary; a = .passUnretained(x); b = .passUnretained(y); c = .passUnretained(z)
        default:
            break
        }
    }
}

/// A callee the call shape can read from its global slot: a name, not an operator.
private func isGlobalCallee(_ callee: Expr) -> Bool {
    if case .global(let name) = callee.kind { return !ExprTraits.isOperatorName(name) }
    return false
}

/// An argument passed by value in its position: not `&x`, not a trailing closure.
private func isByValue(_ a: Argument) -> Bool {
    if a.isTrailing { return false }
    if case .prefix("&", _) = a.value.kind { return false }
    return true
}

/// `xs[i]`: a variable subscripted by one unlabelled index (not `...`, the whole collection).
private func isVariableElement(_ base: Expr, _ args: [Argument]) -> Bool {
    guard args.count == 1, args[0].label == nil, !args[0].isTrailing else { return false }
    if case .global("...") = args[0].value.kind { return false }
    switch base.kind {
    case .local(_, _, let name): return name != "self"
    case .global(let name): return !ExprTraits.isOperatorName(name)
    default: return false
    }
}

extension Expr {
    /// Whether this is a node `EvalShape` reads as `.element`.
    var isVariableElement: Bool {
        if case .subscriptCall(let base, let args) = kind { return LoomScript.isVariableElement(base, args) }
        return false
    }

    /// `a?.x`: an optional chain, whose assignment is `()?`.
    var isOptionalChain: Bool { if case .optionalChain = kind { return true }; return false }

    /// The node's shape, made on first use.
    @inline(__always)
    var evalShape: EvalShape {
        if shape.op == .unprepared { shape = EvalShape(of: self) }
        return shape
    }
}

/// Lends a child node to `body` without retaining it: its parent's `kind` owns it.
@inline(__always)
func withChild<R>(_ child: Unmanaged<Expr>?, _ body: (Expr) throws -> R) rethrows -> R {
    try child.unsafelyUnwrapped._withUnsafeGuaranteedRef(body)
}
