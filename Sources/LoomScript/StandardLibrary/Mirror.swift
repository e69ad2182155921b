/// Swift's `Mirror`: a value's parts as its type lays them out — a struct's or class's stored
/// properties, an enum case's payload under the case's name, a tuple's elements, a collection's
/// elements, an Optional's wrapped value — with its display style and type.
struct MirrorValue {
    var subjectType: RuntimeType
    var displayStyle: MirrorDisplayStyle?
    var children: [(label: String?, value: Value)]
    /// A class instance's mirror of the part its superclass declares.
    var superclass: (() -> MirrorValue)?
}

/// `Mirror.DisplayStyle`.
enum MirrorDisplayStyle: String, CaseIterable {
    case `struct`, `class`, `enum`, tuple, optional, collection, dictionary, set
}

extension NativeRegistry {
    func installMirror() {
        nativeType("Mirror.DisplayStyle", payload: MirrorDisplayStyle.self, conformances: ["Equatable", "Hashable"]) { t in
            t.constants(of: MirrorDisplayStyle.self)
            t.type.describe = { ($0 as! MirrorDisplayStyle).rawValue }
        }
        nativeType("Mirror", payload: MirrorValue.self) { t in
            t.initializer("init(reflecting subject: Any)") { c in c.wrap(c.interpreter.mirror(of: c.value(0))) }
            t.property("var children: [(label: String?, value: Any)]") { m in
                .array((m as! MirrorValue).children.map { .tuple([$0.label.map { .some(.string($0)) } ?? .null, $0.value], ["label", "value"]) })
            }
            t.property("var displayStyle: Mirror.DisplayStyle?") { m in
                (m as! MirrorValue).displayStyle.map { .some(self.wrap($0, as: "Mirror.DisplayStyle")) } ?? .null
            }
            t.property("var subjectType: Any.Type") { m in .type((m as! MirrorValue).subjectType) }
            t.property("var superclassMirror: Mirror?") { m in
                (m as! MirrorValue).superclass.map { .some(self.wrap($0(), as: "Mirror")) } ?? .null
            }
            // `descendant("address", "city")`, `descendant(0)`: a child by label or position, then its child …
            t.method("descendant(_ first: Any, _ rest: Any...) -> Any?") { c in
                var path = [c.value(0)]
                if case .array(let rest) = c.value(1) { path += rest }
                var mirror: MirrorValue = try c.receiverNative()
                var found: Value?
                for step in path {
                    if let f = found { mirror = c.interpreter.mirror(of: f) }
                    switch step {
                    case .string(let label): found = mirror.children.first { $0.label == label }?.value
                    case .int(let i): found = mirror.children.indices.contains(i) ? mirror.children[i].value : nil
                    default: found = nil
                    }
                    if found == nil { return .null }
                }
                return found.map { .some($0) } ?? .null
            }
        }
    }
}

extension Interpreter {
    func mirror(of subject: Value) -> MirrorValue {
        let type = metatype(of: subject)
        switch subject {
        case .structValue(let s):
            return MirrorValue(subjectType: type, displayStyle: .struct,
                               children: s.type.storedProperties.map { ($0.name, s.fields[$0.name] ?? .void) })
        case .object(let o):
            return classMirror(o, o.type, type)
        case .enumValue(let e):
            guard !e.payload.isEmpty else { return MirrorValue(subjectType: type, displayStyle: .enum, children: []) }
            let payload: Value = e.payload.count == 1 && e.labels.first.map({ $0 == nil }) ?? true ? e.payload[0] : .tuple(e.payload, e.labels)
            return MirrorValue(subjectType: type, displayStyle: .enum, children: [(e.caseName, payload)])
        case .tuple(let xs, let labels):
            let children = xs.indices.map { i in (labels.indices.contains(i) && labels[i] != nil ? labels[i]! : ".\(i)", xs[i]) }
            return MirrorValue(subjectType: type, displayStyle: .tuple, children: children.map { ($0.0, $0.1) })
        case .array(let xs):
            return MirrorValue(subjectType: type, displayStyle: .collection, children: xs.map { (nil, $0) })
        case .set(let s):
            return MirrorValue(subjectType: type, displayStyle: .set, children: s.members.map { (nil, $0) })
        case .dictionary(let d):
            return MirrorValue(subjectType: type, displayStyle: .dictionary,
                               children: zip(d.keys, d.values).map { (nil, .tuple([$0, $1], ["key", "value"])) })
        case .some(let x):
            return MirrorValue(subjectType: type, displayStyle: .optional, children: [("some", x)])
        case .null:
            return MirrorValue(subjectType: type, displayStyle: .optional, children: [])
        default:
            return MirrorValue(subjectType: type, displayStyle: nil, children: [])
        }
    }

    /// A class instance's mirror at `level` of its hierarchy: the properties that class declares,
    /// the rest in its superclass mirror.
    private func classMirror(_ o: ObjectInstance, _ level: UserType, _ type: RuntimeType) -> MirrorValue {
        let children: [(label: String?, value: Value)] = level.storedProperties.map { ($0.name, o.fields[$0.name] ?? .void) }
        let superclass = level.superclass.map { sup in { [unowned self] in self.classMirror(o, sup, .user(sup)) } }
        return MirrorValue(subjectType: type, displayStyle: .class, children: children, superclass: superclass)
    }
}
