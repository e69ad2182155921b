import LoomUI

/// Which floating-point type a number is. Swift prints Float and Float16 with their own shortest forms.
enum FloatKind: Equatable {
    case double, cgfloat, float, float16
    /// `Double`, `CGFloat`, `Float`, `Float16` by name; nil for any other name.
    init?(typeName: String) {
        switch typeName {
        case "Double": self = .double
        case "CGFloat": self = .cgfloat
        case "Float": self = .float
        case "Float16": self = .float16
        default: return nil
        }
    }
    var typeName: String {
        switch self { case .double: "Double"; case .cgfloat: "CGFloat"; case .float: "Float"; case .float16: "Float16" }
    }
    /// Double and CGFloat, 64 bits, which convert into each other implicitly.
    var isDoubleWidth: Bool { self == .double || self == .cgfloat }
    /// `d` as this type holds it (a Float keeps 24 bits of it, a Float16 11).
    func rounded(_ d: Double) -> Double {
        switch self {
        case .float: Double(Float(d))
        case .float16: Double(Float16(d))
        case .double, .cgfloat: d
        }
    }
    /// How Swift prints a value of this type (`description`), and in a collection (`debugDescription`).
    func text(_ d: Double) -> String {
        switch self {
        case .float: Float(d).description
        case .float16: Float16(d).description
        case .double, .cgfloat: d.description
        }
    }
    func debugText(_ d: Double) -> String {
        switch self {
        case .float: Float(d).debugDescription
        case .float16: Float16(d).debugDescription
        case .double, .cgfloat: d.debugDescription
        }
    }
}

/// A runtime value. Dynamic, but it always knows its type: Int vs Double matters in Swift.
/// Only the large or recursive cases are `indirect` (boxed): numbers, strings and arrays are
/// stored inline, so arithmetic never allocates.
enum Value {
    case int(Int)
    /// `Int8` … `UInt64` and `UInt`: every sized integer but `Int`.
    case fixedInt(FixedInt)
    case double(Double, FloatKind)
    case bool(Bool)
    case string(String)
    case character(Character)
    case array([Value])
    indirect case dictionary(DictionaryValue)
    indirect case set(SetValue)
    case tuple([Value], [String?])
    indirect case range(Value, Value, closed: Bool)
    indirect case some(Value)
    case null
    case function(FunctionValue)
    case structValue(StructInstance)
    case object(ObjectInstance)
    indirect case enumValue(EnumInstance)
    indirect case type(RuntimeType)
    /// A value of a native (bridged) type: colours, view nodes, unit points, …
    indirect case native(NativeValue)
    case void

    static func cgfloat(_ d: Double) -> Value { .double(d, .cgfloat) }
}

/// A native value and the bridged type that describes it.
struct NativeValue {
    let type: NativeType
    let payload: Any
}

struct DictionaryValue {
    var keys: [Value] = []
    var values: [Value] = []
    var index: [HashKey: Int] = [:]

    func lookup(_ key: Value) -> Value? {
        guard let k = HashKey(key), let i = index[k] else { return nil }
        return values[i]
    }
    mutating func set(_ key: Value, _ value: Value?) {
        guard let k = HashKey(key) else { return }
        if let i = index[k] {
            if let value { values[i] = value } else {
                keys.remove(at: i); values.remove(at: i)
                index = [:]
                for (j, key) in keys.enumerated() { if let hk = HashKey(key) { index[hk] = j } }
            }
        } else if let value {
            index[k] = keys.count; keys.append(key); values.append(value)
        }
    }
}

