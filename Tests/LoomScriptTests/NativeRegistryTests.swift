import Testing
import LoomGraphics
import LoomUI
@testable import LoomScript

/// The native registry is Loom's own table of typed Swift signatures: a typo in one of them, or a
/// type it names that scripts cannot reach, is a Loom bug that would otherwise surface as a
/// confusing "no member" in some user's notebook.
@Suite("Native registry")
struct NativeRegistryTests {
    let registry = NativeRegistry.shared

    @Test func everySignatureParses() {
        registry.parseEverySignature()
        #expect(registry.invalidSignatures == [])
    }

    /// The functions made while a script runs (key paths, operators as values) have signatures too.
    @Test func everyHostSignatureParses() {
        let unparsed = HostSignature.allCases.filter { $0.decl == nil }.map(\.rawValue)
        #expect(unparsed == [])
        #expect(HostSignature.binaryOperator.decl?.params.count == 2)
    }

    /// A type's signatures are parsed when it is first used, not at startup (#15); its member
    /// names are known before that, from the signatures' text.
    @Test func aTypesSignaturesWaitForItsFirstUse() {
        let registry = NativeRegistry.shared
        #expect(registry.memberNames.contains("padding"))
        #expect(registry.methodNames.contains("append"))
        let view = registry.types["View"]!
        #expect(view.methods["padding"]?.isEmpty == false)
    }

    /// Signatures are parsed in one batch; a broken one must still be found, and alone.
    @Test func aBrokenSignatureIsFoundAmongGoodOnes() {
        let decls = NativeSignatures.parseAll(["f(_ x: Int) -> Int", "g(x: ", "mutating h()", "init(y: Double)"])
        #expect(decls.map { $0?.name } == ["f", nil, "h", "init"])
        #expect(decls[2]?.isMutating == true)
    }

    /// The types named in `type` that scripts cannot reach (`generics` are the declaration's own).
    func unknownTypes(in type: TypeExpr?, generics: Set<String>) -> Set<String> {
        var unknown: Set<String> = []
        // Standard-library generics the interpreter knows structurally (range and key-path values).
        let builtin = Self.builtinTypeNames
        func check(_ type: TypeExpr?, generics: Set<String>) {
            guard let type else { return }
            switch type {
            case .named(var name, let arguments):
                // `GridItem.Size.Type`: a metatype, known when its instance type is.
                if name.hasSuffix(".Type") { name.removeLast(".Type".count) }
                // `Data.Element`: a member type of a generic parameter.
                let root = String(name.prefix { $0 != "." })
                if registry.type(named: name) == nil, !builtin.contains(name), !generics.contains(root) {
                    unknown.insert(name)
                }
                arguments.forEach { check($0, generics: generics) }
            case .optional(let wrapped), .array(let wrapped): check(wrapped, generics: generics)
            case .dictionary(let key, let value): check(key, generics: generics); check(value, generics: generics)
            case .tuple(let elements, _): elements.forEach { check($0, generics: generics) }
            case .function(let parameters, let result):
                parameters.forEach { check($0, generics: generics) }
                check(result, generics: generics)
            case .opaque(let name):
                if registry.type(named: name) == nil { unknown.insert(name) }
            }
        }
        check(type, generics: generics)
        return unknown
    }

    static let builtinTypeNames = Set(Interpreter(budget: .default).builtinTypeNames + ["Range", "ClosedRange", "KeyPath", "Never", "AnyObject", TypeExpr.inoutMarker] + ScriptSession.preludeTypeNames)

    @Test func everyTypeASignatureNamesIsKnown() {
        var unknown: Set<String> = []
        func check(_ type: TypeExpr?, generics: Set<String>) {
            unknown.formUnion(unknownTypes(in: type, generics: generics))
        }
        func check(_ f: NativeFunction, owner: NativeType?) {
            // `Self`: the receiver's own type (`Double.rounded() -> Self` is a CGFloat on a CGFloat).
            let generics = Set(f.decl.genericParameters + (owner?.genericParameters ?? []) + ["Self"])
            for p in f.decl.params { check(p.type, generics: generics) }
            check(f.decl.returnType, generics: generics)
        }
        for (_, type) in registry.types.merging(registry.standardTypes, uniquingKeysWith: { a, _ in a }) {
            for f in type.inits { check(f, owner: type) }
            for fs in type.methods.values { for f in fs { check(f, owner: type) } }
            for fs in type.staticMethods.values { for f in fs { check(f, owner: type) } }
        }
        for fs in registry.everyFunction.values { for f in fs { check(f, owner: nil) } }
        #expect(unknown.sorted() == [])
    }

