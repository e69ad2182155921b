/// Loom's own compact syntax tree. SwiftSyntax is lowered into this once (`Lowering`), the
/// `Resolver` rewrites names into slots in place, and the interpreter only ever walks these nodes.

/// A 1-based line/column inside the block being run.
struct Loc: Equatable, Sendable {
    var line: Int
    var column: Int
    /// Which source: 0 is the block being run, others are imported library files
    /// (`Interpreter.sourceFiles`), so errors inside a library name its file.
    var file: Int = 0
    static let none = Loc(line: 1, column: 1)
}

/// A written type. Only its shape matters: the interpreter uses it for contextual typing,
/// overload scoring and coercion (Int literal → Double, value → Optional).
indirect enum TypeExpr: CustomStringConvertible, Sendable {
    case named(String, [TypeExpr])
    case optional(TypeExpr)
    case array(TypeExpr)
    case dictionary(TypeExpr, TypeExpr)
    /// Element types and their labels (`(min: Int, max: Int)`); unlabelled elements are nil.
    case tuple([TypeExpr], labels: [String?])
    case function([TypeExpr], TypeExpr)
    /// `some View`, `any Shape`: an opaque/existential protocol.
    case opaque(String)

    var description: String {
        switch self {
        case .named(let n, let args): return args.isEmpty ? n : "\(n)<\(args.map(\.description).joined(separator: ", "))>"
        case .optional(let t): return "\(t)?"
        case .array(let t): return "[\(t)]"
        case .dictionary(let k, let v): return "[\(k): \(v)]"
        case .tuple(let ts, let ls): return "(\(zip(ts, ls).map { ($1.map { $0 + ": " } ?? "") + $0.description }.joined(separator: ", ")))"
        case .function(let ps, let r): return "(\(ps.map(\.description).joined(separator: ", "))) -> \(r)"
        case .opaque(let p): return "some \(p)"
        }
    }

    var isFunction: Bool { if case .function = self { return true }; return false }
    /// `R` of a function type `(…) -> R`.
    var functionResult: TypeExpr? { if case .function(_, let r) = self { return r }; return nil }

    /// The type with the named generic parameters marked open (`$S`): a callee's own parameters,
    /// which no binding of the caller's scope may give a type to.
    func openingGenericParameters(_ names: [String]) -> TypeExpr {
        switch self {
        case .named(let n, let args):
            return args.isEmpty && names.contains(n) ? .named(Self.openMarker + n, []) : .named(n, args.map { $0.openingGenericParameters(names) })
        case .optional(let w): return .optional(w.openingGenericParameters(names))
        case .array(let w): return .array(w.openingGenericParameters(names))
        case .dictionary(let k, let v): return .dictionary(k.openingGenericParameters(names), v.openingGenericParameters(names))
        case .tuple(let ts, let labels): return .tuple(ts.map { $0.openingGenericParameters(names) }, labels: labels)
        case .function(let ps, let r): return .function(ps.map { $0.openingGenericParameters(names) }, r.openingGenericParameters(names))
        case .opaque: return self
        }
    }

    /// The type with every plain `name` in it replaced (`Self?` → `Direction?`).
    /// Each of `names` replaced by the type at its position, all at once (`(A, B)` with A, B →
    /// B, A is `(B, A)`).
    func substituting(_ names: [String], with types: [TypeExpr]) -> TypeExpr {
        var t = self
        for (i, n) in names.enumerated() { t = t.replacing(n, with: .named("\u{1}\(i)", [])) }
        for (i, type) in types.enumerated() { t = t.replacing("\u{1}\(i)", with: type) }
        return t
    }

    func replacing(_ name: String, with type: TypeExpr) -> TypeExpr {
        switch self {
        case .named(let n, let args):
            return args.isEmpty && n == name ? type : .named(n, args.map { $0.replacing(name, with: type) })
        case .optional(let w): return .optional(w.replacing(name, with: type))
        case .array(let w): return .array(w.replacing(name, with: type))
        case .dictionary(let k, let v): return .dictionary(k.replacing(name, with: type), v.replacing(name, with: type))
        case .tuple(let ts, let labels): return .tuple(ts.map { $0.replacing(name, with: type) }, labels: labels)
        case .function(let ps, let r): return .function(ps.map { $0.replacing(name, with: type) }, r.replacing(name, with: type))
        case .opaque: return self
        }
    }

    /// Prefixes an open generic parameter's name: no Swift type name starts with it.
    static let openMarker = "$"

    /// Whether the generic parameter `name` appears anywhere in the type.
    func mentions(_ name: String) -> Bool {
        switch self {
        case .named(let n, let args): return n == name || args.contains { $0.mentions(name) }
        case .optional(let w), .array(let w): return w.mentions(name)
        case .dictionary(let k, let v): return k.mentions(name) || v.mentions(name)
        case .tuple(let ts, _): return ts.contains { $0.mentions(name) }
        case .function(let ps, let r): return ps.contains { $0.mentions(name) } || r.mentions(name)
        case .opaque(let p): return p == name
        }
    }

    /// Wraps an `inout` parameter of a function type (`(inout Int) -> Void`); nowhere else.
    static let inoutMarker = "inout"

    /// Wraps an `@autoclosure` parameter of a function type (`(@autoclosure () -> String) -> Void`):
    /// a call of such a function passes its argument unevaluated.
    static let autoclosureMarker = "@autoclosure"

    /// `x as? any Item & Renewable`, `x is P & Q`: the protocols a cast's composition names, all of
    /// which the value must conform to (elsewhere a composition is typed as its first protocol).
    static let compositionMarker = "&"

    /// The name used to look a type up (`CGFloat?` → `CGFloat`, `some View` → `View`).
    var baseName: String {
        switch self {
        case .named(let n, _): return n
        case .optional(let t): return t.baseName
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        case .tuple: return "Tuple"
        case .function: return "Function"
        case .opaque(let p): return p
        }
    }

    /// The type with one level of Optional removed (implicit members resolve against the wrapped type).
    var unwrapped: TypeExpr {
        if case .optional(let t) = self { return t.unwrapped }
        return self
    }

    var isOptional: Bool { if case .optional = self { return true }; return false }

    static func simple(_ name: String) -> TypeExpr { .named(name, []) }
}

