/// Key paths (`\.name`, `\Point.x`, `\[Int].[1]`, `\(Int, String).0`, `\.owner?.name`): a
/// function from a root value to the value at the path. Property-only paths also remember
/// their names, for writes (`sort(using:)`, bindings); every path remembers its text, for `==`.
extension Interpreter {
    func keyPathValue(_ components: [KeyPathComponent], root: String? = nil, _ env: Env?) throws -> Value {
        // Subscript arguments are evaluated when the path is made (`\[String].[index]` keeps
        // that index), into a frame of their own that the path reads them from.
        let (components, env) = try capturingSubscriptArguments(components, env)
        let throughOptional = components.contains { if case .optional = $0 { return true }; return false }
        let f = hostFunction(.keyPath) { [unowned self] call in
            var v = call.value(0)
            for c in components {
                switch c {
                case .property("self"): continue
                case .property(let n):
                    if case .tuple(let vs, let labels) = v {
                        if let i = Int(n), i < vs.count { v = vs[i]; continue }
                        if let i = labels.firstIndex(of: n) { v = vs[i]; continue }
                    }
                    v = try self.member(of: v, n, loc: call.loc, expected: nil)
                case .subscriptArgs(let args): v = try self.subscriptGet(v, args, env, call.loc)
                case .optional:
                    guard let inner = v.optionalPayload else { return .null }
                    v = inner
                case .forced:
                    guard let inner = v.optionalPayload else {
                        throw ScriptError(call.loc, "Fatal error: Unexpectedly found nil while unwrapping an Optional value")
                    }
                    v = inner
                }
            }
            // A path through an optional makes an optional (`\.owner?.name` is `String?`).
            if throughOptional {
                switch v {
                case .null, .some: break
                default: v = .some(v)
                }
            }
            return v
        }
        // A path of properties is written through by name; any path by its components (a tuple's
        // element, `\.scores.1`, too).
        let properties = components.compactMap { c -> String? in if case .property(let n) = c { return n }; return nil }
        if properties.count == components.count, !properties.contains(where: { Int($0) != nil }) { f.keyPath = properties.filter { $0 != "self" } }
        f.keyPathWriter = { [unowned self] root, newValue, loc in try self.write(newValue, at: components[...], in: root, env, loc: loc) }
        f.keyPathText = components.map { c -> String in
            switch c {
            case .property(let n): return "." + n
            // (By the arguments' values: `\[Int].[i]` made with 1 and with 2 are different paths.)
            case .subscriptArgs(let args):
                return "[" + args.map { a in
                    let v = if case .local(0, let i, _) = a.value.kind, let env { describe(env[i], debug: true) } else { "\(a.value.kind)" }
                    return (a.label.map { $0 + ": " } ?? "") + v
                }.joined(separator: ", ") + "]"
            case .optional: return "?"
            case .forced: return "!"
            }
        }.joined()
        f.keyPathRoot = root
        f.keyPathComponents = components
        return .function(f)
    }

    private func capturingSubscriptArguments(_ components: [KeyPathComponent], _ env: Env?) throws -> ([KeyPathComponent], Env?) {
        let count = components.reduce(0) { n, c in if case .subscriptArgs(let args) = c { n + args.count } else { n } }
        guard count > 0 else { return (components, env) }
        let frame = Env(count: count, parent: nil)
        var next = 0
        let captured = try components.map { c -> KeyPathComponent in
            guard case .subscriptArgs(let args) = c else { return c }
            return .subscriptArgs(try args.map { a in
                frame[next] = try eval(a.value, env)
                defer { next += 1 }
                var copy = a
                copy.value = Expr(.local(depth: 0, index: next, name: "\(a.value.kind)"), a.value.loc)
                return copy
            })
        }
        return (captured, frame)
    }

    /// `root` with the value at `path` replaced by `newValue`, each value type on the way copied
    /// back up (`p[keyPath: \P.a[0]] = 7`).
    private func write(_ newValue: Value, at path: ArraySlice<KeyPathComponent>, in root: Value, _ env: Env?, loc: Loc) throws -> Value {
        guard let first = path.first else { return newValue }
        let rest = path.dropFirst()
        switch first {
        case .property("self"):
            return try write(newValue, at: rest, in: root, env, loc: loc)
        case .property(let n):
            if case .tuple(var vs, let labels) = root, let i = Int(n) ?? labels.firstIndex(of: n), i < vs.count {
                vs[i] = try write(newValue, at: rest, in: vs[i], env, loc: loc)
                return .tuple(vs, labels)
            }
            let child = try member(of: root, n, loc: loc, expected: nil)
            return try setMember(root, n, try write(newValue, at: rest, in: child, env, loc: loc), loc: loc) ?? root
        case .subscriptArgs(let args):
            let child = try subscriptGet(root, args, env, loc)
            return try subscriptSet(root, args, try write(newValue, at: rest, in: child, env, loc: loc), env, loc)
        case .optional, .forced:
            guard let inner = root.optionalPayload else {
                if case .forced = first { throw ScriptError(loc, "Fatal error: Unexpectedly found nil while unwrapping an Optional value") }
                return root
            }
            return .some(try write(newValue, at: rest, in: inner, env, loc: loc))
        }
    }

    /// `path.appending(path: other)`: the first path, then the second from where it ends.
    func appendingKeyPath(_ first: FunctionValue, _ second: FunctionValue, loc: Loc) -> Value {
        let f = hostFunction(.keyPath) { [unowned self] call in
            let middle = try self.callFunction(first, [call.value(0)], call.loc)
            return try self.callFunction(second, [middle], call.loc)
        }
        if let a = first.keyPath, let b = second.keyPath { f.keyPath = a + b }
        f.keyPathText = (first.keyPathText ?? "") + (second.keyPathText ?? "")
        f.keyPathRoot = first.keyPathRoot
        return .function(f)
    }
}
