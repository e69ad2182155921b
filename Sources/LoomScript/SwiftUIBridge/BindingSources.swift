import LoomUI

/// `@Binding` properties as SwiftUI has them: a view made with `$state` (`Child(n: $n)`, or a
/// helper's `Binding` parameter passed on) writes that state when its actions set the property.
/// Loom has no Binding value yet: a view records, per `@Binding` property, which view's state it
/// reads (`Fields.bindingSources`), and what its actions change there is kept for that view too.
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
            return bindingArguments.last?[name]
        default:
            return nil
        }
    }

    /// The `Binding` parameters of a call whose arguments bind state, by parameter name; nil
    /// when none do (the common case: nothing is pushed).
    func bindingArguments(_ params: [Param], _ argumentAt: (Int) -> Expr?) -> [String: BindingSource]? {
        var sources: [String: BindingSource]?
        for (pi, p) in params.enumerated() where p.type?.baseName == "Binding" {
            guard let e = argumentAt(pi), let source = bindingSource(of: e) else { continue }
            sources = (sources ?? [:]).merging([p.name: source]) { $1 }
        }
        return sources
    }
}
