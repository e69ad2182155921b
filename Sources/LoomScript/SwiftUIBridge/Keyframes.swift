import LoomGraphics
import LoomUI

/// `KeyframeAnimator`, `.keyframeAnimator(initialValue:…)`, `KeyframeTrack` and its four
/// keyframes, `UnitCurve` and `Spring`, over LoomUI's keyframes (LoomUI/Animation/Keyframes.swift,
/// KeyframeAnimator.swift). A track's property is flattened to numbers as `animatableData` is
/// (numbers, `CGPoint`, `CGSize`, `Angle`, `AnimatablePair`); LoomUI samples the numbers and the
/// bridge writes them back through the track's key path into a copy of the initial value.
///
/// `@KeyframesBuilder` and `@KeyframeTrackContentBuilder` closures are read as `@ViewBuilder`
/// ones: the interpreter's builder collects every expression a closure lists, which is all these
/// builders do (CORE-NEEDS.md).
struct KeyframeValue {
    enum Kind {
        case linear(UnitCurve)
        case spring(Spring)
        case cubic
        case move
    }
    var kind: Kind
    var to: Value
    var duration: Double?
    var startVelocity: Value?
    var endVelocity: Value?
}

struct KeyframeTrackValue {
    /// Property names from the root; empty animates the whole value.
    var keyPath: [String]
    var keyframes: [KeyframeValue]
}

