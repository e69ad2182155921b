import LoomGraphics
import LoomUI

/// How script state lives on an animated picture's clock (LoomUI/Animation/MotionClock.swift).
///
/// A script view is a struct value, and its `@State` properties are plain stored properties
/// (Syntax/Lowering+Declarations.swift). When an `onAppear` or `task` action assigns to one, the
/// assignment lands in the `self` of the body frame the action's closure captured. After the
/// action (and at every change it commits) that `self` is compared with the value the body was
/// computed from; the properties that differ are kept on the clock under the view's key, and
/// every later pass computes the body from the view with them applied. A parent that builds
/// the view anew with other arguments still passes them: only changed properties are kept.
struct ViewStateSlot {
    static let key = "loom.motion.view"
    /// The view's key on the clock (its type and place).
    var key: String
    /// The view as its parent built it, before the kept state was applied: a property that
    /// differs from it is a change.
    var value: Value
}

extension Interpreter {
    /// The clock of the animated picture whose code is running, if any.
    var motionClock: MotionClock? { environmentStack.last?.motion?.clock }

    /// `v` with the state an earlier action changed, and the environment its body runs in.
    func viewWithState(_ v: Value, typeName: String, environment: EnvironmentValues) -> (Value, EnvironmentValues) {
        guard let clock = environment.motion?.clock, case .structValue(var s) = v else { return (v, environment) }
        let key = clock.nextKey("view." + typeName)
        let built = v
        if let changed = clock.states[key] as? [String: Value] {
            for (name, value) in changed { s.fields[name] = value }
        }
        var environment = environment
        environment.custom[ViewStateSlot.key] = ViewStateSlot(key: key, value: built)
        return (.structValue(s), environment)
    }

    /// An `onAppear`/`task` closure as a clock action: run at the clock's time (with the
    /// arguments made for it then: a timer's date), with the view's environment, its state
    /// changes kept for the next passes.
    func appearAction(_ closure: FunctionValue?, arguments: @escaping (MotionClock) -> [Value] = { _ in [] },
                      loc: Loc) -> ((MotionClock) throws -> Void)? {
        guard let closure, let environment = environmentStack.last, environment.motion != nil else { return nil }
        let slot = environment.custom[ViewStateSlot.key] as? ViewStateSlot
        return { [self] clock in
            // The `self` the closure captured sees the state as it is now (other actions and
            // earlier ticks may have changed it since the closure was made); what the action
            // changes from there is kept, at every change it commits.
            let frame = slot.flatMap { capturedFrame(of: closure, viewOf: $0) }
            var seen: StructInstance?
            if let slot, let frame { seen = refresh(frame, from: slot, on: clock) }
            // A closure of a modifier or helper view made inside that view's body (`SizeGetter`
            // setting its `@Binding var size`): what it sets through its bindings is kept.
            let bound = frame == nil ? boundFrame(of: closure) : nil
            var boundSeen: StructInstance? = if let bound, case .structValue(let s) = bound[0] { s } else { nil }
            clock.captureState = { [self] in
                if let bound, let before = boundSeen, case .structValue(let now) = bound[0] {
                    keepBindingWrites(from: before, to: now, on: clock)
                    boundSeen = now
                }
                guard let slot, let frame, let before = seen, case .structValue(let now) = frame[0] else { return }
                keepChanges(from: before, to: now, in: slot, on: clock)
                seen = now
            }
            defer { clock.captureState = nil }
            var inner = environment
            inner.motion = MotionContext(clock: clock)
            environmentStack.append(inner)
            defer { environmentStack.removeLast() }
            let values = arguments(clock)
            do {
                _ = try evaluateDeferred(loc: loc) { try self.callFunction(closure, values, loc) }
            } catch is TaskEnded {}
            clock.captureState?()
        }
    }

    /// Runs a `Task`'s body; in an animated picture's action, what the body sets on the view it
    /// captured is kept at every change it commits. A task started in a method of the view
    /// (`.onAppear { animateText() }`) captured that method's `self`, not the action's, which
    /// only sees the method's writes once it returns: after the task's last sleep.
    func runningTask(_ body: FunctionValue, _ run: () throws -> Value) throws -> Value {
        guard let clock = motionClock, let slot = environmentStack.last?.custom[ViewStateSlot.key] as? ViewStateSlot,
              let frame = capturedFrame(of: body, viewOf: slot), case .structValue(var seen) = frame[0] else { return try run() }
        let outer = clock.captureState
        clock.captureState = { [self] in
            if case .structValue(let now) = frame[0] {
                keepChanges(from: seen, to: now, in: slot, on: clock)
                seen = now
            }
            outer?()
        }
        defer { clock.captureState = outer }
        do { return try run() } catch is TaskEnded { return .void }
    }

