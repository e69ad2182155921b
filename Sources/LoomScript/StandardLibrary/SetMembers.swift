/// `Set`'s own API (insert/remove, the set algebra, subset tests). Everything else a set
/// shares with sequences (`map`, `sorted`, `reduce`, …) runs on its members like an array.
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

    func setMember(_ s: SetValue, _ name: String, _ v: Value, loc: Loc, forCall: Bool = false) -> Value? {
        switch name {
        case "count": return .int(s.count)
        case "isEmpty": return .bool(s.count == 0)
        case "contains": return builtin(name) { [unowned self] call in
            if case .function(let f) = try call.arg(0) {
                return .bool(try s.members.contains { try self.truthy(try self.callFunction(f, [$0], call.loc), call.loc) })
            }
            return .bool(s.contains(try call.arg(0)))
        }
        case "insert": return builtin(name, receiver: v) { [unowned self] call in
            let x = self.unifyWithMembers(try call.arg(0), s)
            var copy = s
            guard !SetValue.unhashable(x) else { throw ScriptError(call.loc, "type '\(x.typeName)' does not conform to protocol 'Hashable'") }
            if let present = copy.member(equalTo: x) { return .tuple([.bool(false), present], ["inserted", "memberAfterInsert"]) }
            copy.insert(x)
            call.newReceiver = .set(copy)
            return .tuple([.bool(true), x], ["inserted", "memberAfterInsert"])
        }
        case "update": return builtin(name, receiver: v) { call in
            let x = try call.arg(0)
            var copy = s
            let old = copy.remove(x)
            copy.insert(x)
            call.newReceiver = .set(copy)
            return old.map { .some($0) } ?? .null
        }
        case "remove": return builtin(name, receiver: v) { call in
            var copy = s
            guard let old = copy.remove(try call.arg(0)) else { return .null }
            call.newReceiver = .set(copy)
            return .some(old)
        }
        case "removeFirst", "popFirst": return builtin(name, receiver: v) { call in
            guard let first = s.members.first else {
                if name == "popFirst" { return .null }
                throw ScriptError(call.loc, "Fatal error: Can't removeFirst from an empty Set")
            }
            var copy = s
            _ = copy.remove(first)
            call.newReceiver = .set(copy)
            return name == "popFirst" ? .some(first) : first
        }
        case "removeAll": return builtin(name, receiver: v) { [unowned self] call in
            if call.args.isEmpty { call.newReceiver = .set(SetValue()); return .void }
            let f = try call.function(0)
            call.newReceiver = .set(SetValue(try s.members.filter { try !self.truthy(try self.callFunction(f, [$0], call.loc), call.loc) }))
            return .void
        }
        case "filter": return builtin(name) { [unowned self] call in
            // Set.filter keeps the type: the result is a Set, not an Array.
            let f = try call.function(0)
            return .set(SetValue(try s.members.filter { try self.truthy(try self.callFunction(f, [$0], call.loc), call.loc) }))
        }
        case "union", "intersection", "subtracting", "symmetricDifference",
             "formUnion", "formIntersection", "subtract", "formSymmetricDifference":
            return builtin(name, receiver: v) { [unowned self] call in
                let other = try self.makeSet(try call.arg(0), call.loc)
                let result: SetValue
                switch name {
                case "union", "formUnion":
                    var u = s
                    for x in other.members { u.insert(x) }
                    result = u
                case "intersection", "formIntersection": result = SetValue(s.members.filter(other.contains))
                case "subtracting", "subtract": result = SetValue(s.members.filter { !other.contains($0) })
                default: result = SetValue(s.members.filter { !other.contains($0) } + other.members.filter { !s.contains($0) })
                }
                if name.hasPrefix("form") || name == "subtract" { call.newReceiver = .set(result); return .void }
                return .set(result)
            }
        case "isSubset", "isSuperset", "isStrictSubset", "isStrictSuperset", "isDisjoint":
            return builtin(name) { [unowned self] call in
                let other = try self.makeSet(try call.arg(0), call.loc)
                let subset = s.members.allSatisfy(other.contains)
                let superset = other.members.allSatisfy(s.contains)
                switch name {
                case "isSubset": return .bool(subset)
                case "isSuperset": return .bool(superset)
                case "isStrictSubset": return .bool(subset && s.count < other.count)
                case "isStrictSuperset": return .bool(superset && s.count > other.count)
                default: return .bool(!s.members.contains(where: other.contains))
                }
            }
        default:
            // Sequence API: `map`, `sorted`, `min`, `reduce`, `first`, `forEach`, …
            return sequenceMember(s.members, name, forCall: forCall)
        }
    }

    /// `doubles.insert(1)`: an integer literal joins the set's floating-point element type.
    private func unifyWithMembers(_ x: Value, _ s: SetValue) -> Value {
        if case .int(let i) = x, case .double(_, let k)? = s.members.first { return .double(Double(i), k) }
        return x
    }
}
