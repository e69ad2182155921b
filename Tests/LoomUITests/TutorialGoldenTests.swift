import LoomGraphics
import Testing
@testable import LoomUI

/// Goldens for the families issue 12 adds: date pickers in their three styles, a canvas drawing
/// with every kind of state, menus and control groups, gauges, and dark date pickers.
@Suite struct TutorialGoldenTests {
    @Test func datePickerStyles() throws {
        let view = VStack(alignment: .leading, spacing: 16, content: [
            DatePicker("Starts", date: CalendarDate.now),
            DatePicker("Day", date: CalendarDate.now, components: .date),
            DatePicker("Alarm", date: CalendarDate.now, components: .hourAndMinute).datePickerStyle(.wheel).labelsHidden(),
        ]).padding()
        try assertGolden(view, named: "date-pickers", in: "controls", proposal: ProposedSize(width: 360, height: nil))
    }

    @Test func graphicalDatePickerInDarkMode() throws {
        let view = DatePicker("Day", date: CalendarDate.now + 20 * 86_400).datePickerStyle(.graphical)
            .frame(width: 340).background(Color.background).preferredColorScheme(.dark)
        try assertGolden(view, named: "date-picker-graphical-dark", in: "controls")
    }

    @Test func canvasWithTransformsClipsAndBlending() throws {
        let canvas = CanvasView { context, size in
            var rotated = context
            rotated.translateBy(x: size.width / 2, y: size.height / 2)
            rotated.rotate(by: .pi / 6)
            rotated.opacity = 0.6
            rotated.fill(Path.rect(Rect(x: -40, y: -20, width: 80, height: 40)), with: .style(Color.purple))
            var clipped = context
            clipped.clip(to: Path.ellipse(in: Rect(x: 10, y: 10, width: 60, height: 60)))
            clipped.fill(Path.rect(Rect(x: 0, y: 0, width: 80, height: 40)),
                         with: .linearGradient(Gradient(colors: [.orange, .yellow]), startPoint: Point(x: 0, y: 0), endPoint: Point(x: 80, y: 0)))
            var blended = context
            blended.blendMode = .multiply
            blended.fill(Path.ellipse(in: Rect(x: size.width - 70, y: 10, width: 60, height: 60)), with: .style(Color.cyan))
            blended.fill(Path.ellipse(in: Rect(x: size.width - 50, y: 30, width: 60, height: 60)), with: .style(Color.pink))
            try context.draw(Text("Canvas").font(.headline), at: Point(x: size.width / 2, y: size.height - 12))
        }
        try assertGolden(canvas.frame(width: 200, height: 120), named: "canvas", in: "effects")
    }

    @Test func menusControlGroupsAndGauges() throws {
        let view = VStack(spacing: 16, content: [
            Menu("Sort"),
            ControlGroup(content: [Button("Bold"), Button("Italic")]),
            Gauge(value: 0.3, label: Text("Level"), minimumValueLabel: Text("0"), maximumValueLabel: Text("1")),
            HStack(spacing: 24, content: [
                Gauge(value: 0.7, label: Text("70")).gaugeStyle(.accessoryCircular),
                Gauge(value: 0.5, label: Text("50%")).gaugeStyle(.accessoryCircularCapacity).tint(.green),
                Gauge(value: 0.5, label: Text("Half")).gaugeStyle(.accessoryLinear).frame(width: 80),
            ]),
            Button("Large").buttonStyle(.borderedProminent).controlSize(.large).buttonBorderShape(.capsule),
        ]).padding()
        try assertGolden(view, named: "menus-gauges", in: "controls", proposal: ProposedSize(width: 320, height: nil))
    }
}
