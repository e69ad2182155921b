import Foundation
import LoomUI

/// `DateFormatter`: a class, so a formatter set up in a closure and stored keeps its styles.
final class DateFormatterBox {
    var dateStyle = CalendarDate.Style.none
    var timeStyle = CalendarDate.Style.none
    var dateFormat: String?

    func string(_ seconds: Double) -> String {
        CalendarDate.string(seconds, date: dateStyle, time: timeStyle, format: dateFormat)
    }
}

/// `Date.FormatStyle` as `.dateTime` and `formatted(date:time:)` build it: the date and time styles.
struct DateFormatValue: Equatable {
    var date: CalendarDate.Style
    var time: CalendarDate.Style

    /// As `Date.FormatStyle` writes them: numeric dates with the full year ("1/9/2007"), and a
    /// comma before the time after a short date, "at" after a long one.
    func format(_ seconds: Double) -> String {
        let day: String? = switch date {
        case .none: nil
        case .short: CalendarDate.string(seconds, format: "M/d/yyyy")
        default: CalendarDate.string(seconds, date: date)
        }
        let clock: String? = time == .none ? nil : CalendarDate.string(seconds, time: time)
        guard let day, let clock else { return day ?? clock ?? "" }
        return day + (date == .long || date == .full ? " at " : ", ") + clock
    }
}

/// `DateFormatter.Style`, `Date.FormatStyle.DateStyle` and `.TimeStyle`: the same five lengths,
/// each its own type so that `.short`, `.abbreviated` and `.shortened` resolve against the right one.
struct FormatterStyle: Hashable { var style: CalendarDate.Style }
struct FormatDateStyle: Hashable { var style: CalendarDate.Style }
struct FormatTimeStyle: Hashable { var style: CalendarDate.Style }

/// `Text(date, style:)`'s styles.
enum TextDateStyle: String { case date, time, relative, offset, timer }

extension TextDateStyle {
    /// What a Text of this style shows for `seconds` at the moment the picture is taken.
    func text(_ seconds: Double) -> String {
        let delta = seconds - CalendarDate.now
        switch self {
        case .date: return CalendarDate.string(seconds, date: .long)
        case .time: return CalendarDate.string(seconds, time: .short)
        case .relative: return Self.units(abs(delta), abbreviated: true)
        case .offset: return (delta < 0 ? "-" : "+") + Self.units(abs(delta), abbreviated: false, maximumUnits: 1)
        case .timer:
            let total = Int(abs(delta).rounded(.down)), h = total / 3600, m = total / 60 % 60, s = total % 60
            return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
        }
    }

    /// "1 hr, 40 min" (abbreviated, at most two units) or "1 hour" (full, the largest unit), as
    /// SwiftUI's relative and offset date texts write a span.
    static func units(_ seconds: Double, abbreviated: Bool, maximumUnits: Int = 2) -> String {
        let names: [(Double, String, String)] = [(86_400 * 7, "wk", "week"), (86_400, "day", "day"), (3600, "hr", "hour"),
                                                 (60, "min", "minute"), (1, "sec", "second")]
        var rest = seconds.isFinite ? seconds.rounded(.down) : 0
        var parts: [String] = []
        for (size, short, long) in names where parts.count < maximumUnits {
            let count = Int(rest / size)
            guard count > 0 else { if !parts.isEmpty { break }; continue }
            rest -= Double(count) * size
            let word = abbreviated ? (short == "day" && count != 1 ? "days" : short) : (count == 1 ? long : long + "s")
            parts.append("\(count) \(word)")
        }
        return parts.isEmpty ? (abbreviated ? "0 sec" : "0 seconds") : parts.joined(separator: ", ")
    }
}