    /// Every property, static value, global constant and environment key is declared as Swift writes it
    /// (`var count: Int`, `static let zero: CGPoint`, `var x: CGFloat { get set }`): the
    /// declaration parses, under the name its closure is filed by, static as its kind is,
    /// settable exactly when it has a setter, naming only types scripts can reach, and once.
    @Test func everyMemberIsDeclaredOnceWithAKnownType() {
        var problems: [String] = []
        func check(_ members: [NativeMember], owner: NativeType?) {
            let owned = owner.map { "\($0.name)." } ?? ""
            var seen = Set<String>()
            for m in members {
                let at = "\(owned)\(m.name) (\(m.kind.rawValue) \"\(m.declaration)\")"
                guard let s = m.signature else { problems.append("\(at) does not parse"); continue }
                if s.name != m.name { problems.append("\(at) declares '\(s.name)'") }
                if s.isStatic != (m.kind == .staticValue || m.kind == .typeConstant) {
                    problems.append("\(at) is \(s.isStatic ? "" : "not ")static")
                }
                if s.isSettable != m.hasSetter { problems.append("\(at) says it is \(s.isSettable ? "" : "not ")settable") }
                // `Self`: the type reading it (`UInt8.max` is a UInt8).
                let generics = Set((owner?.genericParameters ?? []) + ["Self"])
                for name in unknownTypes(in: s.type, generics: generics).sorted() { problems.append("\(at) names unknown type \(name)") }
                // A static value and a type constant of one name would shadow each other too.
                let kind = m.kind == .staticValue || m.kind == .typeConstant ? "static" : "instance"
                if !seen.insert(kind + " " + m.name).inserted { problems.append("\(at) is declared twice") }
            }
        }
        /// Nothing is filed around the builders: every entry of a table has its declaration.
        func checkDeclared(_ names: some Sequence<String>, _ declared: [NativeMember], in owner: String, _ table: String) {
            let declaredNames = Set(declared.map(\.name))
            for name in names where !declaredNames.contains(name) { problems.append("\(owner)\(name) (\(table)) has no declaration") }
        }
        var checked = Set<ObjectIdentifier>()
        for type in Array(registry.types.values) + Array(registry.standardTypes.values)
            where checked.insert(ObjectIdentifier(type)).inserted {
            let members = type.declaredMembers
            check(members, owner: type)
            checkDeclared(type.properties.keys, members.filter { $0.kind == .property && $0.hasGetter }, in: type.name + ".", "property")
            checkDeclared(type.setters.keys, members.filter { $0.kind == .property && $0.hasSetter }, in: type.name + ".", "setter")
            checkDeclared(type.typeConstants.keys, members.filter { $0.kind == .typeConstant }, in: type.name + ".", "type constant")
        }
        let values = registry.declaredValues
        check(values, owner: nil)
        checkDeclared(registry.values.keys, values, in: "", "global value")
        check(registry.declaredEnvironmentKeys, owner: registry.types["EnvironmentValues"])
        #expect(problems.sorted() == [])
    }

    /// A member declaration that is not one typed property is found, and alone.
    @Test func aBrokenMemberDeclarationIsFound() {
        let parsed = NativeSignatures.parseMembers(["var count: Int", "var x: ", "static let pi: Double",
                                                    "var x: CGFloat { get set }", "var y = 2", "count"])
        #expect(parsed.map { $0?.name } == ["count", nil, "pi", "x", nil, nil])
        #expect(parsed[2]?.isStatic == true)
        #expect(parsed[3]?.isSettable == true && parsed[0]?.isSettable == false)
        #expect(NativeSignatures.memberName(of: "static let `default`: NotificationCenter") == "default")
    }

    /// Signatures may name the prelude's types because the prelude declares them.
    @Test func thePreludeDeclaresTheTypesSignaturesMayName() {
        let session = ScriptSession()
        session.loadStandardPrelude(mentionedIn: "AsyncImage")
        for name in ScriptSession.preludeTypeNames {
            #expect(session.interpreter.isVisibleGlobal(name), "the prelude does not declare \(name)")
        }
    }

    @Test func dottedTypesAreStaticMembersOfTheirParent() throws {
        let stop = try #require(registry.types["Gradient"]?.staticProperties["Stop"])
        guard case .type(.native(let t)) = try stop(Interpreter(budget: .default)) else {
            Issue.record("Gradient.Stop is not a type")
            return
        }
        #expect(t.name == "Gradient.Stop")
    }

    /// `wrap` finds a value's bridged type from its Swift type, including nested and renamed ones.
    @Test func wrapFindsTheBridgedType() {
        let cases: [(Any, String)] = [
            (Point(x: 1, y: 2), "CGPoint"), (Rect.zero, "CGRect"), (Font.Weight.bold, "Font.Weight"),
            (Color.red, "Color"), (Gradient.Stop(color: .red, location: 0), "Gradient.Stop"),
        ]
        for (payload, expected) in cases {
            guard case .native(let n) = registry.wrap(payload) else {
                Issue.record("\(payload) did not wrap as a native value")
                continue
            }
            #expect(n.type.name == expected)
        }
    }

    /// An option set's `[]` needs its empty value, which the compiler's choice of `nativeType`
    /// overload supplies: a payload declared through a non-generic path would silently lose it.
    @Test func everyOptionSetPayloadKnowsItsEmptySet() {
        let optionSets = registry.types.values.filter { $0.payloadType is any SetAlgebra.Type }
        #expect(optionSets.count >= 5)
        for t in optionSets { #expect(t.emptyOptionSet != nil, "\(t.name) has no empty option set") }
        #expect(registry.types["Edge.Set"]?.emptyOptionSet != nil)
    }

    /// Two entries with the same labels and parameter types can never be told apart: every call
    /// to them is "ambiguous". (One type's API is often spread over several bridge files.)
    @Test func noSignatureIsDeclaredTwice() {
        var duplicates: [String] = []
        func key(_ f: NativeFunction) -> String {
            f.decl.name + "(" + f.decl.params.map { "\($0.label ?? "_"): \($0.type.map { "\($0)" } ?? "")" }.joined(separator: ", ") + ")"
        }
        func check(_ owner: String, _ kind: String, _ fs: [NativeFunction]) {
            var seen = Set<String>()
            for f in fs where !seen.insert(key(f)).inserted { duplicates.append("\(owner) \(kind) \(key(f))") }
        }
        for (name, type) in registry.types where name == type.name {
            check(name, "init", type.inits)
            for (_, fs) in type.methods { check(name, "method", fs) }
            for (_, fs) in type.staticMethods { check(name, "static", fs) }
        }
        for (_, fs) in registry.everyFunction { check("global", "function", fs) }
        #expect(duplicates.sorted() == [])
    }

    @Test func sessionsShareOneRegistry() {
        #expect(ScriptSession().interpreter.natives === ScriptSession().interpreter.natives)
    }
}
