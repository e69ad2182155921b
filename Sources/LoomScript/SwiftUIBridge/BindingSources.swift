import LoomUI

/// `@Binding` properties and parameters as SwiftUI has them: a view made with `$state`
/// (`Child(n: $n)`, or a helper's `Binding` parameter passed on) writes that state when its
/// actions set the property, and `binding.wrappedValue = v` on a `Binding` parameter writes the
/// state or the setter it was given. A binding is the value it reads here: a view records, per
/// `@Binding` property, which view's state it reads (`Fields.bindingSources`), a call's frame per
/// `Binding` parameter where its writes go (`Env.bindingWriters`).
extension Interpreter {
    /// What changed from `before` to `now` in properties bound to another view's state (`Child(n: $n)`)
    /// sets that state.
    func keepBindingWrites(from before: StructInstance, to now: StructInstance, on clock: MotionClock) {
        guard let sources = now.fields.bindingSources else { return }
        for (name, source) in sources {
            guard let value = now.fields[name], before.fields[name].map({ describe($0, debug: true) }) != describe(value, debug: true) else { continue }
            var owner = clock.states[source.viewKey] as? [String: Value] ?? [:]
            owner[source.property] = value
            clock.states[source.viewKey] = owner
        }
    }

    /// The scope holding the `self` a closure captured when that `self` is a view made with
    /// bindings to another view's state.
    func boundFrame(of closure: FunctionValue) -> Env? {
        var env: Env?
        switch closure.kind {
        case .closure(_, let e), .script(_, let e, _): env = e
        default: return nil
        }
        while let frame = env {
            if frame.count > 0, case .structValue(let s) = frame[0], s.fields.bindingSources != nil { return frame }
            env = frame.parent
        }
        return nil
    }

    /// `Child(n: $n)` in a view's body: the child's `@Binding` properties given `$state` of the
    /// view whose body is running, by property, for `keepChanges` to write back to. Nil when
    /// there are none, or no picture keeps state.
    func bindingSources(of type: UserType, _ params: [Param], _ mapping: [Int?], _ args: [Argument]) -> [String: BindingSource]? {
        var sources: [String: BindingSource] = [:]
        for (pi, p) in params.enumerated() where type.externallyStored.contains(p.name) {
            guard let ai = mapping[pi], let source = bindingSource(of: args[ai].value) else { continue }
            sources[p.name] = source
        }
        return sources.isEmpty ? nil : sources
    }

    /// The state an argument binds: `$progress` of the view whose body runs, or a `Binding`
    /// parameter of the running call that was given one (`func sizeGetter(_ size: Binding<CGSize>)`).
    func bindingSource(of argument: Expr) -> BindingSource? {
        switch argument.kind {
        case .member(let base, let projected) where projected.hasPrefix("$"):
            guard case .local(_, _, "self") = base.kind, let slot = environmentStack.last?.custom[ViewStateSlot.key] as? ViewStateSlot else { return nil }
            return BindingSource(viewKey: slot.key, property: String(projected.dropFirst()))
        case .local(_, _, let name):
            if case .state(let source)? = bindingArguments.last?[name] { return source }
            return nil
        default:
            return nil
        }
    }

    /// The `Binding` parameters of a call whose arguments bind state or were made with a setter
    /// (`Binding(get: { store }, set: { store = $0 })`), by parameter name; nil when none do.
    func bindingArguments(_ params: [Param], _ env: Env?, _ argumentAt: (Int) -> Expr?) throws -> [String: BindingWriter]? {
        var writers: [String: BindingWriter]?
        for (pi, p) in params.enumerated() where p.type?.baseName == "Binding" {
            guard let e = argumentAt(pi) else { continue }
            var writer: BindingWriter?
            if let source = bindingSource(of: e) {
                writer = .state(source)
            } else if case .call(let callee, let args) = e.kind, calleeName(callee) == "Binding",
                      let set = args.first(where: { $0.label == "set" }), case .function(let setter) = try eval(set.value, env) {
                writer = .setter(setter)
            } else if case .local(_, _, let name) = e.kind, let passedOn = bindingArguments.last?[name] {
                writer = passedOn
            }
            if let writer { writers = (writers ?? [:]).merging([p.name: writer]) { $1 } }
        }
        return writers
    }

    /// A frame's writers for the `Binding` parameters of `decl`, by slot.
    func bindingWriters(_ byName: [String: BindingWriter], of decl: FunctionDecl) -> [Int: BindingWriter]? {
        var out: [Int: BindingWriter] = [:]
        let offset = decl.hasSelf ? 1 : 0
        for (i, p) in decl.params.enumerated() { if let w = byName[p.name] { out[i + offset] = w } }
        return out.isEmpty ? nil : out
    }

    /// `binding.wrappedValue = v` on a `Binding` parameter: the parameter reads `v` from now on,
    /// and the state it binds (kept by the picture's clock) or its setter takes it. False when
    /// the parameter has no writer (nothing bound: the write only changes the parameter).
    func writeThroughBinding(_ holder: Env, _ index: Int, _ value: Value, loc: Loc) throws -> Bool {
        guard let writer = holder.bindingWriters?[index] else { return false }
        holder[index] = value
        switch writer {
        case .setter(let f):
            _ = try callFunction(f, [value], loc)
        case .state(let source):
            guard let clock = motionClock ?? environmentStack.last?.pictureState else { return true }
            var owner = clock.states[source.viewKey] as? [String: Value] ?? [:]
            owner[source.property] = value
            clock.states[source.viewKey] = owner
        }
        return true
    }
}