/// The hashable projection of a value, for dictionary keys and sets.
enum HashKey: Hashable {
    case int(Int), double(Double), bool(Bool), string(String), enumCase(String, String)
    indirect case tuple([HashKey])
    /// Hashable script types: a struct's stored properties, an enum case's payload.
    indirect case composite(String, [HashKey])
    case object(ObjectIdentifier)
    /// A bridged value whose payload is Hashable (`ObjectIdentifier`, `String.Index`).
    case native(AnyHashable)
    /// A set, or a dictionary's key-value pairs: equal whatever their order (`[Set<Int>: Int]`).
    indirect case unordered(String, Set<HashKey>)
    static func all(_ vs: [Value]) -> [HashKey]? {
        var keys: [HashKey] = []
        for v in vs { guard let k = HashKey(v) else { return nil }; keys.append(k) }
        return keys
    }
    init?(_ v: Value) {
        switch v {
        case .int(let i): self = .int(i)
        case .fixedInt(let f): self = .composite(f.kind.rawValue, [.int(Int(truncatingIfNeeded: f.bits))])
        case .double(let d, _): self = .double(d)
        case .bool(let b): self = .bool(b)
        case .string(let s): self = .string(s)
        case .character(let c): self = .string(String(c))
        case .enumValue(let e) where e.payload.isEmpty: self = .enumCase(e.type.name, e.caseName)
        case .enumValue(let e):
            guard let keys = HashKey.all(e.payload) else { return nil }
            self = .composite(e.type.name + "." + e.caseName, keys)
        case .structValue(let s):
            if let custom = s.type.customHashKey { guard let k = custom(v) else { return nil }; self = k; return }
            guard let keys = HashKey.all(s.type.storedProperties.map { s.fields[$0.name] ?? .void }) else { return nil }
            self = .composite(s.type.name, keys)
        case .object(let o):
            if let custom = o.type.chain.lazy.compactMap(\.customHashKey).first { guard let k = custom(v) else { return nil }; self = k; return }
            self = .object(ObjectIdentifier(o))
        case .native(let n):
            // A Substring is a key as its text (`Set(words).contains("a")`).
            if let slice = n.payload as? Substring { self = .string(String(slice)); return }
            if let slice = n.payload as? ArraySlice<Value> { self.init(.array(Array(slice))); return }
            guard let h = n.payload as? AnyHashable else { return nil }
            self = .native(h)
        case .some(let x): self.init(x)
        case .null: self = .enumCase("Optional", "none")
        case .void: self = .tuple([])
        case .tuple(let vs, _):
            var keys: [HashKey] = []
            for v in vs { guard let k = HashKey(v) else { return nil }; keys.append(k) }
            self = .tuple(keys)
        // An array of hashable elements is hashable (`Set<[Int]>`, a struct with an `[Int]` field).
        case .array(let vs):
            guard let keys = HashKey.all(vs) else { return nil }
            self = .composite("Array", keys)
        case .set(let set):
            guard let keys = HashKey.all(set.members) else { return nil }
            self = .unordered("Set", Set(keys))
        case .dictionary(let d):
            var pairs = Set<HashKey>()
            for (k, v) in zip(d.keys, d.values) { guard let key = HashKey(k), let value = HashKey(v) else { return nil }; pairs.insert(.tuple([key, value])) }
            self = .unordered("Dictionary", pairs)
        // A key path is hashable, by its components (`[PartialKeyPath<P>: String]`; `\.x` written
        // with its root inferred is the same key as `\P.x`).
        case .function(let f) where f.keyPathText != nil:
            self = .composite("\\", [.string(f.keyPathText!)])
        default: return nil
        }
    }
}

struct StructInstance {
    let type: UserType
    var fields: Fields
}

final class ObjectInstance {
    let type: UserType
    var fields: Fields
    /// For classes with a `deinit`: where this instance reports its end, for the script's
    /// `deinit` to run at the next statement boundary (never inside the interpreter's own work).
    var finalizer: DeinitQueue?
    init(type: UserType, fields: Fields) { self.type = type; self.fields = fields }
    deinit {
        finalizer?.instanceEnded(type, fields)
        Graveyard.current.bury(&fields)
    }
}

struct EnumInstance {
    let type: UserType
    let caseName: String
    var payload: [Value]
    var labels: [String?]
    /// What a generic enum was made as (`Result<Int, ParseError>`), when its context said; for
    /// an enum nested in a generic type (`Graph<Int>.SortError`), that type's arguments.
    var genericArguments: [String: TypeExpr]? = nil
}

/// Types as values: `Color` in `Color.red`, `Int` in `Int(x)`, `Self` …
enum RuntimeType {
    case builtin(String)
    case user(UserType)
    /// A generic script type with its arguments (`Pair<Int>`), as `Pair<Int>.self` and
    /// `type(of:)` give it: a `user` type whose `T` is known inside its static members.
    case generic(UserType, [TypeExpr])
    case native(NativeType)

