import LoomUI

/// `TimelineView(.animation) { context in … }` and the `Date` its context carries. Dates are
/// virtual: `Date()` and `.now` are the moment the picture starts (`CalendarDate.now`, 9:41 AM
/// on 9 January 2007, UTC), and a timeline's `context.date` is that moment plus the frame's
/// time, so the same notebook draws the same frames everywhere. `Dates.swift` formats them.
struct TimelineScheduleValue: Equatable {
    /// Seconds between updates; nil: every frame.
    var period: Double?
}

struct TimelineContextValue {
    var date: Double
}

extension NativeRegistry {
    func installTimeline() {
        nativeType("Date", payload: Double.self, conformances: ["Equatable", "Comparable", "Hashable"]) { t in
            t.initializer("init()") { c in c.interpreter.wrap(CalendarDate.now, as: "Date") }
            t.initializer("init(timeIntervalSinceReferenceDate seconds: Double)") { c in c.interpreter.wrap(try c.double(0), as: "Date") }
            t.staticValue("static let now: Date") { i in i.wrap(CalendarDate.now, as: "Date") }
            t.property("var timeIntervalSinceReferenceDate: Double") { p in .double(p as! Double, .double) }
            t.property("var timeIntervalSince1970: Double") { p in .double(p as! Double + 978_307_200, .double) }
            t.method("timeIntervalSince(_ date: Date) -> Double") { c in
                .double((try c.receiverNative() as Double) - (try c.native(0) as Double), .double)
            }
            t.method("addingTimeInterval(_ seconds: Double) -> Date") { c in
                c.interpreter.wrap((try c.receiverNative() as Double) + (try c.double(0)), as: "Date")
            }
            t.type.describe = { CalendarDate.string($0 as! Double, format: "yyyy-MM-dd HH:mm:ss '+0000'") }
        }
        nativeType("TimelineSchedule", payload: TimelineScheduleValue.self) { t in
            t.constants([("animation", TimelineScheduleValue(period: nil)), ("everyMinute", TimelineScheduleValue(period: 60))])
            t.staticMethod("animation(minimumInterval: Double? = nil, paused: Bool = false)") { c in
                c.wrap(TimelineScheduleValue(period: try c.optionalDouble(0)))
            }
            t.staticMethod("periodic(from startDate: Date, by interval: Double)") { c in
                c.wrap(TimelineScheduleValue(period: try c.double(1)))
            }
        }
        nativeType("TimelineView.Context", payload: TimelineContextValue.self) { t in
            t.property("var date: Date") { p in NativeRegistry.shared.wrap((p as! TimelineContextValue).date, as: "Date") }
        }
        nativeType("TimelineView", conformances: ["View"]) { t in
            t.initializer("init(_ schedule: TimelineSchedule, @ViewBuilder content: (TimelineView.Context) -> View)") { c in
                let schedule: TimelineScheduleValue = try c.native(0)
                let content = try c.function(1)
                let interpreter = c.interpreter, loc = c.loc
                return c.wrap(LoomUI.TimelineView(period: schedule.period) { time in
                    try interpreter.evaluateDeferred(loc: loc) {
                        let context = interpreter.wrapNative(TimelineContextValue(date: CalendarDate.now + time))
                        return try interpreter.requireView(try interpreter.callFunction(content, [context], loc), loc: loc)
                    }
                })
            }
        }
    }
}
