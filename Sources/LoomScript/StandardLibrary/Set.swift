extension NativeRegistry {
    /// `Set`'s own API (insert/remove, the set algebra, subset tests). The rest of the sequence
    /// API (`map`, `sorted`, `reduce`, …) comes from `Array`'s table over the members.
    func installSet() {
        standardType("Set", generics: ["Element"]) { t in
            t.initializer("init()") { _ in .set(SetValue()) }
            t.initializer("init(minimumCapacity: Int)") { _ in .set(SetValue()) }
            t.initializer("init(_ elements: Any)") { c in .set(try c.interpreter.makeSet(c.value(0), c.loc)) }
            t.property("var count: Int", of: SetValue.self) { .int($0.count) }
            t.property("var isEmpty: Bool", of: SetValue.self) { .bool($0.count == 0) }
            t.method("contains(_ member: Element) -> Bool") { c in
                let s = try c.receiver(as: SetValue.self)
                return .bool(s.contains(try c.element(0, like: s.members)))
            }
            t.method("contains(where predicate: (Element) throws -> Bool) rethrows -> Bool") { c in
                .bool(try c.receiver(as: SetValue.self).members.contains(where: try c.predicate(0)))
            }
            t.method("filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Set<Element>") { c in
                // Set.filter keeps the type: the result is a Set, not an Array.
                .set(SetValue(try c.receiver(as: SetValue.self).members.filter(try c.predicate(0))))
            }
            t.method("mutating insert(_ newMember: Element) -> (inserted: Bool, memberAfterInsert: Element)") { c in
                var s = try c.takeReceiver(as: SetValue.self)
                defer { c.newReceiver = .set(s) }
                let x = try hashable(try c.element(0, like: s.members), c)
                if let present = s.member(equalTo: x) { return .tuple([.bool(false), present], ["inserted", "memberAfterInsert"]) }
                s.insert(x)
                return .tuple([.bool(true), x], ["inserted", "memberAfterInsert"])
            }
            t.method("mutating update(with newMember: Element) -> Element?") { c in
                var s = try c.receiver(as: SetValue.self)
                let x = try hashable(c.value(0), c)
                let old = s.remove(x)
                s.insert(x)
                c.newReceiver = .set(s)
                return old.map { .some($0) } ?? .null
            }
            t.method("mutating remove(_ member: Element) -> Element?") { c in
                var s = try c.takeReceiver(as: SetValue.self)
                defer { c.newReceiver = .set(s) }
                return s.remove(try c.element(0, like: s.members)).map { .some($0) } ?? .null
            }
            for (name, optional) in [("removeFirst", false), ("popFirst", true)] {
                t.method("mutating \(name)() -> Element\(optional ? "?" : "")") { c in
                    var s = try c.receiver(as: SetValue.self)
                    guard let first = s.members.first else {
                        if optional { return .null }
                        throw ScriptError(c.loc, "Fatal error: Can't removeFirst from an empty Set")
                    }
                    _ = s.remove(first)
                    c.newReceiver = .set(s)
                    return optional ? .some(first) : first
                }
            }
            t.method("mutating removeAll(keepingCapacity keepCapacity: Bool = false)") { c in c.newReceiver = .set(SetValue()); return .void }
            t.method("mutating removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows") { c in
                let (s, test) = (try c.receiver(as: SetValue.self), try c.predicate(0))
                c.newReceiver = .set(SetValue(try s.members.filter { try !test($0) }))
                return .void
            }
            installSetAlgebra(t)
        }
    }

    private func installSetAlgebra(_ t: NativeTypeBuilder) {
        let algebra: [(String, String?, (SetValue, SetValue) -> SetValue)] = [
            ("union", "formUnion", { s, other in var u = s; for x in other.members { u.insert(x) }; return u }),
            ("intersection", "formIntersection", { s, other in SetValue(s.members.filter(other.contains)) }),
            ("subtracting", "subtract", { s, other in SetValue(s.members.filter { !other.contains($0) }) }),
            ("symmetricDifference", "formSymmetricDifference", { s, other in
                SetValue(s.members.filter { !other.contains($0) } + other.members.filter { !s.contains($0) })
            }),
        ]
        for (name, formName, combine) in algebra {
            t.method("\(name)<S: Sequence>(_ other: S) -> Set<Element>") { c in
                .set(combine(try c.receiver(as: SetValue.self), try c.interpreter.makeSet(c.value(0), c.loc)))
            }
            if let formName {
                t.method("mutating \(formName)<S: Sequence>(_ other: S)") { c in
                    c.newReceiver = .set(combine(try c.receiver(as: SetValue.self), try c.interpreter.makeSet(c.value(0), c.loc)))
                    return .void
                }
            }
        }
        let tests: [(String, (SetValue, SetValue) -> Bool)] = [
            ("isSubset(of", { s, o in s.members.allSatisfy(o.contains) }),
            ("isSuperset(of", { s, o in o.members.allSatisfy(s.contains) }),
            ("isStrictSubset(of", { s, o in s.members.allSatisfy(o.contains) && s.count < o.count }),
            ("isStrictSuperset(of", { s, o in o.members.allSatisfy(s.contains) && s.count > o.count }),
            ("isDisjoint(with", { s, o in !s.members.contains(where: o.contains) }),
        ]
        for (head, test) in tests {
            let (name, label) = (head.prefix { $0 != "(" }, head.drop { $0 != "(" }.dropFirst())
            t.method("\(name)<S: Sequence>(\(label) other: S) -> Bool") { c in
                .bool(test(try c.receiver(as: SetValue.self), try c.interpreter.makeSet(c.value(0), c.loc)))
            }
        }
    }
}

/// A member for a set: values that cannot be hashed are a type error, as in Swift.
private func hashable(_ x: Value, _ c: NativeCall) throws -> Value {
    guard !SetValue.unhashable(x) else { throw ScriptError(c.loc, "type '\(x.typeName)' does not conform to protocol 'Hashable'") }
    return x
}

extension Interpreter {
    /// A set from any sequence; members that cannot be hashed are a type error, as in Swift.
    func makeSet(_ v: Value, _ loc: Loc) throws -> SetValue {
        if case .set(let s) = v { return s }
        var out = SetValue()
        for x in try elements(v, loc) {
            guard !SetValue.unhashable(x) else { throw ScriptError(loc, "type '\(x.typeName)' does not conform to protocol 'Hashable'") }
            out.insert(x)
        }
        return out
    }
}