    var name: String {
        switch self {
        case .builtin(let n): return n
        case .user(let u): return u.name
        case .generic(let u, let args): return "\(u.name)<\(args.map { Interpreter.spelledOut($0.description) }.joined(separator: ", "))>"
        case .native(let n): return n.name
        }
    }

    /// The script type, generic or not.
    var userType: UserType? {
        switch self {
        case .user(let u), .generic(let u, _): return u
        default: return nil
        }
    }

    /// What a generic type's parameters are bound to.
    var genericBindings: [String: TypeExpr]? {
        guard case .generic(let u, let args) = self, u.genericParameters.count == args.count else { return nil }
        return Dictionary(zip(u.genericParameters, args), uniquingKeysWith: { a, _ in a })
    }
}

/// Anything callable: script functions and closures (with captured environment), bridged
/// native functions, and methods bound to their receiver.
final class FunctionValue {
    enum Kind {
        case script(FunctionDecl, Env?, UserType?)
        case closure(ClosureDecl, Env?)
        case native(name: String, [NativeFunction])
        /// A type's initializers named as a function: `map(String.init)`, `compactMap(Version.init)`.
        case initializers(RuntimeType)
        case enumConstructor(UserType, String)
        /// Several overloads of one method name (`func f(_ x: Int)`, `func f(_ s: String)`).
        case overloads([FunctionValue])
    }
    let kind: Kind
    /// The receiver of a bound method (`self` for script methods, the native value for bridged ones).
    let receiver: Value?
    /// Closures passed where a view builder is expected collect each expression statement.
    var isViewBuilder: Bool
    /// Closures passed where a user `@resultBuilder` is expected.
    var resultBuilder: String?
    /// A closure's return type from where it was passed, with the generic parameters bound
    /// there (`(State, Input) -> State` for a `Machine<Light, Press>`): context for its
    /// `return .red` when it runs later, outside that call.
    var returnContext: TypeExpr?
    /// A closure passed or stored as a function returning an Optional (`(Substring) -> (Output,
    /// Substring)?`, whatever `Output` is): what it returns is wrapped, as a function's result is.
    var returnsOptional = false
    /// The positions of a closure's unwritten parameters that its context makes Optionals
    /// (`(T?) -> T?`, whatever `T` is): those arguments arrive wrapped, as Swift passes them.
    var optionalParameters: [Int] = []
    /// A closure's whole type where its context writes one out (`let square: (Double) -> Double = { $0 * $0 }`).
    var closureType: TypeExpr?
    /// The generic bindings where a closure was made (`T` is Int inside the `map { … }` of a
    /// `func f<T>` called with an Int): its body sees them whoever calls it.
    var genericScope: [String: TypeExpr]?
    /// The view whose body made a closure, in an animated or settling picture: what the closure
    /// sets on that view's state is kept wherever it runs (a child's `onAppear` calling it).
    var viewSlot: ViewStateSlot?
    /// Key paths (`\.name`) are functions that also remember their property names, for writes.
    var keyPath: [String]?
    /// Any other key path's write (`\P.a[0]`, `\[Int].[1]`): the root with the value at the path
    /// replaced.
    var keyPathWriter: ((_ root: Value, _ newValue: Value, _ loc: Loc) throws -> Value)?
    /// A key path's components as written (`.a.b`, `.[1]`), which `==` compares.
    var keyPathText: String?
    /// Its components, for its type (`\P.scores[0]` is a `WritableKeyPath<P, Int>`).
    var keyPathComponents: [KeyPathComponent]?
    /// The root type a key path names (`Point` in `\Point.x`), for printing it.
    var keyPathRoot: String?
    /// The key-path type its context wrote (`PartialKeyPath<Employee>`): an array's element type.
    var keyPathWrittenType: String?
    /// The argument labels a reference named (`Box.init(text:)`, `_` as nil): the one overload it means.
    var namedLabels: [String?]?
    init(_ kind: Kind, receiver: Value? = nil, isViewBuilder: Bool = false) {
        self.kind = kind; self.receiver = receiver; self.isViewBuilder = isViewBuilder
    }

