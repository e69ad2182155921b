/// What running a function gives its caller: the result, the receiver's new value when a
/// mutating method changed it, and the final values of `inout` parameters to write back.
struct Invocation {
    var value: Value
    var newReceiver: Value?
    var inoutValues: [Value]?

    init(_ value: Value, _ newReceiver: Value? = nil, inoutValues: [Value]? = nil) {
        self.value = value
        self.newReceiver = newReceiver
        self.inoutValues = inoutValues
    }
}

/// One overload a call may pick: its parameters (for labels, types, defaults) and how to run it.
/// `run` gets the arguments in parameter order and the call's location.
struct Candidate {
    var name: String
    var params: [Param]
    /// Parameters can be filled by position only (closures, function-typed values).
    var positional = false
    /// A generic parameter's first protocol (`S: TrackPadStyle`): where an implicit member
    /// argument (`.default`) is looked up.
    var genericProtocols: [String: String] = [:]
    /// Every protocol each generic parameter must meet (`U: LengthUnit & Metric`), which ranks
    /// overloads that fit alike by how specialized they are.
    var genericRequirements: [(parameter: String, protocols: [String])] = []
    /// A bridged function's overload, not a script's.
    var isNative = false
    /// A protocol extension's method run on a conforming value: less specialized than the
    /// value's own type's method it ties with (Swift's ranking).
    var isProtocolDefault = false
    /// A parameter is a `Binding` (read from the declaration, where it is computed once).
    var takesBindings = false
    /// What it returns, when written (`U?` for `Optional.map<U>`): with the call's context, it
    /// types a closure argument's result (`o.map { .success($0) } ?? fallback`).
    var returnType: TypeExpr?
    /// What it is declared to return, which the call's context compares when overloads differ
    /// only there (`func value() -> Int` beside `func value() -> String`).
    var declaredResult: TypeExpr?
    /// The overload's own generic parameters (`init<S: PSliderStyle>(_ style: S)`): in its
    /// parameter types they are the callee's, whatever the caller's scope binds a name like them to.
    var genericParameters: [String] = []
    /// `where T.Element: Numeric`: what the elements of the argument that binds `T` must meet,
    /// which rules the overload out (or ranks it above an unconstrained one).
    var elementRequirements: [(parameter: String, protocols: [String])] = []
    /// The placeholders one argument's value can bind for the arguments after it: the
    /// overload's own, and for an initializer of a generic type the type's (`Clamped<Value>`).
    var inferableParameters: [String] = []
    /// For a method called on an instance: its type, which `Self` in the parameter types names
    /// (`perms.contains(x)` from inside another type's method takes a `Perms`).
    var receiverType: TypeExpr?
    /// The value a method is called on, whose elements root a key path argument (`rows.filtered(\.status, in: .open)`).
    var receiver: Value?
    var run: (_ arguments: [Value], _ loc: Loc) throws -> Invocation
    /// A generic script function run where the call site can bind what no argument's value does
    /// (`let n: Int? = get("k")` for `get<T>(_:) -> T?`; `total([Double]())` for `total<T>(_: [T])`).
    var runInContext: ((_ arguments: [Value], _ loc: Loc, _ site: CallSiteTypes) throws -> Invocation)?

    var signature: String {
        positional ? "\(name)(\(params.map { _ in "_:" }.joined()))" : "\(name)(\(params.map { ($0.label ?? "_") + ":" }.joined()))"
    }
}

/// A call site's standard-type initializer (`String(word)`), chosen by its labels on the first
/// run. A class, so a site keeps it without copying the candidate each time. The candidate runs
/// in the interpreter that made it, so another session's run of the same node chooses afresh.
final class InitializerSite {
    let typeName: String
    let interpreter: ObjectIdentifier
    let candidate: Candidate
    let mapping: [Int?]
    /// For an overload chosen by its arguments' types (`Double(k)` among `Double`'s one-argument
    /// initializers): the kinds of the arguments it was chosen for. Arguments of the same kinds
    /// choose it again; nil when the labels alone chose it.
    let argumentKinds: [ArgumentKind]?
    /// The declarations the callee's name was resolved among (`Interpreter.declarationEpoch`).
    let epoch: Int
    init(typeName: String, interpreter: ObjectIdentifier, candidate: Candidate, mapping: [Int?], argumentKinds: [ArgumentKind]? = nil, epoch: Int) {
        self.typeName = typeName; self.interpreter = interpreter; self.candidate = candidate; self.mapping = mapping
        self.argumentKinds = argumentKinds; self.epoch = epoch
    }
}

/// What a call site knows of a generic function's types that its argument values cannot say:
/// the type its result is wanted as, and the static types of arguments that are empty
/// collections (by parameter position).
struct CallSiteTypes {
    var result: TypeExpr?
    var arguments: [Int: TypeExpr] = [:]
}
