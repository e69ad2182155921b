/// A property, static value or global constant a script reads by name, declared as Swift writes
/// it: `var count: Int`, `static let pi: Double`, `var x: CGFloat { get set }`, `let CGRectNull: CGRect`.
/// Its closure lives in its type's table under `name`; this is its typed signature.
struct NativeMember {
    enum Kind: String {
        /// `t.property`: read on a value (`"abc".count`).
        case property
        /// `t.staticValue`: read on the type (`CGPoint.zero`).
        case staticValue
        /// `t.typeConstant`: read on a type that shares a standard table (`UInt8.max`).
        case typeConstant
        /// `globalValue`: a name of its own (`CGRectNull`).
        case globalValue
        /// `environmentValue`, `environmentDefault`: a key of SwiftUI's `EnvironmentValues` (`\.colorScheme`).
        case environmentValue
    }

    let kind: Kind
    let declaration: String
    /// Read from the declaration's text, so that registering needs no parse.
    let name: String
    let hasGetter: Bool
    /// Registered with a setter: then, and only then, the declaration says `{ get set }`.
    let hasSetter: Bool
    /// The parsed declaration; nil until parsed (`NativeMember.parse`) or when it does not parse.
    var signature: MemberSignature?

    init(_ kind: Kind, _ declaration: String, hasGetter: Bool = true, hasSetter: Bool = false) {
        self.kind = kind
        self.declaration = declaration
        self.name = NativeSignatures.memberName(of: declaration)
        self.hasGetter = hasGetter
        self.hasSetter = hasSetter
    }

    /// Parses every declaration of `members` in one batch and records each one's signature.
    /// NB: reading a member runs its closure by name and never needs its declared type, so a
    /// type's members are parsed only when asked (`NativeType.declaredMembers`), not on first use.
    static func parse(_ members: inout [NativeMember]) {
        let signatures = NativeSignatures.parseMembers(members.map(\.declaration))
        for i in members.indices { members[i].signature = signatures[i] }
    }
}

/// What a member declaration says: its name, type, and whether it is static and settable.
struct MemberSignature {
    let name: String
    let type: TypeExpr
    let isStatic: Bool
    let isSettable: Bool
}
