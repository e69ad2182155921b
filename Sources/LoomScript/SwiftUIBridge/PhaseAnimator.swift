import LoomUI

/// `PhaseAnimator` and `.phaseAnimator(_:trigger:content:animation:)` over LoomUI's
/// `PhaseAnimatorView` (LoomUI/Animation/PhaseAnimator.swift): the phases stay script values;
/// LoomUI sees their indices and asks for the content and the animation of one.
extension NativeRegistry {
    func installPhaseAnimator() {
        nativeType("PhaseAnimator", conformances: ["View"]) { t in
            t.initializer("init(_ phases: Any, @ViewBuilder content: (Any) -> Any, animation: ((Any) -> Animation?)? = nil)") { c in
                c.wrap(try c.phaseAnimator(phases: 0, trigger: nil, content: 1, animation: 2, receiver: nil))
            }
            t.initializer("init(_ phases: Any, trigger: Any, @ViewBuilder content: (Any) -> Any, animation: ((Any) -> Animation?)? = nil)") { c in
                c.wrap(try c.phaseAnimator(phases: 0, trigger: 1, content: 2, animation: 3, receiver: nil))
            }
        }
        nativeType("View") { t in
            t.method("phaseAnimator(_ phases: Any, @ViewBuilder content: (Any, Any) -> Any, animation: ((Any) -> Animation?)? = nil)") { c in
                c.wrap(try c.phaseAnimator(phases: 0, trigger: nil, content: 1, animation: 2, receiver: c.receiverValue))
            }
            t.method("phaseAnimator(_ phases: Any, trigger: Any, @ViewBuilder content: (Any, Any) -> Any, animation: ((Any) -> Animation?)? = nil)") { c in
                c.wrap(try c.phaseAnimator(phases: 0, trigger: 1, content: 2, animation: 3, receiver: c.receiverValue))
            }
        }
    }
}

extension NativeCall {
    /// A `PhaseAnimatorView` from the arguments at these indices; `receiver` is the modified
    /// view the modifier form hands its content closure first.
    func phaseAnimator(phases: Int, trigger: Int?, content: Int, animation: Int, receiver: Value?) throws -> PhaseAnimatorView {
        let next = try interpreter.makeIterator(value(phases), loc)
        var all: [Value] = []
        while let phase = try next() {
            all.append(phase)
            guard all.count <= 10_000 else { throw ScriptError(loc, "a phase animator takes at most 10000 phases") }
        }
        guard !all.isEmpty else { throw ScriptError(loc, "a phase animator needs at least one phase") }
        let contentClosure = try function(content)
        let animationClosure: FunctionValue? = if case .function(let f) = value(animation).optionalPayload ?? .null { f } else { nil }
        let interpreter = interpreter, loc = loc
        let phases = all
        return PhaseAnimatorView(
            phaseCount: all.count,
            trigger: trigger.map { interpreter.describe(value($0), debug: true) },
            content: { i in
                try interpreter.evaluateDeferred(loc: loc) {
                    let args = (receiver.map { [$0] } ?? []) + [phases[i]]
                    return try interpreter.requireView(try interpreter.callFunction(contentClosure, args, loc), loc: loc)
                }
            },
            animation: { i in
                guard let animationClosure else { return .default }
                return try interpreter.evaluateDeferred(loc: loc) {
                    let result = try interpreter.callClosure(animationClosure, [phases[i]], returning: .optional(.named("Animation", [])), loc: loc)
                    guard case .native(let n)? = result.optionalPayload else { return nil }
                    return n.payload as? LoomUI.Animation
                }
            })
    }
}

extension Interpreter {
    /// Calls `f`, giving a closure that does not write its return type `type` as the context of
    /// its body (`animation: { _ in .linear(duration: 0.5) }`): calls leave a closure's body
    /// without one (CORE-NEEDS.md), so the bridge runs the body itself as `invokeClosure` does.
    func callClosure(_ f: FunctionValue, _ args: [Value], returning type: TypeExpr, loc: Loc) throws -> Value {
        guard case .closure(let decl, let env) = f.kind, decl.returnType == nil, !f.isViewBuilder else {
            return try callFunction(f, args, loc)
        }
        let frame = Env(count: max(decl.slotCount, args.count), parent: env)
        for (i, a) in args.enumerated() where i < frame.count { frame[i] = a }
        return try runBody(decl.body.stmts, frame, expected: type)
    }
}
