import Foundation
import LoomGraphics
import LoomUI
import Synchronization

/// A type the bridge exposes to scripts (`Color`, `Circle`, `UnitPoint`, …) or a protocol
/// whose members apply to many of them (`View` modifiers, `Shape.fill`). Filled in declaratively
/// by the `Bridge/*.swift` tables through `NativeTypeBuilder`.
final class NativeType {
    let name: String
    var conformances: [String]
    /// The type's own generic parameters (`Array`'s `Element`), which its signatures may name.
    var genericParameters: [String] = []
    // The signature tables are parsed on first use (`materialize`): a script that never touches
    // a type does not pay for parsing its hundreds of signatures at startup.
    var inits: [NativeFunction] {
        get { materialize(); return storedInits }
        set { storedInits = newValue }
    }
    var staticMethods: [String: [NativeFunction]] {
        get { materialize(); return storedStaticMethods }
        set { storedStaticMethods = newValue }
    }
    var methods: [String: [NativeFunction]] {
        get { materialize(); return storedMethods }
        set { storedMethods = newValue }
    }
    private var storedInits: [NativeFunction] = []
    private var storedStaticMethods: [String: [NativeFunction]] = [:]
    private var storedMethods: [String: [NativeFunction]] = [:]
    var staticProperties: [String: (Interpreter) throws -> Value] = [:]
    /// A standard type's constants, made for the type of those sharing this table that was named
    /// (`Float.pi` is a Float, `UInt8.max` 255).
    var typeConstants: [String: (_ typeName: String) -> Value] = [:]
    var properties: [String: (Any) throws -> Value] = [:]
    /// Writable properties: given the payload and the new value, the new payload.
    var setters: [String: (Any, Value, Interpreter, Loc) throws -> Any] = [:]
    /// A one-index subscript write (`slice[i] = x`): given the payload, the index and the new
    /// value, the new payload.
    var elementSetter: ((Any, Value, Value, Loc) throws -> Any)?
    /// For protocols like `ShapeStyle`: the concrete types whose statics implicit members may name.
    var implicitMemberTypes: [String] = []
    var describe: ((Any) -> String)?
    /// For colours: the sRGB components a page shows as a swatch beside the value's text.
    var swatch: ((Any) -> RGBA?)?
    /// Hashable payloads (colours, alignments, …) compare by value.
    var equals: ((Any, Any) -> Bool)? = { a, b in
        guard let x = a as? AnyHashable, let y = b as? AnyHashable else { return false }
        return x == y
    }
    /// For option sets (`Edge.Set`, `NSRegularExpression.Options`): the empty set `[]` stands for.
    var emptyOptionSet: (any SetAlgebra)?
    /// The Swift type its values hold, when one was declared.
    var payloadType: Any.Type?
    /// Its payloads are `NativeConvertible` (a path kept by reference): asked before a cast to
    /// the protocol, which is slow where conversions fail often (overloads tried in turn).
    var standsForOtherTypes = false
    /// The Swift type of one value, when it depends on the value (`type(of:)` of a lazy
    /// adaptor names what it wraps: `LazyMapSequence<Array<Int>, Int>`).
    var typeName: ((Any) -> String)?
    /// For sequence-like natives (`ForEach` data wrappers): the elements.
    var sequence: ((Any) throws -> Value)?

    init(name: String, conformances: [String] = []) {
        self.name = name
        self.conformances = conformances
    }

    /// Signatures declared for this type and not parsed yet, with where each is filed.
    private var pending: [PendingSignature] = []
    /// True once `pending` is empty: read without the lock on every table access.
    private let parsed = Atomic<Bool>(true)
    /// Set while this thread files the type's own signatures (the filing closures read the tables).
    private var filing = false

    func addPending(_ signature: PendingSignature) {
        pending.append(signature)
        parsed.store(false, ordering: .releasing)
    }

    /// Parses the pending signatures in one batch and files them. The registry is shared by
    /// every page thread: the first to touch a type parses it, the others wait for it.
    @inline(__always)
    func materialize() {
        if parsed.load(ordering: .acquiring) { return }
        NativeType.parsingLock.lock()
        defer { NativeType.parsingLock.unlock() }
        guard !parsed.load(ordering: .acquiring), !filing else { return }
        filing = true
        let batch = pending
        pending = []
        NativeRegistry.file(batch)
        filing = false
        parsed.store(true, ordering: .releasing)
    }

    /// The declarations of the type's properties and static values, in the order written.
    private var members: [NativeMember] = []
    private var membersParsed = true

    /// Only while the registry is built.
    func addMember(_ member: NativeMember) {
        members.append(member)
        membersParsed = false
    }

    /// Every member declared for this type, each with its parsed signature (tests check them all).
    var declaredMembers: [NativeMember] {
        NativeType.parsingLock.withLock {
            if !membersParsed {
                NativeMember.parse(&members)
                membersParsed = true
            }
            return members
        }
    }

    /// Recursive: parsing one type's signatures may reach into another's tables.
    nonisolated(unsafe) static let parsingLock = NSRecursiveLock()
}

/// A signature waiting to be parsed, and what receives its declaration.
struct PendingSignature {
    let signature: String
    let typeGenerics: [String]
    let file: (FunctionDecl) -> Void
}

/// One bridged function: its Swift signature (parsed from source text, so labels, types and
/// defaults are written exactly as in SwiftUI) and its implementation.
struct NativeFunction {
    let decl: FunctionDecl
    let impl: (inout NativeCall) throws -> Value
}
