import LoomUI

/// `DispatchQueue.main.async` and `asyncAfter(deadline:)` on an animated picture's virtual
/// clock: the work is an action for the clock's `now() + delay`, run as a `.task` that slept
/// that long would be, so a view that changes its state a second after it appears animates the
/// same on every machine. Outside an animated picture (a still shows the state before any later
/// work) the work is not run.
struct DispatchInstant {
    /// Seconds on the picture's clock.
    var seconds: Double
}

struct DispatchInterval {
    var seconds: Double
}

/// The main queue, the one queue a view's work goes to.
struct DispatchQueueValue {}

extension NativeRegistry {
    func installDispatch() {
        nativeType("DispatchTimeInterval", payload: DispatchInterval.self) { t in
            for (unit, scale) in [("seconds", 1.0), ("milliseconds", 1e-3), ("microseconds", 1e-6), ("nanoseconds", 1e-9)] {
                t.staticMethod("\(unit)(_ amount: Int) -> DispatchTimeInterval") { c in
                    c.wrap(DispatchInterval(seconds: Double(try c.int(0)) * scale))
                }
            }
        }
        nativeType("DispatchTime", payload: DispatchInstant.self) { t in
            t.staticMethod("now() -> DispatchTime") { c in
                c.wrap(DispatchInstant(seconds: c.interpreter.motionClock?.now ?? 0))
            }
            t.staticMethod("+(lhs: DispatchTime, rhs: Double) -> DispatchTime") { c in
                c.wrap(DispatchInstant(seconds: (try c.native(0) as DispatchInstant).seconds + (try c.double(1))))
            }
            t.staticMethod("+(lhs: DispatchTime, rhs: DispatchTimeInterval) -> DispatchTime") { c in
                c.wrap(DispatchInstant(seconds: (try c.native(0) as DispatchInstant).seconds + (try c.native(1) as DispatchInterval).seconds))
            }
        }
        typeAlias("DispatchWallTime", "DispatchTime")
        nativeType("DispatchQueue", payload: DispatchQueueValue.self) { t in
            t.staticValue("static let main: DispatchQueue") { interpreter in interpreter.wrapNative(DispatchQueueValue()) }
            t.method("async(execute work: () -> Void)") { c in
                try c.interpreter.schedule(try c.function(0), at: nil, loc: c.loc)
            }
            for label in ["deadline", "wallDeadline"] {
                t.method("asyncAfter(\(label): DispatchTime, execute work: () -> Void)") { c in
                    try c.interpreter.schedule(try c.function(1), at: (try c.native(0) as DispatchInstant).seconds, loc: c.loc)
                }
            }
        }
    }
}

extension Interpreter {
    /// Queues `work` on the running picture's clock for `time` (nil: as soon as the running
    /// action is done), with the environment and view state an `onAppear` action has.
    func schedule(_ work: FunctionValue, at time: Double?, loc: Loc) throws -> Value {
        guard let clock = motionClock, let action = appearAction(work, loc: loc) else { return .void }
        clock.at(time ?? clock.now, action)
        return .void
    }
}
