import Foundation

/// A moment as Loom's pictures show it: seconds since 1 January 2001, 00:00 UTC (Foundation's
/// reference date), read in the en_US locale and the UTC time zone on the Gregorian calendar, so
/// a date prints the same on every machine. Scripts' `Date()` is `CalendarDate.now`.
public enum CalendarDate {
    /// The moment every picture is taken: Tuesday, 9 January 2007, 9:41 AM — the time iOS shows
    /// in Apple's screenshots, and the status bar's 9:41.
    public static let now = 190_028_460.0

    public enum Style: Sendable, Equatable { case none, short, medium, long, full }

    public static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = locale
        return calendar
    }()

    public static let locale = Locale(identifier: "en_US")

    public static func date(_ seconds: Double) -> Date { Date(timeIntervalSinceReferenceDate: seconds.isFinite ? seconds : 0) }

    /// `DateFormatter` with `dateStyle` and `timeStyle`, or a `dateFormat` pattern when one is given.
    public static func string(_ seconds: Double, date: Style = .none, time: Style = .none, format: String? = nil) -> String {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = locale
        if let format {
            formatter.dateFormat = format
        } else {
            formatter.dateStyle = foundationStyle(date)
            formatter.timeStyle = foundationStyle(time)
        }
        // ICU puts a narrow no-break space before AM/PM; iOS draws it as a space.
        return formatter.string(from: self.date(seconds)).replacingOccurrences(of: "\u{202F}", with: " ")
    }

    static func foundationStyle(_ style: Style) -> DateFormatter.Style {
        switch style {
        case .none: .none
        case .short: .short
        case .medium: .medium
        case .long: .long
        case .full: .full
        }
    }

    /// The calendar fields of a moment.
    public static func components(_ seconds: Double) -> DateComponents {
        calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date(seconds))
    }

    /// The moment those fields name (missing ones are the start of their unit), or nil.
    public static func seconds(from components: DateComponents) -> Double? {
        calendar.date(from: components)?.timeIntervalSinceReferenceDate
    }
}