extension Expr {
    /// `(Int?)` in `(Int?).self`: the parentheses end an optional chain, which a type does not start.
    var unparenthesizedOptionalType: Expr {
        if case .optionalChain(let inner) = kind, case .optionalChainBase = inner.kind { return inner }
        return self
    }
}

final class Expr {
    /// Rewritten only by the resolver; a rewrite forgets the shape made from the old kind.
    var kind: ExprKind { didSet { shape = EvalShape() } }
    /// `eval`'s reference-count-free view of the node (`EvalShape`). Only the evaluating
    /// thread touches it, so Swift's dynamic exclusivity check is left out.
    @exclusivity(unchecked) var shape = EvalShape()
    let loc: Loc
    /// For `.binary` and compound `.assign` (`+=`): the operator, decoded on first evaluation.
    lazy var operatorCode: OperatorCode = {
        switch kind {
        case .binary(let op, _, _), .assign(let op?, _, _): return OperatorCode(op)
        default: return .other
        }
    }()
    /// What the syntax says about evaluating this node (literal, context-free, …), read once.
    lazy var traits = ExprTraits(of: self)
    /// For `.global`: the session's slot for the name, remembered after the first lookup.
    var globalSlot = -1
    /// The `GlobalTable.token` of the table `globalSlot` belongs to (0: none yet).
    var globalToken = 0
    /// For `.local`: the variable's written type, if it has one (set by the resolver).
    var declaredType: TypeExpr?
    /// For `.local` and `.global`: the variable is a `let` given its value, a parameter or a
    /// loop variable — a write that reaches it through value types is refused (`p.x = 1`; set
    /// by the resolver).
    var isConstant = false
    /// For `.local`: a computed local variable, whose slot holds its accessors (`ComputedLocal`).
    var isComputedLocal = false
    /// For `.local`: a variable declared without a value, so reading it may come too early.
    var mayBeUnset = false
    /// For an assignment's target or a mutating call's receiver: the variable the write lands in
    /// (`p` of `p.items[0].x`; the node itself for a plain variable), found on first use.
    lazy var writtenRoot: Expr = {
        var e = self
        while let base = e.writtenBase { e = base }
        return e
    }()
    /// For `.member` on script instances: the layout and index of the field last read.
    var fieldLayout: FieldLayout?
    var fieldSlot = 0
    /// For a `.member` assignment target: the layout it was checked against, the field's index
    /// (-1: not a plain stored property — observers, wrappers, computed) and declared type.
    var storeLayout: FieldLayout?
    var storeSlot = -1
    var storeType: TypeExpr?
    /// For a method callee (`counter.add(1)`): what the receiver's type resolved it to.
    var methodCache: MethodCache?
    /// For a mutating method callee on a standard collection (`xs.append(x)`): its resolution.
    var inPlaceSite: InPlaceSite?
    /// For the callee of a standard type's initializer (`String(word)`): the one its labels chose.
    var initializerSite: InitializerSite?
    /// For a `.call` of a global name: the plain script function it called (`DirectCall`).
    var directCall: DirectCall?
    init(_ kind: ExprKind, _ loc: Loc) { self.kind = kind; self.loc = loc }
}

