import Foundation

/// A module's public API as its sources declare it: types, members, functions, properties and
/// enum cases with their declarations and documentation comments. It is read from the syntax
/// trees alone (`ModuleInterfaceReader`), with no type checking, so it exists for a SwiftUI
/// library that cannot be compiled on this machine; DocC's symbol graph is made from it.
///
/// What needs a type checker is left out: an unwritten property type other than a literal's, the
/// members and conformances the compiler synthesizes (`init(rawValue:)`, `Equatable`'s `!=`).
public struct ModuleInterface: Sendable {
    public var module: String
    /// In source order: files as given, declarations as written.
    public var symbols: [Symbol]

    public init(module: String, symbols: [Symbol]) {
        self.module = module
        self.symbols = symbols
    }
}

extension ModuleInterface {
    public struct Symbol: Sendable {
        /// The symbol graph's kind identifiers.
        public enum Kind: String, Sendable {
            case structure = "swift.struct", classType = "swift.class", enumeration = "swift.enum"
            case protocolType = "swift.protocol", actor = "swift.actor", typeAlias = "swift.typealias"
            case associatedType = "swift.associatedtype", enumCase = "swift.enum.case"
            case function = "swift.func", `operator` = "swift.func.op", variable = "swift.var"
            case initializer = "swift.init", method = "swift.method", typeMethod = "swift.type.method"
            case property = "swift.property", typeProperty = "swift.type.property"
            case `subscript` = "swift.subscript", typeSubscript = "swift.type.subscript"

            /// A nominal type: members can name it as their parent.
            public var isType: Bool {
                [.structure, .classType, .enumeration, .protocolType, .actor].contains(self)
            }

            /// What DocC calls it on a page ("Structure", "Instance Method").
            public var displayName: String {
                switch self {
                case .structure: return "Structure"
                case .classType: return "Class"
                case .enumeration: return "Enumeration"
                case .protocolType: return "Protocol"
                case .actor: return "Actor"
                case .typeAlias: return "Type Alias"
                case .associatedType: return "Associated Type"
                case .enumCase: return "Case"
                case .function: return "Function"
                case .operator: return "Operator"
                case .variable: return "Global Variable"
                case .initializer: return "Initializer"
                case .method: return "Instance Method"
                case .typeMethod: return "Type Method"
                case .property: return "Instance Property"
                case .typeProperty: return "Type Property"
                case .subscript: return "Instance Subscript"
                case .typeSubscript: return "Type Subscript"
                }
            }
        }

        public var kind: Kind
        /// The enclosing types' names from the top level down, then its own path component
        /// (`["Badge", "init(_:tint:)"]`): what a DocC link spells (``Badge/init(_:tint:)``).
        public var path: [String]
        /// DocC's title: a function's name with its labels, a nested type's qualified name.
        public var title: String
        /// The declaration as a reader sees it (access modifiers and bodies left out).
        public var declaration: [Fragment]
        /// The short form DocC lists it by: external labels and types only.
        public var subHeading: [Fragment]
        /// A function's parameters: the name callers see (the label, else the parameter's name)
        /// and the one inside the body, when different.
        public var parameters: [Parameter] = []
        /// A function's result type; empty for `Void`.
        public var returns: [Fragment] = []
        /// The `///` comment's lines, without the slashes and their common indentation.
        public var documentation: [String] = []
        /// Nil for what the compiler would synthesize (an enum's `init(rawValue:)`).
        public var location: Location?
        /// Declared in a protocol's body: one of its requirements.
        public var isRequirement = false
        /// The types its declaration and its extensions inherit or conform to, as written.
        public var inherits: [String] = []
        /// Declared in an extension rather than in its type's body.
        public var inExtension = false
        /// A member of an extension of a type this module does not declare: that type's name
        /// (`View`); its `path` starts with it.
        public var extendedType: String?

        /// The path of the type it is a member of; nil at the top level.
        public var parentPath: [String]? { path.count > 1 ? Array(path.dropLast()) : nil }
    }

    /// One piece of a declaration, kinded as DocC colours it.
    public struct Fragment: Equatable, Sendable {
        public enum Kind: String, Sendable {
            case keyword, attribute, number, string, identifier, typeIdentifier, genericParameter
            case internalParam, externalParam, text
        }

        public var kind: Kind
        public var spelling: String

        public init(_ kind: Kind, _ spelling: String) {
            self.kind = kind
            self.spelling = spelling
        }
    }

    public struct Parameter: Equatable, Sendable {
        public var name: String
        public var internalName: String?
        /// `name: Type` as the declaration writes it.
        public var declaration: [Fragment]
    }

    /// Where the symbol's name is: the file's path as given, 0-based line and column (the
    /// symbol graph's convention).
    public struct Location: Sendable {
        public var file: String
        public var line: Int
        public var column: Int
    }
}