/// Dates as tutorials use them: `DateFormatter`, `Calendar.current`, `DateComponents`, `formatted()`,
/// `Text(date, style:)`, `Text(start...end)` and `DatePicker` in its initializer forms and styles.
extension NativeRegistry {
    func installDates() {
        nativeType("Date") { t in
            t.initializer("init(timeIntervalSinceNow seconds: Double)") { c in c.interpreter.wrap(CalendarDate.now + (try c.double(0)), as: "Date") }
            t.initializer("init(timeIntervalSince1970 seconds: Double)") { c in c.interpreter.wrap(try c.double(0) - 978_307_200, as: "Date") }
            t.initializer("init(timeInterval seconds: Double, since date: Date)") { c in
                c.interpreter.wrap((try c.native(1) as Double) + (try c.double(0)), as: "Date")
            }
            t.staticValue("static let distantPast: Date") { i in i.wrap(-63_113_904_000.0, as: "Date") }
            t.staticValue("static let distantFuture: Date") { i in i.wrap(63_113_904_000.0, as: "Date") }
            t.property("var timeIntervalSinceNow: Double") { p in .double(p as! Double - CalendarDate.now, .double) }
            t.property("var description: String") { p in .string(CalendarDate.string(p as! Double, format: "yyyy-MM-dd HH:mm:ss '+0000'")) }
            t.method("formatted() -> String") { c in .string(DateFormatValue(date: .short, time: .short).format(try c.receiverNative())) }
            t.method("formatted(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle) -> String") { c in
                .string(DateFormatValue(date: (try c.native(0) as FormatDateStyle).style, time: (try c.native(1) as FormatTimeStyle).style)
                    .format(try c.receiverNative()))
            }
            t.method("formatted(_ format: Date.FormatStyle) -> String") { c in
                .string((try c.native(0) as DateFormatValue).format(try c.receiverNative()))
            }
        }
        // A `FormatStyle` too, so `Text(date, format: .dateTime)` finds it where `.number` is (NumberFormat.swift).
        nativeType("Date.FormatStyle", payload: DateFormatValue.self, conformances: ["FormatStyle"]) { t in
            t.staticValue("static let dateTime: Date.FormatStyle") { i in i.wrapNative(DateFormatValue(date: .short, time: .short)) }
        }
        nativeType("Date.FormatStyle.DateStyle") { t in
            let styles: [(String, CalendarDate.Style)] = [("omitted", .none), ("numeric", .short), ("abbreviated", .medium), ("long", .long), ("complete", .full)]
            t.constants(styles.map { ($0.0, FormatDateStyle(style: $0.1)) })
        }
        nativeType("Date.FormatStyle.TimeStyle") { t in
            let styles: [(String, CalendarDate.Style)] = [("omitted", .none), ("shortened", .short), ("standard", .medium), ("complete", .full)]
            t.constants(styles.map { ($0.0, FormatTimeStyle(style: $0.1)) })
        }
        nativeType("DateFormatter.Style") { t in
            let styles: [(String, CalendarDate.Style)] = [("none", .none), ("short", .short), ("medium", .medium), ("long", .long), ("full", .full)]
            t.constants(styles.map { ($0.0, FormatterStyle(style: $0.1)) })
        }
        nativeType("DateFormatter", payload: DateFormatterBox.self) { t in
            t.initializer("init()") { c in c.wrap(DateFormatterBox()) }
            for (name, style, example) in [("dateStyle", \DateFormatterBox.dateStyle, ".long"), ("timeStyle", \DateFormatterBox.timeStyle, ".short")] {
                t.property("var \(name): DateFormatter.Style { get set }") { p in
                    NativeRegistry.shared.wrap(FormatterStyle(style: (p as! DateFormatterBox)[keyPath: style]))
                } set: { p, v, _, loc in
                    let box = p as! DateFormatterBox
                    guard case .native(let n) = v.optionalPayload ?? .null, let chosen = n.payload as? FormatterStyle else {
                        throw ScriptError(loc, "\(name) takes a DateFormatter.Style such as \(example)")
                    }
                    box[keyPath: style] = chosen.style
                    return box
                }
            }
            t.property("var dateFormat: String! { get set }") { p in .string((p as! DateFormatterBox).dateFormat ?? "") } set: { p, v, interpreter, _ in
                let box = p as! DateFormatterBox
                box.dateFormat = interpreter.describe(v.optionalPayload ?? .null)
                return box
            }
            // Loom draws every picture in en_US and UTC; these are accepted and kept out of the way.
            for ignored in ["var locale: Locale!", "var timeZone: TimeZone!", "var calendar: Calendar!", "var doesRelativeDateFormatting: Bool"] {
                t.ignoredSetter(ignored + " { get set }")
            }
            t.method("string(from date: Date) -> String") { c in .string((try c.receiverNative() as DateFormatterBox).string(try c.native(0))) }
            for (name, symbols) in [("monthSymbols", \Calendar.monthSymbols), ("shortMonthSymbols", \.shortMonthSymbols),
                                    ("weekdaySymbols", \.weekdaySymbols), ("shortWeekdaySymbols", \.shortWeekdaySymbols),
                                    ("veryShortWeekdaySymbols", \.veryShortWeekdaySymbols)] {
                t.property("var \(name): [String]") { _ in .array(CalendarDate.calendar[keyPath: symbols].map { .string($0) }) }
            }
        }
        nativeType("Locale") { t in
            t.initializer("init(identifier: String)") { c in .string(c.string(0)) }
            t.staticValue("static let current: Locale") { _ in .string("en_US") }
        }
        // Pictures are drawn in UTC: that is the current zone, and a formatter keeps UTC whatever it is given.
        nativeType("TimeZone", payload: TimeZone.self, conformances: ["Equatable"]) { t in
            t.initializer("init(identifier: String)") { c in TimeZone(identifier: c.string(0)).map { .some(c.wrap($0)) } ?? .null }
            t.initializer("init(secondsFromGMT seconds: Int)") { c in TimeZone(secondsFromGMT: try c.int(0)).map { .some(c.wrap($0)) } ?? .null }
            for name in ["current", "autoupdatingCurrent", "gmt"] {
                t.staticValue("static let \(name): TimeZone") { i in i.wrap(TimeZone(identifier: "UTC")!, as: "TimeZone") }
            }
            t.property("var identifier: String") { .string(($0 as! TimeZone).identifier) }
            t.method("secondsFromGMT() -> Int") { c in .int(try c.receiverNative(as: TimeZone.self).secondsFromGMT()) }
            t.type.describe = { "\(($0 as! TimeZone).identifier) (fixed)" }
        }
        nativeType("DateComponents", payload: DateComponents.self) { t in
            t.initializer("init(year: Int? = nil, month: Int? = nil, day: Int? = nil, hour: Int? = nil, minute: Int? = nil, second: Int? = nil)") { c in
                func part(_ i: Int) throws -> Int? { c.value(i).isNull ? nil : try c.int(i) }
                return c.wrap(DateComponents(year: try part(0), month: try part(1), day: try part(2),
                                             hour: try part(3), minute: try part(4), second: try part(5)))
            }
            for (name, path) in [("year", \DateComponents.year), ("month", \.month), ("day", \.day),
                                 ("hour", \.hour), ("minute", \.minute), ("second", \.second), ("weekday", \.weekday)] {
                t.property("var \(name): Int?") { p in (p as! DateComponents)[keyPath: path].map { .int($0) } ?? .null }
            }
        }
        nativeType("Calendar.Component") { t in
            t.constants([("year", Calendar.Component.year), ("month", .month), ("day", .day), ("hour", .hour),
                         ("minute", .minute), ("second", .second), ("weekday", .weekday), ("weekOfYear", .weekOfYear)]
                        as [(String, Calendar.Component)])
        }
        nativeType("Calendar", payload: ScriptCalendar.self) { t in
            t.staticValue("static let current: Calendar") { i in i.wrap(ScriptCalendar(), as: "Calendar") }
            t.staticValue("static let autoupdatingCurrent: Calendar") { i in i.wrap(ScriptCalendar(), as: "Calendar") }
            // The week may start on another day (`firstWeekday = 2`: Monday); the rest is the
            // picture's fixed Gregorian calendar in UTC.
            t.property("var firstWeekday: Int { get set }") { p in .int((p as! ScriptCalendar).firstWeekday) } set: { p, v, interpreter, loc in
                var calendar = p as! ScriptCalendar
                guard case .int(let day) = v, (1...7).contains(day) else { throw ScriptError(loc, "firstWeekday is a weekday from 1 (Sunday) to 7") }
                calendar.firstWeekday = day
                return calendar
            }
            for (name, symbols) in [("monthSymbols", \Calendar.monthSymbols), ("shortMonthSymbols", \.shortMonthSymbols),
                                    ("veryShortMonthSymbols", \.veryShortMonthSymbols), ("weekdaySymbols", \.weekdaySymbols),
                                    ("shortWeekdaySymbols", \.shortWeekdaySymbols), ("veryShortWeekdaySymbols", \.veryShortWeekdaySymbols)] {
                t.property("var \(name): [String]") { _ in .array(CalendarDate.calendar[keyPath: symbols].map { .string($0) }) }
            }
            t.method("dateComponents(_ components: Set<Calendar.Component>, from date: Date) -> DateComponents") { c in
                let wanted: Set<Calendar.Component> = try c.interpreter.calendarComponents(c.value(0), c.loc)
                return c.wrap(CalendarDate.calendar.dateComponents(wanted, from: CalendarDate.date(try c.native(1))))
            }
            t.method("range(of smaller: Calendar.Component, in larger: Calendar.Component, for date: Date) -> Range<Int>?") { c in
                guard let r = CalendarDate.calendar.range(of: try c.native(0), in: try c.native(1), for: CalendarDate.date(try c.native(2))) else { return .null }
                return .some(.range(.int(r.lowerBound), .int(r.upperBound), closed: false))
            }
            t.method("isDate(_ date1: Date, inSameDayAs date2: Date) -> Bool") { c in
                .bool(CalendarDate.calendar.isDate(CalendarDate.date(try c.native(0)), inSameDayAs: CalendarDate.date(try c.native(1))))
            }
            t.method("date(from components: DateComponents) -> Date?") { c in
                CalendarDate.seconds(from: try c.native(0)).map { c.interpreter.wrap($0, as: "Date") } ?? .null
            }
            t.method("date(byAdding component: Calendar.Component, value: Int, to date: Date) -> Date?") { c in
                let moved = CalendarDate.calendar.date(byAdding: try c.native(0), value: try c.int(1), to: CalendarDate.date(try c.native(2)))
                return moved.map { c.interpreter.wrap($0.timeIntervalSinceReferenceDate, as: "Date") } ?? .null
            }
            t.method("component(_ component: Calendar.Component, from date: Date) -> Int") { c in
                .int(CalendarDate.calendar.component(try c.native(0), from: CalendarDate.date(try c.native(1))))
            }
            t.method("startOfDay(for date: Date) -> Date") { c in
                c.interpreter.wrap(CalendarDate.calendar.startOfDay(for: CalendarDate.date(try c.native(0))).timeIntervalSinceReferenceDate, as: "Date")
            }
            t.method("isDateInToday(_ date: Date) -> Bool") { c in
                .bool(CalendarDate.calendar.isDate(CalendarDate.date(try c.native(0)), inSameDayAs: CalendarDate.date(CalendarDate.now)))
            }
        }
        nativeType("Text.DateStyle") { t in
            t.constants([("date", TextDateStyle.date), ("time", .time), ("relative", .relative), ("offset", .offset),
                         ("timer", .timer)] as [(String, TextDateStyle)])
        }
        nativeType("Text") { t in
            t.initializer("init(_ date: Date, style: Text.DateStyle)") { c in
                c.wrap(Text((try c.native(1) as TextDateStyle).text(try c.native(0))))
            }
            // `Text(start...end)`: the interval, as DateIntervalFormatter writes it.
            t.initializer("init(_ dates: ClosedRange<Date>)") { c in
                guard case .range(let a, let b, _) = c.value(0),
                      case .native(let lo) = a, let start = lo.payload as? Double,
                      case .native(let hi) = b, let end = hi.payload as? Double else {
                    throw ScriptError(c.loc, "Text(_:) takes a range of dates here")
                }
                let f = DateIntervalFormatter()
                f.calendar = CalendarDate.calendar
                f.timeZone = CalendarDate.calendar.timeZone
                f.locale = CalendarDate.locale
                f.dateStyle = .none
                f.timeStyle = .short
                let sameDay = CalendarDate.calendar.isDate(CalendarDate.date(start), inSameDayAs: CalendarDate.date(end))
                if !sameDay { f.dateStyle = .medium }
                let text = f.string(from: CalendarDate.date(start), to: CalendarDate.date(end))
                return c.wrap(Text(text.replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{2009}", with: " ")))
            }
        }
        nativeType("DatePickerComponents") { t in
            t.constants([("date", DatePickerComponents.date), ("hourAndMinute", DatePickerComponents.hourAndMinute)])
        }
        nativeType("DatePickerStyle") { t in
            t.constants(of: LoomUI.DatePickerStyle.self)
        }
        for (name, style) in [("DefaultDatePickerStyle", LoomUI.DatePickerStyle.automatic), ("CompactDatePickerStyle", .compact),
                              ("GraphicalDatePickerStyle", .graphical), ("WheelDatePickerStyle", .wheel)] {
            nativeType(name) { t in t.initializer("init()") { c in c.interpreter.wrap(style, as: "DatePickerStyle") } }
        }
        nativeType("DatePicker", conformances: ["View"]) { t in
            // With or without a range (`in: start...`, `...end`, `start...end`) and the components
            // (both when not given): the picture is the selection.
            for range in ["", "in range: Any, "] {
                let shift = range.isEmpty ? 0 : 1
                t.initializer("init(_ title: String, selection: Date, \(range)displayedComponents: DatePickerComponents)") { c in
                    c.wrap(DatePicker(c.string(0), date: try c.native(1), components: try c.datePickerComponents(2 + shift)))
                }
                t.initializer("init(_ title: String, selection: Date\(range.isEmpty ? "" : ", in range: Any"))") { c in
                    c.wrap(DatePicker(c.string(0), date: try c.native(1)))
                }
                t.initializer("init<Label: View>(selection: Date, \(range)displayedComponents: DatePickerComponents, @ViewBuilder label: () -> Label)") { c in
                    c.wrap(DatePicker(label: try c.builtView(2 + shift), date: try c.native(0), components: try c.datePickerComponents(1 + shift)))
                }
                t.initializer("init<Label: View>(selection: Date, \(range)@ViewBuilder label: () -> Label)") { c in
                    c.wrap(DatePicker(label: try c.builtView(1 + shift), date: try c.native(0)))
                }
            }
        }
        nativeType("View") { t in
            t.method("datePickerStyle(_ style: DatePickerStyle)") { c in c.wrap(try c.receiverView().datePickerStyle(try c.native(0))) }
        }
    }
}

extension NativeCall {
    /// `.date`, or an array literal of components `[.date, .hourAndMinute]`.
    func datePickerComponents(_ i: Int) throws -> DatePickerComponents {
        switch value(i).optionalPayload ?? .null {
        case .native(let n): return n.payload as? DatePickerComponents ?? [.date, .hourAndMinute]
        case .array(let items):
            return items.reduce(into: []) { set, item in
                if case .native(let n) = item, let c = n.payload as? DatePickerComponents { set.formUnion(c) }
            }
        default: return [.date, .hourAndMinute]
        }
    }
}

/// `Calendar` as a script holds it: the picture's fixed Gregorian calendar, with the first day of
/// its week.
struct ScriptCalendar {
    var firstWeekday = 1
}

extension Interpreter {
    /// `[.year, .month]` as a set of calendar components.
    func calendarComponents(_ v: Value, _ loc: Loc) throws -> Set<Calendar.Component> {
        let items: [Value]
        switch v {
        case .array(let xs): items = xs
        case .set(let s): items = s.members
        default: items = [v]
        }
        return Set(try items.map { item in
            guard case .native(let n) = item, let c = n.payload as? Calendar.Component else {
                throw ScriptError(loc, "dateComponents(_:from:) takes calendar components such as [.year, .month]")
            }
            return c
        })
    }
}
