import LoomUI

/// `onChange(of:)` on an animated picture's clock: when a change (an action's, a timer's) leaves
/// the watched value different, the action runs at that change's time with the old and new
/// values, and what it sets is a change of its own (`initial: true` runs it when the view
/// appears too). In a still picture nothing changes, and the action never runs.
extension NativeRegistry {
    func installOnChange() {
        nativeType("View") { t in
            // One entry for Swift's three forms: the closure's own parameters say which it is
            // (none, the new value, or the old and the new).
            t.method("onChange(of value: Any, perform action: (Any) -> Void)") { c in try onChange(&c, action: 1, initial: false) }
            t.method("onChange(of value: Any, initial: Bool = false, _ action: (Any, Any) -> Void)") { c in try onChange(&c, action: 2, initial: c.bool(1)) }
        }
    }
}

/// The view with its `onChange` watching argument 0 on the clock, calling argument `action`.
private func onChange(_ c: inout NativeCall, action: Int, initial: Bool) throws -> Value {
    let interpreter = c.interpreter
    guard let clock = interpreter.motionClock else { return c.receiverValue }
    let value = c.value(0)
    let key = clock.nextKey("onChange")
    let closure = try c.function(action)
    let parameters = if case .closure(let decl, _) = closure.kind { decl.params.count } else { 2 }
    let arguments = { (old: Value, new: Value) in Array([old, new].suffix(parameters)) }
    let before = clock.states[key] as? Value
    if case .snapshot = clock.pass { clock.states[key] = value }
    let description = interpreter.describe(value, debug: true)
    if let time = clock.triggered(description, key: key), let old = before,
       let run = interpreter.appearAction(closure, arguments: { _ in arguments(old, value) }, loc: c.loc) {
        clock.at(time, run)
    }
    guard initial, let run = interpreter.appearAction(closure, arguments: { _ in arguments(value, value) }, loc: c.loc) else { return c.receiverValue }
    return c.wrap(try c.receiverView().onAppear(run))
}
