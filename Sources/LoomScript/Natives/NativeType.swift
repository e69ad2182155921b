import LoomUI

/// A type the bridge exposes to scripts (`Color`, `Circle`, `UnitPoint`, …) or a protocol
/// whose members apply to many of them (`View` modifiers, `Shape.fill`). Filled in declaratively
/// by the `Bridge/*.swift` tables through `NativeTypeBuilder`.
final class NativeType {
    let name: String
    var conformances: [String]
    /// The type's own generic parameters (`Array`'s `Element`), which its signatures may name.
    var genericParameters: [String] = []
    var inits: [NativeFunction] = []
    var staticProperties: [String: (Interpreter) throws -> Value] = [:]
    var staticMethods: [String: [NativeFunction]] = [:]
    var methods: [String: [NativeFunction]] = [:]
    var properties: [String: (Any) throws -> Value] = [:]
    /// Writable properties: given the payload and the new value, the new payload.
    var setters: [String: (Any, Value, Interpreter, Loc) throws -> Any] = [:]
    /// For protocols like `ShapeStyle`: the concrete types whose statics implicit members may name.
    var implicitMemberTypes: [String] = []
    var describe: ((Any) -> String)?
    /// Hashable payloads (colours, alignments, …) compare by value.
    var equals: ((Any, Any) -> Bool)? = { a, b in
        guard let x = a as? AnyHashable, let y = b as? AnyHashable else { return false }
        return x == y
    }
    /// For sequence-like natives (`ForEach` data wrappers): the elements.
    var sequence: ((Any) throws -> Value)?

    init(name: String, conformances: [String] = []) {
        self.name = name
        self.conformances = conformances
    }
}

/// One bridged function: its Swift signature (parsed from source text, so labels, types and
/// defaults are written exactly as in SwiftUI) and its implementation.
struct NativeFunction {
    let decl: FunctionDecl
    let impl: (inout NativeCall) throws -> Value
}