struct Argument {
    var label: String?
    var value: Expr
    /// `{ … }` after the call's parentheses: may fill a labelled closure parameter.
    var isTrailing = false
}

/// A step of a key path: `\.name`, `\.[1]`, `\.0`, `\.owner?.name`, `\.value!`.
enum KeyPathComponent {
    case property(String)
    case subscriptArgs([Argument])
    case optional
    case forced
}

enum InterpolationPart {
    case literal(String)
    case expr(Expr)
    /// `\(money: price)`, `\(x, radix: 2)`: labelled or several arguments, for a script's own
    /// `appendInterpolation(money:)`.
    case call([Argument], Loc)
}

/// Not `indirect`: sub-expressions are `Expr` references already, so cases need no boxes of their own.
enum ExprKind {
    case intLiteral(Int)
    case floatLiteral(Double)
    case stringLiteral(String)
    case interpolation([InterpolationPart])
    case boolLiteral(Bool)
    case nilLiteral
    case arrayLiteral([Expr])
    case dictionaryLiteral([(Expr, Expr)])
    case tuple([Argument])

    /// An unresolved name; the resolver rewrites it to one of the three cases after it.
    case name(String)
    case local(depth: Int, index: Int, name: String)
    /// `super` inside a method of class `className`: `self`, whose members are looked up from
    /// that class's superclass.
    case superSelf(depth: Int, index: Int, className: String)
    case global(String)
    /// A name a system module qualifies (`Foundation.cos`, `Swift.max`): the standard or bridged
    /// one, even where the script declares its own (`extension Double { var cos … }`).
    case standardName(String)

    case member(Expr, String)
    /// `Box.init(text:)`, `f(n:)`, `b.add(n:)`: a function named with its argument labels, which
    /// pick the overload the reference means.
    case labeledReference(Expr, labels: [String?])
    case implicitMember(String)
    case tupleIndex(Expr, Int)
    case call(Expr, [Argument])
    case subscriptCall(Expr, [Argument])
    case binary(String, Expr, Expr)
    case prefix(String, Expr)
    case postfix(String, Expr)
    case assign(String?, Expr, Expr)
    case ternary(Expr, Expr, Expr)
    case closure(ClosureDecl)
    /// `weak self` / `unowned self` in a capture list: the object, held without owning it.
    case reference(Expr, ReferenceStrength)
    case forceUnwrap(Expr)
    /// `a?` inside a chain: nil stops the whole enclosing `optionalChain`.
    case optionalChainBase(Expr)
    case optionalChain(Expr)
    case cast(Expr, TypeExpr, CastKind)
    case isType(Expr, TypeExpr)
    /// `\Point.x`: the components, and the root type when written.
    case keyPath([KeyPathComponent], root: String?)
    case typeRef(TypeExpr)
    /// `if`/`switch` used as an expression (or a statement inside a view builder).
    case statementExpr(Stmt)
    /// Library code Loom could not take (unsupported syntax, an unknown name): the declaration
    /// `usedBy` still exists, and raises `error` only when this part of it runs.
    case unavailable(ScriptError, usedBy: String)
}