    /// Runs a view's method inside an animated picture's action, its own `self`'s state writes
    /// kept at every change the action commits (its caller only sees them once it returns).
    func watchingStateWrites<T>(of frame: Env, _ run: () throws -> T) throws -> T {
        guard let clock = motionClock, let outer = clock.captureState,
              let slot = environmentStack.last?.custom[ViewStateSlot.key] as? ViewStateSlot,
              case .structValue(let built) = slot.value, case .structValue(var seen) = frame[0],
              seen.type === built.type, !seen.type.externallyStored.isEmpty else { return try run() }
        clock.captureState = { [self] in
            if case .structValue(let now) = frame[0] {
                keepChanges(from: seen, to: now, in: slot, on: clock)
                seen = now
            }
            outer()
        }
        defer { clock.captureState = outer }
        return try run()
    }

    /// Runs a closure made in another view's body (a parent's `{ current = "Hello" }` called from
    /// a child's `onAppear`): that view's state, as kept, is put into the `self` it captured, and
    /// what the closure changes there is kept at every change the action commits.
    func watchingStateWrites<T>(of slot: ViewStateSlot, through env: Env?, _ run: () throws -> T) throws -> T {
        guard let clock = motionClock, let outer = clock.captureState, case .structValue(let built) = slot.value else { return try run() }
        var scope = env
        while let frame = scope, !(frame.count > 0 && frame[0].userType === built.type) { scope = frame.parent }
        guard let frame = scope, var seen = refresh(frame, from: slot, on: clock) else { return try run() }
        let capture = { [self] in
            if case .structValue(let now) = frame[0] {
                keepChanges(from: seen, to: now, in: slot, on: clock)
                seen = now
            }
        }
        clock.captureState = { capture(); outer() }
        defer { clock.captureState = outer }
        let result = try run()
        capture()
        return result
    }

    /// The scope holding the `self` the closure captured: the nearest one whose first slot is a
    /// view of the slot's type.
    func capturedFrame(of closure: FunctionValue, viewOf slot: ViewStateSlot) -> Env? {
        guard case .structValue(let built) = slot.value else { return nil }
        var env: Env?
        switch closure.kind {
        case .closure(_, let e), .script(_, let e, _): env = e
        default: return nil
        }
        while let frame = env {
            if frame.count > 0, case .structValue(let current) = frame[0], current.type === built.type { return frame }
            env = frame.parent
        }
        return nil
    }

    /// Puts the kept state into the captured `self`, and returns it.
    func refresh(_ frame: Env, from slot: ViewStateSlot, on clock: MotionClock) -> StructInstance? {
        guard case .structValue(var view) = frame[0] else { return nil }
        if let kept = clock.states[slot.key] as? [String: Value] {
            for (name, value) in kept { view.fields[name] = value }
            frame[0] = .structValue(view)
        }
        return view
    }

    /// Keeps the properties that changed from `before` to `now`; one set back to the value the
    /// parent built the view with is no longer a change.
    func keepChanges(from before: StructInstance, to now: StructInstance, in slot: ViewStateSlot, on clock: MotionClock) {
        guard case .structValue(let built) = slot.value else { return }
        var kept = clock.states[slot.key] as? [String: Value] ?? [:]
        for name in now.fields.keys {
            guard let value = now.fields[name] else { continue }
            let shown = describe(value, debug: true)
            if before.fields[name].map({ describe($0, debug: true) }) == shown { continue }
            kept[name] = built.fields[name].map({ describe($0, debug: true) }) != shown ? value : nil
        }
        clock.states[slot.key] = kept
        keepBindingWrites(from: before, to: now, on: clock)
    }
}

extension NativeRegistry {
    /// `onAppear`, `task`, `Task.sleep` and `Duration`: the actions an animated picture runs.
    func installMotion() {
        nativeType("View") { t in
            t.method("onAppear(perform action: (() -> Void)? = nil)") { c in
                let closure: FunctionValue? = if case .function(let f) = c.value(0).optionalPayload ?? .null { f } else { nil }
                guard let action = c.interpreter.appearAction(closure, loc: c.loc) else { return c.receiverValue }
                return c.wrap(try c.receiverView().onAppear(action))
            }
            for signature in ["task(priority: TaskPriority = .userInitiated, _ action: () -> Void)",
                              "task(id value: Any, priority: TaskPriority = .userInitiated, _ action: () -> Void)"] {
                let closureIndex = signature.hasPrefix("task(id") ? 2 : 1
                t.method(signature) { c in
                    guard let action = c.interpreter.appearAction(try c.function(closureIndex), loc: c.loc) else { return c.receiverValue }
                    return c.wrap(try c.receiverView().onAppear(action))
                }
            }
        }
        nativeType("Duration", payload: Double.self) { t in
            t.staticMethod("seconds(_ seconds: Double)") { c in c.interpreter.wrap(try c.double(0), as: "Duration") }
            t.staticMethod("milliseconds(_ milliseconds: Double)") { c in c.interpreter.wrap(try c.double(0) / 1000, as: "Duration") }
            t.type.describe = { "\($0 as! Double) seconds" }
        }
        nativeType("Task") { t in
            // Virtual time: a sleep ends the change made so far and moves the clock on.
            t.staticMethod("sleep(nanoseconds duration: UInt64)") { c in
                try c.interpreter.sleep(seconds: Double(try c.int(0)) / 1e9, loc: c.loc)
                return .void
            }
            t.staticMethod("sleep(for duration: Duration)") { c in
                try c.interpreter.sleep(seconds: try c.native(0) as Double, loc: c.loc)
                return .void
            }
        }
    }
}

