import Foundation

/// The signatures of native functions made while a script runs: a key path, an instance method
/// named through its type (`String.uppercased`), an operator passed as a value (`reduce(0, +)`),
/// an `@autoclosure` argument. They are typed like the registry's and go through the same
/// overload choice; `NativeRegistryTests` parses every one.
enum HostSignature: String, CaseIterable {
    case keyPath = "keyPath(_ root: Any) -> Any"
    case appendingKeyPath = "appending(path: Any) -> Any"
    case unappliedMethod = "method(_ instance: Any) -> Any"
    case binaryOperator = "apply(_ lhs: Any, _ rhs: Any) -> Any"
    case autoclosure = "autoclosure() -> Any"
    /// The setter of a variable with `willSet`/`didSet` (`var n = 1 { didSet { … } }`).
    case observedSetter = "set(_ newValue: Any) -> Void"
    /// A closure argument whose results are checked against one overload's result type.
    case checkedClosure = "checked(_ argument: Any) -> Any"
    /// Reading a library global whose initial value failed: the failure, on first use.
    case failedGlobal = "get() -> Any"
    /// `PreferenceKey.reduce(value:nextValue:)`'s second argument.
    case nextValue = "nextValue() -> Any"
    /// An environment action read at rest (`dismiss()`, `openURL(url)`): never run in a picture.
    case environmentAction = "callAsFunction() -> Void"
    case openURLAction = "callAsFunction(_ url: URL) -> Void"

    var decl: FunctionDecl? { HostSignatureTable.shared.decls[self] }
}

/// Every `HostSignature` parsed at once, on first use, and then only read.
final class HostSignatureTable: @unchecked Sendable {
    static let shared = HostSignatureTable()
    let decls: [HostSignature: FunctionDecl]

    private init() {
        let all = HostSignature.allCases
        var decls: [HostSignature: FunctionDecl] = [:]
        for (s, d) in zip(all, NativeSignatures.parseAll(all.map(\.rawValue))) { decls[s] = d }
        self.decls = decls
    }
}

extension Interpreter {
    /// A native function value of `signature`, shown as `name`, bound to `receiver`.
    func hostFunction(_ signature: HostSignature, named name: String? = nil, receiver: Value? = nil,
                      _ impl: @escaping (inout NativeCall) throws -> Value) -> FunctionValue {
        // NB: a signature that does not parse fails NativeRegistryTests; at run time it takes no arguments.
        let decl = signature.decl ?? FunctionDecl(name: "invalid_signature", params: [], returnType: nil, body: nil, loc: .none)
        return FunctionValue(.native(name: name ?? decl.name, [NativeFunction(decl: decl, impl: impl)]), receiver: receiver)
    }
}