extension ExprKind {
    var isNilLiteral: Bool { if case .nilLiteral = self { return true }; return false }
    var isClosure: Bool { if case .closure = self { return true }; return false }
    /// A literal of any kind (`1`, `"a"`, `[1, 2]`, `["k": 1]`, `nil`, `true`).
    var isLiteral: Bool {
        switch self {
        case .intLiteral, .floatLiteral, .stringLiteral, .interpolation, .boolLiteral, .nilLiteral, .arrayLiteral, .dictionaryLiteral: return true
        default: return false
        }
    }
}

enum CastKind { case plain, optional, forced }

final class Block {
    var stmts: [Stmt]
    /// Number of local slots this block's environment holds (set by the resolver).
    var slotCount = 0
    /// Locals to release when the block ends because a closure made in it keeps its scope (see
    /// `FunctionDecl.releasedAtExit`).
    var releasedAtExit: [Int]?
    init(_ stmts: [Stmt]) { self.stmts = stmts }
}

struct Param {
    var label: String?
    var name: String
    var type: TypeExpr?
    var defaultValue: Expr?
    var isInout = false
    var isVariadic = false
    /// `@autoclosure () -> Bool`: the argument expression is passed unevaluated, run on each call.
    var isAutoclosure = false
    /// A bridged parameter typed by a bare generic placeholder (`Element`), whose type was erased:
    /// an implicit member argument still finds its context through it (`collectionGenerics`).
    var placeholder: String?
}

final class FunctionDecl {
    let name: String
    var params: [Param]
    var returnType: TypeExpr?
    var body: Block?
    var isStatic = false
    var isMutating = false
    /// `postfix func ++`: an operator applied after its operand (`i++`), told apart from the
    /// prefix one of the same name.
    var isPostfixOperator = false
    var isViewBuilder = false
    /// `init?`: a `return nil` in the body makes the whole construction `nil`.
    var isFailable = false
    /// `convenience init`: a subclass that provides every designated initializer inherits it.
    var isConvenience = false
    /// A member of a generic type (or of an extension of one): its body sees the receiver's
    /// generic arguments (`T` in `Point<T>`), so running it binds them.
    var inGenericType = false
    /// `async`, `throws`, `throws(E)` as written in the signature ("" for none).
    var effects = ""
    /// A member of `extension Array` or of a collection protocol: run on an array, its `Element`
    /// is bound to the elements' type.
    var extendsArrays = false
    /// A member of a protocol (or of an extension of one): its body names the conformer's
    /// associated types (`Scalar`), found through the receiver's type.
    var inProtocol = false
    /// A user `@resultBuilder` type named by an attribute (`@ListBuilder func f()`).
    var resultBuilder: String?
    /// Methods, initializers and accessors receive `self` in slot 0 of their frame.
    var hasSelf = false
    let loc: Loc
    /// Frame slot count: self + params + top-level locals of the body.
    var slotCount = 0
    /// Locals to release when a call returns, because a closure made in the body keeps the frame
    /// (it reads a variable there) though it uses none of them: `let b = Button()` beside
    /// `b.onTap = { taps += 1 }` must not live on through the closure (set by the resolver).
    var releasedAtExit: [Int]?
    /// `<T: Comparable>` and `where T: Equatable`: generic parameter → protocols it must conform to.
    var genericRequirements: [(parameter: String, protocols: [String])] = []
    /// `where T.Element: Numeric`: generic parameter → protocols its elements must conform to.
    var elementRequirements: [(parameter: String, protocols: [String])] = []
    /// The requirements of the generic type a method or initializer belongs to
    /// (`struct Skewed<S: Shape>`): not checked, but context for an implicit member argument
    /// (`Skewed(shape: .circle)` finds `.circle` on `Shape`).
    var typeRequirements: [(parameter: String, protocols: [String])] = []
    /// The `where` clause of the extension a method is declared in (`extension Repo where Entity:
    /// Equatable`): a protocol extension's method is its conformers' only where that holds.
    var extensionConstraints: [(parameter: String, protocols: [String])] = []
    /// `init() where F == Tint`: what its type's generic parameters are when it is the one called.
    var sameTypeRequirements: [String: TypeExpr] = [:]
    /// Every generic parameter the declaration introduces (`<T, U: P>` → T, U).
    var genericParameters: [String] = []

