import Foundation
import LoomGraphics

/// Which parts of a moment a date picker shows (SwiftUI's `DatePickerComponents`).
public struct DatePickerComponents: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let date = DatePickerComponents(rawValue: 1)
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// `.datePickerStyle(_:)`: iOS's compact buttons (the default), the inline calendar, or wheels.
public enum DatePickerStyle: Sendable, Equatable, CaseIterable {
    case automatic, compact, graphical, wheel
}

/// A date picker at rest, as iOS 17 draws it.
/// - compact: the label leading and, trailing, a grey rounded button per component holding
///   the date ("Jan 9, 2007") and the time ("9:41 AM") in 17 pt, like `UIDatePicker.compact`;
/// - graphical: a month calendar (title, weekday initials, a 7-column grid with the selected day
///   on a pale accent circle) and, with `.hourAndMinute`, a Time row under it;
/// - wheel: the label over three wheels (day, hour, minute and AM/PM) with the selection on a grey band.
public struct DatePicker: LeafView {
    public var label: any ViewNode
    public var date: Double
    public var components: DatePickerComponents

    public init(label: any ViewNode, date: Double, components: DatePickerComponents = [.date, .hourAndMinute]) {
        self.label = label
        self.date = date
        self.components = components
    }

    public init(_ title: String, date: Double, components: DatePickerComponents = [.date, .hourAndMinute]) {
        self.init(label: Text(title), date: date, components: components)
    }

