import LoomUI

/// `Timer.publish(every:on:in:)` with `onReceive`, and `Timer.scheduledTimer`: on an animated
/// picture's virtual clock a timer fires every `interval` seconds from when it starts, each tick
/// an action with the view's state (a clock that counts, a progress that steps), until the
/// picture's horizon — its `animate:` duration, or the default — and never more than
/// `maximumTicks` times. In a still picture no timer fires.
struct TimerPublisherValue {
    var interval: Double
}

/// A `CADisplayLink`: what its owner set on it (a picture never fires it, so whom it calls and
/// whether it was invalidated change nothing).
final class DisplayLinkValue {
    var isPaused = false
    var framesPerSecond = 60
}

/// A scheduled timer: a reference, so that `invalidate()` inside its block stops the ticks after.
final class ScheduledTimer {
    let interval: Double
    var isValid = true

    init(interval: Double) { self.interval = interval }
}

extension NativeRegistry {
    func installTimers() {
        nativeType("Timer", payload: ScheduledTimer.self) { t in
            t.staticMethod("publish(every interval: Double, tolerance: Double? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode, options: Any? = nil)") { c in
                c.interpreter.wrap(TimerPublisherValue(interval: try c.double(0)), as: "Timer.TimerPublisher")
            }
            t.staticMethod("scheduledTimer(withTimeInterval interval: Double, repeats: Bool, block: (Timer) -> Void) -> Timer") { c in
                let timer = ScheduledTimer(interval: try c.double(0))
                let value = c.interpreter.wrap(timer, as: "Timer")
                guard let clock = c.interpreter.motionClock,
                      let tick = c.interpreter.appearAction(try c.function(2), arguments: { _ in [value] }, loc: c.loc) else { return value }
                let start = clock.now
                for time in Interpreter.tickTimes(every: timer.interval, from: start, until: clock.horizon, repeats: c.bool(1)) {
                    clock.at(time) { clock in
                        guard timer.isValid else { return }
                        try tick(clock)
                    }
                }
                if !c.bool(1) { clock.at(start + timer.interval) { _ in timer.isValid = false } }
                return value
            }
            t.method("invalidate()") { c in
                (try c.receiverNative() as ScheduledTimer).isValid = false
                return .void
            }
            t.property("var isValid: Bool") { p in .bool((p as! ScheduledTimer).isValid) }
            t.property("var timeInterval: Double") { p in .double((p as! ScheduledTimer).interval, .double) }
        }
        // `#selector(tick)`: the method's Objective-C name, which a display link or a target-action
        // API is given.
        nativeType("Selector", payload: String.self, conformances: ["Equatable", "Hashable", "CustomStringConvertible"]) { t in
            t.initializer("init(_ name: String)") { c in c.wrap(try c.string(0)) }
            t.property("var description: String") { p in .string(p as! String) }
            t.type.describe = { $0 as! String }
        }
        globalFunction("NSStringFromSelector(_ selector: Selector) -> String") { c in .string(try c.native(0) as String) }
        // A display link calls its target every frame the screen draws; a still shows the view
        // before the first, as a timer's, so it never fires there.
        nativeType("CADisplayLink", payload: DisplayLinkValue.self) { t in
            t.initializer("init(target: Any, selector: Selector)") { c in c.wrap(DisplayLinkValue()) }
            t.method("add(to runloop: RunLoop, forMode mode: RunLoop.Mode)") { _ in .void }
            t.method("remove(from runloop: RunLoop, forMode mode: RunLoop.Mode)") { _ in .void }
            t.method("invalidate()") { _ in .void }
            t.property("var isPaused: Bool { get set }", get: { p in .bool((p as! DisplayLinkValue).isPaused) }) { p, v, _, _ in
                if case .bool(let b) = v { (p as! DisplayLinkValue).isPaused = b }; return p
            }
            t.property("var preferredFramesPerSecond: Int { get set }", get: { p in .int((p as! DisplayLinkValue).framesPerSecond) }) { p, v, _, _ in
                if case .int(let n) = v { (p as! DisplayLinkValue).framesPerSecond = n }; return p
            }
            t.property("var timestamp: Double") { _ in .double(0, .double) }
            t.property("var targetTimestamp: Double") { p in .double(1 / Double(max(1, (p as! DisplayLinkValue).framesPerSecond)), .double) }
            t.property("var duration: Double") { p in .double(1 / Double(max(1, (p as! DisplayLinkValue).framesPerSecond)), .double) }
        }
        nativeType("Timer.TimerPublisher", payload: TimerPublisherValue.self) { t in
            t.method("autoconnect()") { c in c.receiverValue }
            t.method("connect()") { c in c.receiverValue }
        }
        nativeType("RunLoop") { t in
            t.staticValue("static let main: RunLoop") { i in i.wrap("main", as: "RunLoop") }
            t.staticValue("static let current: RunLoop") { i in i.wrap("current", as: "RunLoop") }
        }
        nativeType("RunLoop.Mode") { t in t.constants([("common", "common"), ("default", "default")]) }
        nativeType("View") { t in
            // A timer publisher's ticks each call `action` with the tick's date; other publishers
            // (notifications, Combine subjects) never publish in a picture.
            t.method("onReceive(_ publisher: Any, perform action: (Any) -> Void)") { c in
                guard let publisher = try? c.native(0) as TimerPublisherValue,
                      let tick = c.interpreter.appearAction(try c.function(1), arguments: { clock in
                          [NativeRegistry.shared.wrap(CalendarDate.now + clock.now, as: "Date")]
                      }, loc: c.loc) else { return c.receiverValue }
                return c.wrap(try c.receiverView().onAppear { clock in
                    for time in Interpreter.tickTimes(every: publisher.interval, from: clock.now, until: clock.horizon, repeats: true) {
                        clock.at(time, tick)
                    }
                })
            }
        }
    }
}

extension Interpreter {
    /// The most times one timer fires in a picture.
    static let maximumTicks = 120

    /// When a timer started at `start` fires: one interval on, and every interval after while it
    /// repeats, up to `horizon`.
    static func tickTimes(every interval: Double, from start: Double, until horizon: Double, repeats: Bool) -> [Double] {
        guard interval.isFinite, interval > 0 else { return [] }
        var times: [Double] = []
        var n = 1.0
        while times.count < (repeats ? maximumTicks : 1) {
            let time = start + n * interval
            guard time <= horizon + 1e-9 else { break }
            times.append(time)
            n += 1
        }
        return times
    }
}