    init(name: String, params: [Param], returnType: TypeExpr?, body: Block?, loc: Loc) {
        self.name = name; self.params = params; self.returnType = returnType; self.body = body; self.loc = loc
    }

    /// Parameters with `inout` (their final values are written back after the call).
    lazy var hasInout: Bool = params.contains { $0.isInout }
    /// Every argument is required, single and by value, and nothing but the body runs on a
    /// call: such a function can be called without overload matching (`Interpreter.callDirect`).
    lazy var isPlain: Bool = genericRequirements.isEmpty && resultBuilder == nil && !isViewBuilder && body != nil
        && params.allSatisfy { $0.defaultValue == nil && !$0.isVariadic && !$0.isInout && !$0.isAutoclosure }
        // (A placeholder no parameter names is bound by the call's context: `get<T>(_:) -> T?`.)
        && genericParameters.allSatisfy { g in params.contains { $0.type?.mentions(g) ?? false } }

    /// Nothing runs on a call but the body and the result's conversion: no generic parameters
    /// to bind (its own, its type's, a protocol's `Self`), no builder, no `Self` in the result
    /// type. Read on the first call, after the declaring type has set `inGenericType`/`inProtocol`.
    lazy var runsPlainly: Bool = !inGenericType && !inProtocol && !extendsArrays && genericParameters.isEmpty && resultBuilder == nil && !isViewBuilder
        && !(returnType?.mentions("Self") ?? false)

    /// A parameter's type names `Self` (`func contains(_ member: Self)`), read once.
    lazy var takesSelf: Bool = params.contains { $0.type?.mentions("Self") ?? false }

    /// A parameter is a `Binding` (whose `wrappedValue` the body may set), read once.
    lazy var takesBindings: Bool = params.contains { $0.type?.baseName == "Binding" }

    /// Labels, parameter types and generic constraints: what distinguishes overloads
    /// (`func h<T>(_: T)` and `func h<T: Numeric>(_: T)` are two).
    var typedSignature: String {
        let constraints = genericRequirements.map { "\($0.parameter): \($0.protocols.joined(separator: " & "))" }.joined(separator: ", ")
        return "\(name)\(constraints.isEmpty ? "" : "<\(constraints)>")(\(params.map { ($0.label ?? "_") + ": " + ($0.isAutoclosure ? "@autoclosure " : "") + ($0.type?.description ?? "_") }.joined(separator: ", ")))"
    }

    /// `frame(width:height:)` — how Swift names a function in messages.
    var signature: String {
        "\(name)(\(params.map { ($0.label ?? "_") + ":" }.joined()))"
    }
}

/// Generic requirements (`S: Shape & Sendable`) as the first protocol of each parameter: the
/// context an implicit member argument of that parameter's type is looked up on.
func firstProtocols(_ requirements: [(parameter: String, protocols: [String])]) -> [String: String] {
    var out: [String: String] = [:]
    for (parameter, protocols) in requirements { if let p = protocols.first { out[parameter] = p } }
    return out
}

/// What a closure keeps of one scope around it when it is made, as Swift captures only what a
/// closure uses: a `[weak self]` closure stored in `self` must not keep `self` alive through
/// the frame it was made in.
enum CaptureLevel: Equatable {
    /// A new scope with copies of these slots (constants: a copy reads as the original would).
    case copy([Int])
    /// The scope itself, and every scope around it: the closure reads a variable here.
    case keep
}

final class ClosureDecl {
    var params: [(name: String, type: TypeExpr?)]
    var body: Block
    var returnType: TypeExpr?
    /// Parameters written `inout` (`{ (s: inout Int) in s += 1 }`), by position.
    var inoutParams: Set<Int> = []
    let loc: Loc
    var slotCount = 0
    /// The scopes around it a closure keeps, innermost first (set by the resolver); scopes past
    /// the last are not kept at all. Nil: keep them all.
    var captures: [CaptureLevel]?
    init(params: [(name: String, type: TypeExpr?)], body: Block, returnType: TypeExpr?, loc: Loc) {
        self.params = params; self.body = body; self.returnType = returnType; self.loc = loc
    }

