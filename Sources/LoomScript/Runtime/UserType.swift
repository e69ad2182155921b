/// A struct, class, enum or protocol declared by a script, with everything its extensions added.
final class UserType {
    let name: String
    let kind: TypeKind
    var conformances: [String] = []
    /// Stored properties in declaration order (memberwise init and printing follow it).
    var storedProperties: [(name: String, type: TypeExpr?, initial: Expr?, isLet: Bool)] = []
    var computed: [String: (getter: FunctionDecl, setter: FunctionDecl?)] = [:]
    var methods: [String: [FunctionDecl]] = [:]
    var staticMethods: [String: [FunctionDecl]] = [:]
    var staticComputed: [String: FunctionDecl] = [:]
    var staticStored: [String: (type: TypeExpr?, initial: Expr?)] = [:]
    var staticValues: [String: Value] = [:]
    var initializers: [FunctionDecl] = []
    var cases: [EnumCaseDecl] = []
    var rawType: TypeExpr?
    var observers: [String: (willSet: FunctionDecl?, didSet: FunctionDecl?)] = [:]
    var nestedTypes: [String: RuntimeType] = [:]
    /// The environment the declaration was made in (nested in a function, or nil at top level).
    var env: Env?

    init(name: String, kind: TypeKind) { self.name = name; self.kind = kind }

    var isView: Bool { conformances.contains("View") }

    func method(_ name: String) -> [FunctionDecl] { methods[name] ?? [] }
}