    /// UIDatePicker's compact buttons: 17 pt text, 11 pt side padding, 34 pt tall, 6 pt corners,
    /// 6 pt apart, on the tertiary fill.
    static let chipHeight = 34.0
    static let chipPadding = 11.0
    static let chipCornerRadius = 6.0
    static let chipSpacing = 6.0
    /// The inline calendar: 44 pt day cells, 7 across (its width is 7 × 44 plus 16 pt margins).
    static let dayCell = 44.0
    static let calendarMargin = 8.0
    static let wheelRow = 32.0
    static let wheelRows = 7

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        let style = environment.controls.datePickerStyle
        switch style {
        case .graphical: return try graphical(in: environment).resolveSingle(in: environment)
        case .wheel: return try wheel(in: environment).resolveSingle(in: environment)
        case .automatic, .compact: return try compact(in: environment).resolveSingle(in: environment)
        }
    }

    var dateText: String { CalendarDate.string(date, date: .medium) }
    var timeText: String { CalendarDate.string(date, time: .short) }

    private func compact(in environment: EnvironmentValues) -> any ViewNode {
        var chips: [any ViewNode] = []
        if components.contains(.date) || components.isEmpty { chips.append(Self.chip(dateText)) }
        if components.contains(.hourAndMinute) { chips.append(Self.chip(timeText)) }
        let buttons = HStack(spacing: Self.chipSpacing, content: chips)
        if environment.controls.labelsHidden { return buttons }
        return HStack(content: [label, Spacer(), buttons])
    }

    static func chip(_ text: String) -> any ViewNode {
        Text(text).font(.system(size: 17)).foregroundColor(.primary).lineLimit(1)
            .padding(.horizontal, chipPadding)
            .frame(height: chipHeight)
            .background(RoundedRectangle(cornerRadius: chipCornerRadius).fill(ControlPalette.tertiaryFill))
    }

    private func graphical(in environment: EnvironmentValues) -> any ViewNode {
        let accent = environment.accentColor
        let parts = CalendarDate.components(date)
        let year = parts.year ?? 2001, month = parts.month ?? 1, selected = parts.day ?? 1
        let first = CalendarDate.seconds(from: DateComponents(year: year, month: month, day: 1)) ?? date
        let leading = (CalendarDate.components(first).weekday ?? 1) - 1
        let days = CalendarDate.calendar.range(of: .day, in: .month, for: CalendarDate.date(first))?.count ?? 31
        let title = HStack(spacing: 4, content: [
            Text(CalendarDate.string(first, format: "MMMM yyyy")).font(.system(size: 17, weight: .semibold)),
            Image(systemName: "chevron.right").font(.system(size: 15, weight: .semibold)).foregroundColor(accent),
            Spacer(),
            Image(systemName: "chevron.left").font(.system(size: 20, weight: .medium)).foregroundColor(accent),
            Image(systemName: "chevron.right").font(.system(size: 20, weight: .medium)).foregroundColor(accent)
                .padding(.leading, 28),
        ]).padding(.horizontal, 8).frame(height: 44)
        let weekdays = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"].map {
            Text($0).font(.system(size: 13, weight: .semibold)).foregroundColor(ControlPalette.tertiaryLabel)
                .frame(width: Self.dayCell, height: 20) as any ViewNode
        }
        var rows: [any ViewNode] = [title, HStack(spacing: 0, content: weekdays)]
        let cells = leading + days
        for week in 0..<((cells + 6) / 7) {
            var row: [any ViewNode] = []
            for column in 0..<7 {
                let day = week * 7 + column - leading + 1
                guard day >= 1, day <= days else { row.append(Color.clear.frame(width: Self.dayCell, height: Self.dayCell)); continue }
                var number = Text("\(day)").font(.system(size: 20, weight: day == selected ? .semibold : .regular))
                    .foregroundColor(day == selected ? accent : .primary) as any ViewNode
                if day == selected {
                    number = number.frame(width: Self.dayCell - 4, height: Self.dayCell - 4)
                        .background(Circle().fill(accent.opacity(0.12)))
                }
                row.append(number.frame(width: Self.dayCell, height: Self.dayCell))
            }
            rows.append(HStack(spacing: 0, content: row))
        }
        if components.contains(.hourAndMinute) {
            rows.append(HStack(content: [Text("Time").font(.system(size: 17)), Spacer(), Self.chip(timeText)])
                .padding(.horizontal, 8).padding(.top, 8))
        }
        return VStack(alignment: .leading, spacing: 0, content: rows).padding(Self.calendarMargin)
    }

    private func wheel(in environment: EnvironmentValues) -> any ViewNode {
        let parts = CalendarDate.components(date)
        let hour12 = ((parts.hour ?? 0) + 11) % 12 + 1, minute = parts.minute ?? 0
        let middle = Self.wheelRows / 2
        func column(_ texts: [String], selected: Int, width: Double, alignment: HorizontalAlignment) -> any ViewNode {
            VStack(spacing: 0, content: texts.enumerated().map { index, text in
                let distance = Double(abs(index - selected))
                return Text(text).font(.system(size: 21 - distance))
                    .foregroundColor(index == selected ? .primary : ControlPalette.secondaryLabel)
                    .opacity(index == selected ? 1 : max(0.25, 1 - distance * 0.25))
                    .lineLimit(1)
                    .frame(width: width, height: Self.wheelRow, alignment: Alignment(horizontal: alignment, vertical: .center))
            })
        }
        func around(_ count: Int, _ f: (Int) -> String) -> [String] { (-middle...middle).map { f($0) } }
        var columns: [any ViewNode] = []
        if components.contains(.date) || components.isEmpty {
            let days = around(Self.wheelRows) { offset -> String in
                offset == 0 ? "Today" : CalendarDate.string(date + Double(offset) * 86_400, format: "EEE MMM d")
            }
            columns.append(column(days, selected: middle, width: 130, alignment: .trailing))
        }
        if components.contains(.hourAndMinute) {
            columns.append(column(around(Self.wheelRows) { "\((hour12 + $0 + 11) % 12 + 1)" }, selected: middle, width: 44, alignment: .trailing))
            columns.append(column(around(Self.wheelRows) { String(format: "%02d", (minute + $0 + 60) % 60) }, selected: middle, width: 44, alignment: .leading))
            let am = (parts.hour ?? 0) < 12
            let meridiem = ["", "", "", am ? "AM" : "PM", am ? "PM" : "", "", ""]
            columns.append(column(meridiem, selected: middle, width: 44, alignment: .leading))
        }
        let band = RoundedRectangle(cornerRadius: 8).fill(ControlPalette.tertiaryFill).frame(height: Self.wheelRow)
        let wheels = ZStack(content: [band, HStack(spacing: 12, content: columns)]).frame(maxWidth: .infinity)
        if environment.controls.labelsHidden { return wheels }
        return VStack(alignment: .leading, spacing: 0, content: [label, wheels])
    }
}

extension ViewNode {
    /// How date pickers below this view are drawn.
    public func datePickerStyle(_ style: DatePickerStyle) -> EnvironmentModifierView {
        EnvironmentModifierView(content: self) { $0.controls.datePickerStyle = style }
    }
}