    /// `{ $0 * 2 }`, `{ return x }`: the one expression the body is, if it is one.
    var singleExpression: Expr? {
        guard body.stmts.count == 1 else { return nil }
        switch body.stmts[0].kind {
        case .expr(let x), .returnStmt(let x?): return x
        default: return nil
        }
    }
}

indirect enum Pattern {
    case wildcard
    /// `let x` / `var x`, or a bare name in a `let (a, b)` pattern. The resolver fills the slot.
    case binding(String, slot: Int)
    case expr(Expr)
    /// `.circle(let r)` / `Shape.circle(let r)` / `.none`.
    case enumCase(String, [Pattern]?)
    /// `Shape.circle` / `Pattern.even`: an enum's case, or any other type's static member, which
    /// is then an expression pattern (compared by `~=`).
    case qualifiedMember(Expr, String)
    case tuple([Pattern])
    case isType(TypeExpr)
    case optionalSome(Pattern)
    /// `let e as ParseError`: a type test, then the sub-pattern on the cast value.
    case cast(Pattern, TypeExpr)

    /// The names the pattern binds, in order.
    /// The local slots the resolver gave the names this pattern binds.
    var boundSlots: [Int] {
        switch self {
        case .binding(_, let slot): return slot >= 0 ? [slot] : []
        case .tuple(let ps): return ps.flatMap(\.boundSlots)
        case .enumCase(_, let ps?): return ps.flatMap(\.boundSlots)
        case .optionalSome(let p), .cast(let p, _): return p.boundSlots
        default: return []
        }
    }

    var boundNames: [String] {
        switch self {
        case .binding(let n, _): return [n]
        case .tuple(let ps): return ps.flatMap(\.boundNames)
        case .enumCase(_, let ps?): return ps.flatMap(\.boundNames)
        case .optionalSome(let p), .cast(let p, _): return p.boundNames
        default: return []
        }
    }
}

enum Condition {
    case expr(Expr)
    /// `if #available(iOS 16, *)` alone, decided when lowered: a result builder passes what its
    /// branch builds through `buildLimitedAvailability`.
    case availability(Bool)
    case optionalBinding(name: String, slot: Int, value: Expr)
    case pattern(Pattern, Expr)
}

struct CatchClause {
    /// Empty: catches everything and binds `error`.
    var patterns: [Pattern]
    var whereExpr: Expr?
    var body: Block
}

struct SwitchCase {
    var patterns: [Pattern]
    /// Each pattern's own `where` (`case (0, let x) where x > 0, (1, let x) where x < 50:`).
    var guards: [Expr?]
    var body: Block
    var isDefault: Bool
    let loc: Loc
}

struct VarBinding {
    var pattern: Pattern
    var type: TypeExpr?
    /// Written `T!`: an Optional whose members are looked up on the wrapped value where Swift's
    /// checker would find none on the Optional (`valueRef.map(\.sum)` on a `Parser!`).
    var isImplicitlyUnwrapped = false
    var initializer: Expr?
    /// `@ViewBuilder var content: Content`, stored: the memberwise initializer takes a builder closure.
    var isViewBuilder = false
    /// Computed properties (`var x: Int { … }`) and accessors.
    var getter: FunctionDecl?
    var setter: FunctionDecl?
    var willSetDidSet: (willSet: FunctionDecl?, didSet: FunctionDecl?)?
    /// A `lazy var`'s initializer as a method body: inside a type it may use `self` and other
    /// members, which a stored property's initializer may not.
    var lazyInitializer: FunctionDecl?

    /// The annotation, or the type an initializer writes out (`var points = [CGPoint]()`,
    /// `var g = Graph<Color>()`): context its value cannot give while it is empty.
    var writtenType: TypeExpr? {
        if let type { return type }
        if case .call(let callee, let args)? = initializer?.kind, args.isEmpty, case .typeRef(let t) = callee.kind { return t }
        return nil
    }
}

final class VarDecl {
    let isLet: Bool
    var bindings: [VarBinding]
    var isStatic = false
    var isLazy = false
    /// `weak var` / `unowned let`: the property does not keep its object alive.
    var reference: ReferenceStrength = .strong
    var isOverride = false
    /// Custom attributes with their arguments (`@Clamped(0...10)`): property wrappers.
    var wrappers: [(name: String, args: [Argument])] = []
    /// A local or top-level variable backed by a user `@propertyWrapper` (set by the resolver):
    /// its slot holds the wrapper instance, and reads of the name go through `wrappedValue`.
    var wrapperStorage: (name: String, args: [Argument])?
    let loc: Loc
    init(isLet: Bool, bindings: [VarBinding], loc: Loc) { self.isLet = isLet; self.bindings = bindings; self.loc = loc }
}

