import LoomGraphics
import LoomUI

/// Preferences: values views set for the views above them (`.preference(key:value:)`,
/// `.anchorPreference(key:value:transform:)`), read by `overlayPreferenceValue` and
/// `backgroundPreferenceValue`, combined by the script key's own `defaultValue` and `reduce`.
extension NativeRegistry {
    func installPreferences() {
        nativeType("PreferenceKey")
        nativeType("Anchor", payload: Anchor.self, conformances: ["Equatable"])
        nativeType("Anchor.Source", payload: Anchor.Source.self, conformances: ["Equatable"]) { t in
            t.constants([("bounds", Anchor.Source.bounds)] + Self.unitPoints.map { ($0.0, Anchor.Source.unitPoint($0.1)) })
            t.staticMethod("unitPoint(_ p: UnitPoint) -> Anchor.Source") { c in c.wrap(Anchor.Source.unitPoint(try c.native(0))) }
        }
        nativeType("GeometryProxy") { t in
            t.subscriptGetter("(_ anchor: Anchor)") { c in
                let proxy: GeometryProxy = try c.receiverNative()
                switch proxy[try c.native(0) as Anchor] {
                case .rect(let r): return c.wrap(r)
                case .point(let p): return c.wrap(p)
                }
            }
        }
        nativeType("View") { t in
            t.method("preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View") { c in
                c.wrap(try c.receiverView().preference(key: try c.preferenceKey(0), value: c.value(1)))
            }
            t.method("anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor.Source, transform: (Anchor) -> K.Value) -> some View") { c in
                let f = try c.function(2)
                let interp = c.interpreter, loc = c.loc
                return c.wrap(try c.receiverView().anchorPreference(key: try c.preferenceKey(0), value: try c.native(1)) { anchor in
                    try interp.evaluateDeferred(loc: loc) { try interp.callFunction(f, [interp.wrapNative(anchor)], loc) as Any }
                })
            }
            t.method("overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: (K.Value) -> V) -> some View") { c in
                c.wrap(try c.receiverView().overlayPreferenceValue(try c.preferenceKey(0), alignment: try c.native(1), try c.preferenceContent(2)))
            }
            t.method("backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: (K.Value) -> V) -> some View") { c in
                c.wrap(try c.receiverView().backgroundPreferenceValue(try c.preferenceKey(0), alignment: try c.native(1), try c.preferenceContent(2)))
            }
            // Run after a still picture is drawn, which is drawn again with the state it set. On an
            // animated picture's clock it stays inert: the motion is the `onAppear`'s.
            t.method("onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: (K.Value) -> Void) -> some View") { c in
                guard let action = try c.interpreter.preferenceChangeAction(try c.function(1), key: try c.preferenceKey(0), loc: c.loc) else { return c.receiverValue }
                return c.wrap(try c.receiverView().onPreferenceChange(try c.preferenceKey(0), perform: action))
            }
        }
    }

    static let unitPoints: [(String, UnitPoint)] = [
        ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
        ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
    ]
}

extension NativeCall {
    /// A script `PreferenceKey` type as LoomUI's key: its static `defaultValue`, and its static
    /// `reduce(value:nextValue:)` called with the value in and out and `nextValue` returning the next.
    func preferenceKey(_ i: Int) throws -> PreferenceKey {
        guard case .type(let written) = value(i), let type = written.userType else {
            throw ScriptError(loc, "cannot convert value of type '\(value(i).typeName)' to expected argument type 'PreferenceKey.Type'")
        }
        let interp = interpreter, loc = loc
        let keyType = Value.type(.user(type))
        return PreferenceKey(name: type.name, defaultValue: {
            try interp.member(of: keyType, "defaultValue", loc: loc, expected: nil)
        }, reduce: { current, next in
            guard let reduce = type.staticMethods["reduce"]?.first else { return next }
            // LoomUI hands back the values this bridge gave it.
            guard let current = current as? Value, let next = next as? Value else { return next }
            let nextValue = Value.function(interp.hostFunction(.nextValue) { _ in next })
            let call = try interp.invoke(reduce, env: type.env, selfType: type, receiver: keyType, args: [current, nextValue], loc: loc)
            return call.inoutValues?.first ?? current
        })
    }

    /// A `(Value) -> some View` builder closure, which LoomUI calls with the reduced value.
    func preferenceContent(_ i: Int) throws -> (Any) throws -> any ViewNode {
        let f = try function(i)
        let interp = interpreter, loc = loc
        return { value in
            try interp.evaluateDeferred(loc: loc) {
                LoomUI.Group(content: try interp.builderChildren(try interp.callFunction(f, [value as! Value], loc), loc: loc))
            }
        }
    }
}

extension Interpreter {
    /// A still picture's state stands in for an animated picture's clock (Motion.swift): the
    /// view's place is its key, and the properties an action changed are kept under it.
    func viewWithState(_ v: Value, typeName: String, environment: EnvironmentValues, in state: MotionClock) -> (Value, EnvironmentValues) {
        var probe = environment
        probe.motion = MotionContext(clock: state)
        var (v, kept) = viewWithState(v, typeName: typeName, environment: probe)
        kept.motion = environment.motion
        return (v, kept)
    }

    /// An `onPreferenceChange` closure as LoomUI runs it after a still picture is drawn: called
    /// when the value differs from the one it was last called with (the first time too), keeping
    /// the state it set for the next drawing; says whether it ran. Nil outside a still picture's view body.
    func preferenceChangeAction(_ closure: FunctionValue, key: PreferenceKey, loc: Loc) throws -> ((Any) throws -> Bool)? {
        guard let environment = environmentStack.last, environment.motion == nil || environment.motion?.isSettledStill == true,
              let state = environment.pictureState else { return nil }
        let slot = environment.custom[ViewStateSlot.key] as? ViewStateSlot
        let seenKey = state.nextKey("preferenceChange." + key.name)
        return { [self] value in
            let value = value as! Value
            let seen = describe(value, debug: true)
            guard state.states[seenKey] as? String != seen else { return false }
            state.states[seenKey] = seen
            let frame = slot.flatMap { capturedFrame(of: closure, viewOf: $0) }
            let before = slot.flatMap { slot in frame.flatMap { refresh($0, from: slot, on: state) } }
            _ = try evaluateDeferred(loc: loc) { try self.callFunction(closure, [value], loc) }
            if let slot, let frame, let before, case .structValue(let now) = frame[0] { keepChanges(from: before, to: now, in: slot, on: state) }
            return true
        }
    }
}