extension Interpreter {
    func sleep(seconds: Double, loc: Loc) throws {
        guard let clock = motionClock else { return }
        try clock.commit(animation: nil)
        let site = "\(loc.file):\(loc.line):\(loc.column)"
        let loops = clock.waitLoops(at: site)
        if seconds.isFinite, seconds > 0 { clock.now += seconds }
        // A task that waits in a loop is taken never to end on its own: like a repeating timer it
        // runs for the picture's horizon from the loop's first wait, and a sleep past that ends
        // the task. A wait elsewhere (a pause after a finite loop) plays out.
        if loops && clock.now > clock.loopEnd(at: site) || !seconds.isFinite { throw TaskEnded() }
    }

    /// `Task.isCancelled`: true once a looping task of an animated picture has run its loop for
    /// the picture's horizon (its view goes away there).
    var taskIsCancelled: Bool { motionClock.map { $0.actionLoops && $0.now >= $0.loopDeadline } ?? false }
}

/// Script types' `animatableData` (SwiftUI's `Animatable`): a number, an `AnimatablePair` of
/// them, a point or a size, flattened to LoomUI's numbers and rebuilt in the same shape. A
/// shape's, a view modifier's or a view's data is animated where LoomUI draws or resolves it.
extension Interpreter {
    /// Whether a script value declares `animatableData` itself.
    func declaresAnimatableData(_ v: Value) -> Bool {
        let type: UserType
        switch v {
        case .structValue(let s): type = s.type
        case .object(let o): type = o.type
        default: return false
        }
        return type.chain.contains { $0.computed["animatableData"] != nil || $0.storedProperties.contains { $0.name == "animatableData" } }
    }

    func animatableNumbers(_ v: Value) -> [Double]? {
        switch v {
        case .double(let d, _): return [d]
        case .int(let i): return [Double(i)]
        case .native(let n):
            if let pair = n.payload as? AnimatablePairValue {
                guard let a = animatableNumbers(pair.first), let b = animatableNumbers(pair.second) else { return nil }
                return a + b
            }
            if let p = n.payload as? Point { return [p.x, p.y] }
            if let s = n.payload as? Size { return [s.width, s.height] }
            if let a = n.payload as? Angle { return [a.radians] }
            return nil
        default:
            return nil
        }
    }

    /// `template` with its numbers taken, in order, from `numbers`.
    func rebuilt(_ template: Value, from numbers: inout ArraySlice<Double>) -> Value {
        func next() -> Double { numbers.popFirst() ?? 0 }
        switch template {
        case .double(_, let kind): return .double(next(), kind)
        case .int: return .double(next(), .double)
        case .native(let n):
            if let pair = n.payload as? AnimatablePairValue {
                let first = rebuilt(pair.first, from: &numbers)
                return wrapNative(AnimatablePairValue(first: first, second: rebuilt(pair.second, from: &numbers)))
            }
            if n.payload is Point { return wrapNative(Point(x: next(), y: next())) }
            if n.payload is Size { return wrapNative(Size(width: next(), height: next())) }
            if n.payload is Angle { return wrapNative(Angle(radians: next())) }
            return template
        default:
            return template
        }
    }

    /// `v` with its `animatableData` as this pass shows it (itself in a still picture).
    func animatingData(_ v: Value, typeName: String, environment: EnvironmentValues, loc: Loc) throws -> Value {
        guard environment.motion != nil, declaresAnimatableData(v) else { return v }
        let data = try member(of: v, "animatableData", loc: loc, expected: nil)
        guard let numbers = animatableNumbers(data) else { return v }
        let shown = environment.animated(AnimatableVector(numbers), "animatableData.\(typeName).\(numbers.count)")
        guard shown.values != numbers else { return v }
        var slice = shown.values[...]
        return try setMember(v, "animatableData", rebuilt(data, from: &slice), loc: loc) ?? v
    }

    /// A script shape's `animatableData` as LoomUI numbers, and its path for other numbers.
    func shapeAnimatable(_ v: Value, loc: Loc) throws -> (values: AnimatableVector, makePath: (AnimatableVector, Rect) throws -> LoomGraphics.Path)? {
        guard declaresAnimatableData(v) else { return nil }
        let data = try member(of: v, "animatableData", loc: loc, expected: nil)
        guard let numbers = animatableNumbers(data) else { return nil }
        return (AnimatableVector(numbers), { [self] vector, rect in
            try self.evaluateDeferred(loc: loc) {
                var slice = vector.values[...]
                let shape = try self.setMember(v, "animatableData", self.rebuilt(data, from: &slice), loc: loc) ?? v
                return try self.scriptPath(of: shape, in: rect, loc: loc)
            }
        })
    }
}