enum TypeKind { case structType, classType, enumType, protocolType, extensionOf }

struct EnumCaseDecl {
    var name: String
    var payload: [Param]
    var rawValue: Expr?
}

extension TypeDecl {
    /// Every function the declaration's members run: methods, accessors, initializers.
    var memberFunctions: [FunctionDecl] {
        var out = functions + initializers + subscripts.flatMap { [$0.getter] + ($0.setter.map { [$0] } ?? []) }
        for v in vars {
            for b in v.bindings {
                out += [b.getter, b.setter, b.lazyInitializer, b.willSetDidSet?.willSet, b.willSetDidSet?.didSet].compactMap { $0 }
            }
        }
        return out
    }
}

struct SubscriptDecl {
    /// Named `subscript`, taking the index parameters.
    var getter: FunctionDecl
    /// Takes the index parameters, then the new value.
    var setter: FunctionDecl?
}

final class TypeDecl {
    let kind: TypeKind
    let name: String
    var inherited: [String]
    /// `class Tagged<T>: Box<T>`: the arguments written on the first inherited type (`[T]`).
    var firstInheritedArguments: [TypeExpr] = []
    var vars: [VarDecl] = []
    var functions: [FunctionDecl] = []
    var initializers: [FunctionDecl] = []
    var cases: [EnumCaseDecl] = []
    var nested: [TypeDecl] = []
    var typeAliases: [(String, TypeExpr)] = []
    var subscripts: [SubscriptDecl] = []
    /// A protocol's `associatedtype`s, and the types its subscripts return (`subscript(key: Key) -> Value?`),
    /// from which a conformer's associated types are inferred.
    var associatedTypes: [String] = []
    var subscriptRequirementTypes: [TypeExpr] = []
    /// `struct Stack<Element>`: the type's own generic parameters.
    var genericParameters: [String] = []
    /// A class's `deinit { … }`.
    var deinitializer: FunctionDecl?
    let loc: Loc
    init(kind: TypeKind, name: String, inherited: [String], loc: Loc) {
        self.kind = kind; self.name = name; self.inherited = inherited; self.loc = loc
    }

    /// `struct Skewed<S: Shape>`'s `S: Shape`: context for implicit member arguments.
    var genericRequirements: [(parameter: String, protocols: [String])] = []

    /// Keeps the type's generic requirements, and gives them to its initializers and methods.
    func lendRequirements(_ requirements: [(parameter: String, protocols: [String])]) {
        guard !requirements.isEmpty else { return }
        genericRequirements = requirements
        for f in initializers + functions { f.typeRequirements = requirements }
    }
}

final class Stmt {
    var kind: StmtKind
    let loc: Loc
    init(_ kind: StmtKind, _ loc: Loc) { self.kind = kind; self.loc = loc }
}

enum StmtKind {
    case expr(Expr)
    case variable(VarDecl)
    case function(FunctionDecl, slot: Int)
    case type(TypeDecl)
    case ifStmt([Condition], Block, Stmt?)
    case guardStmt([Condition], Block)
    case whileStmt([Condition], Block)
    case repeatWhile(Block, Expr)
    case forIn(Pattern, Expr, Expr?, Block)
    case switchStmt(Expr, [SwitchCase])
    case returnStmt(Expr?)
    case breakStmt(String?)
    case continueStmt(String?)
    case throwStmt(Expr)
    case block(Block)
    case labeled(String, Stmt)
    case deferStmt(Block)
    /// `typealias Reducer<S, A> = (inout S, A) -> Void`: name, type, generic parameters; and for
    /// a composition (`typealias Sellable = Named & Priced`) its protocols, which a type
    /// declared `: Sellable` conforms to (the type itself is the first, as a value's static type).
    case typeAlias(String, TypeExpr, [String], composition: [String])
    case fallthroughStmt
    case doCatch(Block, [CatchClause])
    case nothing
}
