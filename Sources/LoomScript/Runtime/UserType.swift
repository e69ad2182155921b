/// A struct, class, enum or protocol declared by a script, with everything its extensions added.
final class UserType {
    let name: String
    let kind: TypeKind
    var conformances: [String] = []
    /// `enum Result<Success, Failure>`: the type's generic parameters, bound per use from the
    /// type written in context (`let r: Result<Int, E> = .failure(.bad)`).
    var genericParameters: [String] = []
    /// The protocols its generic parameters conform to (`S: Shape`), by parameter.
    var genericProtocols: [String: String] = [:]
    /// A protocol's requirements (its own declarations, not its extensions'): only these are
    /// dispatched on the value's type; other extension methods are chosen by the static type.
    var requirementNames: Set<String> = []
    /// A protocol's associated types and the declared types of its requirements (`keys: [Key]`,
    /// `subscript: Value?`), which a conformer's own declarations match to infer them.
    var associatedTypes: [String] = []
    var requirementTypes: [(name: String, type: TypeExpr)] = []
    /// A class's `deinit`, run when its last reference goes (`DeinitQueue`).
    var deinitializer: FunctionDecl?
    /// Stored properties in declaration order (memberwise init and printing follow it).
    var storedProperties: [(name: String, type: TypeExpr?, initial: Expr?, isLet: Bool)] = []
    var computed: [String: (getter: FunctionDecl, setter: FunctionDecl?)] = [:]
    var methods: [String: [FunctionDecl]] = [:]
    var staticMethods: [String: [FunctionDecl]] = [:]
    var staticComputed: [String: FunctionDecl] = [:]
    /// `static var count: Int { get … set … }`: the setters of static computed properties.
    var staticComputedSetters: [String: FunctionDecl] = [:]
    var staticStored: [String: (type: TypeExpr?, initial: Expr?)] = [:]
    var staticValues: [String: Value] = [:]
    var initializers: [FunctionDecl] = []
    /// The module a library declared it in, which debug text names (`Swift.Result`); nil for the
    /// page's or script's own types (the session's module).
    var module: String?
    /// Whether the type's own body declares an initializer (a struct then has no memberwise one;
    /// initializers from extensions keep it).
    var declaresOwnInitializers = false
    /// Subscript setters (their getters are `methods["subscript"]`).
    var subscriptSetters: [FunctionDecl] = []
    var staticSubscriptSetters: [FunctionDecl] = []
    var cases: [EnumCaseDecl] = []
    var rawType: TypeExpr?
    var observers: [String: (willSet: FunctionDecl?, didSet: FunctionDecl?)] = [:]
    /// Properties whose `willSet`/`didSet` is running: assigning one inside its own observer
    /// stores the value without observing it again, as Swift does (`didSet { if v > 10 { v = 10 } }`).
    var observing: Set<String> = []
    /// `lazy var`s: computed from their initializer on first read.
    var lazyProperties: Set<String> = []
    /// Stored `@ViewBuilder` properties: their memberwise arguments are closures built as views.
    var viewBuilderProperties: Set<String> = []
    /// Their initializers, run as methods of the instance on first read.
    var lazyInitializers: [String: FunctionDecl] = [:]
    /// Properties backed by a property wrapper: name → wrapper type and attribute arguments.
    /// The wrapper instance is stored as `_name`.
    var wrappedProperties: [String: (wrapper: String, args: [Argument])] = [:]
    /// `@State static var rating` (a preview's): the wrapper a static property was declared with,
    /// for its `$rating`. The property itself holds the plain value.
    var staticWrappers: [String: (wrapper: String, args: [Argument])] = [:]
    /// Properties whose storage SwiftUI keeps outside the value (`@State`, `@Binding`, …): a
    /// non-mutating method may set them, and the view it was called on sees the change.
    var externallyStored: Set<String> = []
    /// The SwiftUI wrapper each such property is declared with (`State`, `Binding`, …), which
    /// `_name = .init(…)` in an initializer makes.
    var systemWrappers: [String: String] = [:]
    /// `@Entry` properties of an `EnvironmentValues` extension: each key's type and default.
    var environmentEntries: [String: (type: TypeExpr?, initial: Expr, env: Env?)] = [:]
    var nestedTypes: [String: RuntimeType] = [:]
    /// Set when the type writes its own `hash(into:)`: the set and dictionary key of a value,
    /// made from what that method combines (StandardLibrary/Hasher.swift).
    var customHashKey: ((Value) -> HashKey?)?
    /// Field indices shared by this type's instances.
    let fieldLayout = FieldLayout()
    /// For classes: the class this one inherits from.
    var superclass: UserType?
    /// The superclass's generic arguments in this class's terms (`class Tagged<T>: Box<T>`: `[T]`).
    var superclassArguments: [TypeExpr] = []
    /// The type this one is declared inside (`Outer` of `Outer.Inner`), for printing its full name.
    weak var enclosing: UserType?
    /// `Outer.Inner`: the name with the types around it, as `String(reflecting:)` writes it.
    var qualifiedName: String { enclosing.map { $0.qualifiedName + "." + name } ?? name }
    /// This type, then its superclasses.
    var chain: [UserType] {
        var out = [self]
        while let s = out.last?.superclass, !out.contains(where: { $0 === s }) { out.append(s) }
        return out
    }
    /// Properties a superclass stores that this class overrides with accessors
    /// (`override var sides: Int { get { 4 } set { … } }`): their field is not what is read.
    var computedOverrides: Set<String> = []

    /// Whether this class or one it inherits from overrides a stored `name` with accessors.
    func overridesStoredWithComputed(_ name: String) -> Bool {
        var t: UserType? = self
        while let u = t {
            if !u.computedOverrides.isEmpty, u.computedOverrides.contains(name) { return true }
            t = u.superclass
        }
        return false
    }

    func findComputed(_ name: String) -> (getter: FunctionDecl, setter: FunctionDecl?)? {
        for t in chain { if let c = t.computed[name] { return c } }
        return nil
    }
    func findObservers(_ name: String) -> (willSet: FunctionDecl?, didSet: FunctionDecl?)? {
        for t in chain { if let o = t.observers[name] { return o } }
        return nil
    }
    /// The environment the declaration was made in (nested in a function, or nil at top level).
    var env: Env?

    init(name: String, kind: TypeKind) { self.name = name; self.kind = kind }

    var isView: Bool { conformances.contains("View") }

    func method(_ name: String) -> [FunctionDecl] { methods[name] ?? [] }
}