extension NativeRegistry {
    func installKeyframes() {
        nativeType("UnitCurve", payload: UnitCurve.self) { t in
            t.constants([("linear", UnitCurve.linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut)])
            t.staticMethod("bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint)") { c in
                let a: UnitPoint = try c.native(0), b: UnitPoint = try c.native(1)
                return c.wrap(UnitCurve(a.x, a.y, b.x, b.y))
            }
        }
        nativeType("Spring", payload: Spring.self) { t in
            t.initializer("init(duration: Double = 0.5, bounce: Double = 0)") { c in c.wrap(Spring(duration: try c.double(0), bounce: try c.double(1))) }
            t.initializer("init(response: Double, dampingRatio: Double)") { c in c.wrap(Spring(response: try c.double(0), dampingRatio: try c.double(1))) }
            t.initializer("init(mass: Double = 1, stiffness: Double, damping: Double)") { c in
                let mass = try c.double(0)
                let m = mass.isFinite && mass > 0 ? mass : 1
                return c.wrap(Spring(stiffness: try c.double(1) / m, damping: try c.double(2) / m))
            }
            t.constants([("smooth", Spring(duration: 0.5, bounce: 0)), ("snappy", Spring(duration: 0.5, bounce: 0.15)),
                         ("bouncy", Spring(duration: 0.5, bounce: 0.3))])
            t.property("var settlingDuration: Double") { p in .double((p as! Spring).settlingTime, .double) }
        }
        // Each keyframe takes its value as written; typed overloads give `.degrees(30)` or
        // `CGPoint(…)` their context.
        nativeType("LinearKeyframe", payload: KeyframeValue.self) { t in
            for type in ["Double", "Angle", "CGPoint", "CGSize", "Any"] {
                t.initializer("init(_ to: \(type), duration: Double, timingCurve: UnitCurve = .linear)") { c in
                    c.wrap(KeyframeValue(kind: .linear(try c.native(2)), to: c.value(0), duration: try c.double(1)))
                }
            }
        }
        nativeType("SpringKeyframe", payload: KeyframeValue.self) { t in
            for type in ["Double", "Angle", "CGPoint", "CGSize", "Any"] {
                t.initializer("init(_ to: \(type), duration: Double? = nil, spring: Spring = Spring(), startVelocity: \(type)? = nil)") { c in
                    let spring: Spring = try c.optionalNative(2) ?? Spring(duration: 0.5, bounce: 0)
                    return c.wrap(KeyframeValue(kind: .spring(spring), to: c.value(0), duration: try c.optionalDouble(1),
                                                startVelocity: c.value(3).isNull ? nil : c.value(3)))
                }
            }
        }
        nativeType("CubicKeyframe", payload: KeyframeValue.self) { t in
            for type in ["Double", "Angle", "CGPoint", "CGSize", "Any"] {
                t.initializer("init(_ to: \(type), duration: Double, startVelocity: \(type)? = nil, endVelocity: \(type)? = nil)") { c in
                    c.wrap(KeyframeValue(kind: .cubic, to: c.value(0), duration: try c.double(1),
                                         startVelocity: c.value(2).isNull ? nil : c.value(2), endVelocity: c.value(3).isNull ? nil : c.value(3)))
                }
            }
        }
        nativeType("MoveKeyframe", payload: KeyframeValue.self) { t in
            for type in ["Double", "Angle", "CGPoint", "CGSize", "Any"] {
                t.initializer("init(_ to: \(type))") { c in c.wrap(KeyframeValue(kind: .move, to: c.value(0))) }
            }
        }
        nativeType("KeyframeTrack", payload: KeyframeTrackValue.self) { t in
            t.initializer("init(_ keyPath: Any, @ViewBuilder content: () -> Any)") { c in
                guard case .function(let path) = c.value(0), let names = path.keyPath else {
                    throw ScriptError(c.loc, "a keyframe track needs a writable key path of properties, like \\.scale")
                }
                return c.wrap(KeyframeTrackValue(keyPath: names, keyframes: try c.keyframes(try c.call(try c.function(1), []))))
            }
            t.initializer("init(@ViewBuilder content: () -> Any)") { c in
                c.wrap(KeyframeTrackValue(keyPath: [], keyframes: try c.keyframes(try c.call(try c.function(0), []))))
            }
        }
        nativeType("KeyframeAnimator", conformances: ["View"]) { t in
            t.initializer("init(initialValue: Any, repeating: Bool = true, @ViewBuilder content: (Any) -> Any, @ViewBuilder keyframes: (Any) -> Any)") { c in
                c.wrap(try c.keyframeAnimator(initial: 0, playback: .repeating(c.bool(1)), content: 2, keyframes: 3, receiver: nil))
            }
            t.initializer("init(initialValue: Any, trigger: Any, @ViewBuilder content: (Any) -> Any, @ViewBuilder keyframes: (Any) -> Any)") { c in
                let trigger = c.interpreter.describe(c.value(1), debug: true)
                return c.wrap(try c.keyframeAnimator(initial: 0, playback: .trigger(trigger), content: 2, keyframes: 3, receiver: nil))
            }
        }
        nativeType("View") { t in
            t.method("keyframeAnimator(initialValue: Any, repeating: Bool = true, @ViewBuilder content: (Any, Any) -> Any, @ViewBuilder keyframes: (Any) -> Any)") { c in
                c.wrap(try c.keyframeAnimator(initial: 0, playback: .repeating(c.bool(1)), content: 2, keyframes: 3, receiver: c.receiverValue))
            }
            t.method("keyframeAnimator(initialValue: Any, trigger: Any, @ViewBuilder content: (Any, Any) -> Any, @ViewBuilder keyframes: (Any) -> Any)") { c in
                let trigger = c.interpreter.describe(c.value(1), debug: true)
                return c.wrap(try c.keyframeAnimator(initial: 0, playback: .trigger(trigger), content: 2, keyframes: 3, receiver: c.receiverValue))
            }
        }
    }
}

extension NativeCall {
    /// The keyframes a track's builder listed (nested groups flattened).
    func keyframes(_ built: Value) throws -> [KeyframeValue] {
        try flattened(built, as: KeyframeValue.self, "a keyframe track holds LinearKeyframe, SpringKeyframe, CubicKeyframe or MoveKeyframe, not")
    }

    func tracks(_ built: Value) throws -> [KeyframeTrackValue] {
        // `keyframes: { _ in LinearKeyframe(1, duration: 2) }`: keyframes of the whole value are
        // one track at its root, as `KeyframeTrack { … }` without a key path.
        if let frames = try? keyframes(built), !frames.isEmpty { return [KeyframeTrackValue(keyPath: [], keyframes: frames)] }
        return try flattened(built, as: KeyframeTrackValue.self, "keyframes are KeyframeTrack values, not")
    }