    var displayName: String {
        switch kind {
        case .script(let d, _, _): return d.name
        case .closure: return "closure"
        case .native(let n, _): return n
        case .initializers(let t): return t.name + ".init"
        case .enumConstructor(_, let c): return c
        case .overloads(let fs): return fs.first?.displayName ?? "function"
        }
    }
}

extension Value {
    var typeName: String {
        switch self {
        case .int: return "Int"
        case .fixedInt(let f): return f.kind.rawValue
        case .double(_, let k): return k.typeName
        case .bool: return "Bool"
        case .string: return "String"
        case .character: return "Character"
        case .array(let vs): return "[\(vs.first?.typeName ?? "Any")]"
        case .dictionary: return "Dictionary"
        case .set(let s): return "Set<\(s.members.first?.typeName ?? "Any")>"
        case .tuple(let vs, _): return "(\(vs.map(\.typeName).joined(separator: ", ")))"
        case .range(let a, .null, _): return "PartialRangeFrom<\(a.typeName)>"
        case .range(let a, _, let closed): return closed ? "ClosedRange<\(a.typeName)>" : "Range<\(a.typeName)>"
        case .some(let v): return "Optional<\(v.typeName)>"
        case .null: return "Optional"
        case .function: return "function"
        case .structValue(let s): return s.type.name
        case .object(let o): return o.type.name
        case .enumValue(let e): return e.type.name
        case .type(let t): return "\(t.name).Type"
        case .native(let n): return n.type.name
        case .void: return "()"
        }
    }

    /// The script type of a struct, object or enum value.
    var userType: UserType? {
        switch self {
        case .structValue(let s): return s.type
        case .object(let o): return o.type
        case .enumValue(let e): return e.type
        default: return nil
        }
    }

    var isVoid: Bool { if case .void = self { return true }; return false }
    var isCharacter: Bool { if case .character = self { return true }; return false }
    /// An unlabelled tuple given `labels` (`(3, 4)` where a `(x: Int, y: Int)` is wanted); any
    /// other value, and a tuple of another size, as it is.
    func takingTupleLabels(_ labels: [String?]) -> Value {
        guard case .tuple(let parts, let given) = self, parts.count == labels.count, given.allSatisfy({ $0 == nil }),
              labels.contains(where: { $0 != nil }) else { return self }
        return .tuple(parts, labels)
    }
    var isOneCharacterString: Bool { if case .string(let s) = self { return s.count == 1 }; return false }
    /// `[]`, `[:]` or an empty set: a collection whose elements cannot tell its type.
    var isEmptyCollection: Bool {
        switch self {
        case .array(let xs): return xs.isEmpty
        case .dictionary(let d): return d.keys.isEmpty
        case .set(let s): return s.members.isEmpty
        default: return false
        }
    }

    /// `(Int, String)` written as a value: a tuple type, not a tuple.
    var isTupleOfTypes: Bool { if case .tuple(let xs, _) = self { return xs.allSatisfy(\.isTypeValue) }; return false }

    /// `()`, however it was made (a Void function's result, or the literal).
    var isEmptyTuple: Bool {
        switch self {
        case .void: return true
        case .tuple(let xs, _): return xs.isEmpty
        default: return false
        }
    }

    var isFunctionValue: Bool { if case .function = self { return true }; return false }
    var isTypeValue: Bool { if case .type = self { return true }; return false }
    /// The type's name when this is a type (`Int` in `(Int, String).self`).
    var typeValueName: String { if case .type(let t) = self { return t.name }; return typeName }
    var isNull: Bool { if case .null = self { return true }; return false }
    var isIntValue: Bool { if case .int = self { return true }; return false }
    var isNative: Bool { if case .native = self { return true }; return false }
    var isOptional: Bool {
        switch self {
        case .some, .null: return true
        default: return false
        }
    }

    /// Unwraps `.some` layers; `nil` for `.null`.
    var optionalPayload: Value? {
        switch self {
        case .some(let v): return v
        case .null: return nil
        default: return self
        }
    }
}
