// Calendar's week start, components, ranges and symbols; DateFormatter's month names.
import Foundation

var calendar = Calendar.current
calendar.firstWeekday = 1
print(calendar.firstWeekday)
let feb = calendar.date(from: DateComponents(year: 2024, month: 2, day: 14))!
let comps = calendar.dateComponents([.year, .month], from: feb)
print([comps.year!, comps.month!])
print(calendar.range(of: .day, in: .month, for: feb)!.count)
print(calendar.isDate(feb, inSameDayAs: feb))
let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US")
print(formatter.monthSymbols[1])
print(calendar.monthSymbols.count)
print(calendar.shortWeekdaySymbols.first!, calendar.veryShortWeekdaySymbols.count, calendar.range(of: .day, in: .month, for: calendar.date(from: DateComponents(year: 2023, month: 2, day: 1))!)!.upperBound)
// expect: 1
// expect: [2024, 2]
// expect: 29
// expect: true
// expect: February
// expect: 12
// expect: Sun 7 29