    /// The `T` payloads a builder listed, nested groups flattened; anything else is an error.
    private func flattened<T>(_ built: Value, as: T.Type, _ refusal: String) throws -> [T] {
        switch built.optionalPayload ?? .null {
        case .array(let xs): return try xs.flatMap { try flattened($0, as: T.self, refusal) }
        case .void, .null: return []
        case .native(let n) where n.payload is T: return [n.payload as! T]
        case let other: throw ScriptError(loc, "\(refusal) '\(other.typeName)'")
        }
    }

    /// A `KeyframeAnimatorView` from the arguments at these indices.
    func keyframeAnimator(initial: Int, playback: KeyframeAnimatorView.Playback, content: Int, keyframes: Int,
                          receiver: Value?) throws -> KeyframeAnimatorView {
        let interpreter = interpreter, loc = loc
        let initialValue = value(initial)
        let tracks = try tracks(try call(try function(keyframes), [initialValue]))
        // Each track: the property's value in the initial value (the shape its numbers are put
        // back into), and its keyframes as numbers.
        var templates: [Value] = []
        var timelineTracks: [KeyframeTrack] = []
        for track in tracks {
            let template = try interpreter.value(at: track.keyPath, in: initialValue, loc: loc)
            guard let start = interpreter.animatableNumbers(template) else {
                throw ScriptError(loc, "a keyframe track animates numbers, CGPoint, CGSize, Angle or AnimatablePair, not '\(template.typeName)'")
            }
            func numbers(_ v: Value?) throws -> [Double]? {
                guard let v else { return nil }
                guard let n = interpreter.animatableNumbers(v), n.count == start.count else {
                    throw ScriptError(loc, "a keyframe's value '\(v.typeName)' is not the track's type '\(template.typeName)'")
                }
                return n
            }
            let frames: [Keyframe] = try track.keyframes.map { k in
                let to = try numbers(k.to)!
                switch k.kind {
                case .linear(let curve): return .linear(to, duration: k.duration ?? 0, curve: curve)
                case .spring(let spring): return .spring(to, duration: k.duration, spring: spring, startVelocity: try numbers(k.startVelocity))
                case .cubic: return .cubic(to, duration: k.duration ?? 0, startVelocity: try numbers(k.startVelocity), endVelocity: try numbers(k.endVelocity))
                case .move: return .move(to)
                }
            }
            templates.append(template)
            timelineTracks.append(KeyframeTrack(initial: start, keyframes: frames))
        }
        let timeline = KeyframeTimeline(tracks: timelineTracks)
        guard timeline.duration <= 600 else { throw ScriptError(loc, "keyframes last at most 600 s, not \(timeline.duration)") }
        let contentClosure = try function(content)
        return KeyframeAnimatorView(timeline: timeline, playback: playback) { values in
            try interpreter.evaluateDeferred(loc: loc) {
                var shown = initialValue
                for (i, track) in tracks.enumerated() {
                    var slice = values[i][...]
                    shown = try interpreter.setting(track.keyPath, in: shown, to: interpreter.rebuilt(templates[i], from: &slice), loc: loc)
                }
                let args = (receiver.map { [$0] } ?? []) + [shown]
                return try interpreter.requireView(try interpreter.callFunction(contentClosure, args, loc), loc: loc)
            }
        }
    }
}

extension Interpreter {
    /// The value at a key path of property names.
    func value(at path: [String], in root: Value, loc: Loc) throws -> Value {
        try path.reduce(root) { try member(of: $0, $1, loc: loc, expected: nil) }
    }

    /// `root` with the property at `path` set to `value` (a copy: values are values).
    func setting(_ path: [String], in root: Value, to value: Value, loc: Loc) throws -> Value {
        guard let first = path.first else { return value }
        let inner = try setting(Array(path.dropFirst()), in: try member(of: root, first, loc: loc, expected: nil), to: value, loc: loc)
        guard let updated = try setMember(root, first, inner, loc: loc) else {
            throw ScriptError(loc, "cannot write '\(first)' of a '\(root.typeName)' in a keyframe track")
        }
        return updated
    }
}
