import Testing
import LoomGraphics
import LoomTestSupport
import LoomUI
@testable import LoomScript

/// The forms tutorials and cheat sheets write (issue 12): each script must draw the pixels of
/// the LoomUI view it stands for. Where SwiftUI makes two spellings the same picture (a style
/// struct and its `.segmented` name, a Canvas fill and a filled shape, a Menu at rest and a
/// button) the LoomUI side is the other spelling, so the test checks that rule, not only the call.
@Suite("Bridge differential: tutorial forms (#12)")
struct BridgeDifferentialTutorialTests {
    typealias Case = BridgeCase

    static let cases: [Case] = [
        Case(script: "Stepper(value: .constant(3), in: 1...10) { Text(\"Count is 3\") }") {
            Stepper(label: Text("Count is 3"), value: 3, in: 1...10)
        },
        Case(script: "Stepper(value: .constant(10), in: 1...10, step: 2) { Text(\"Top\") }") {
            Stepper(label: Text("Top"), value: 10, in: 1...10, step: 2)
        },
        Case(script: "Stepper(onIncrement: { }, onDecrement: { }, label: { Text(\"Taps\") })") {
            Stepper(label: Text("Taps"), value: 0)
        },
        Case(script: "Stepper { Text(\"Taps\") } onIncrement: { } onDecrement: { }") {
            Stepper(label: Text("Taps"), value: 0)
        },
        Case(script: "Slider(value: .constant(30), in: 0...100) { Text(\"Speed\") } minimumValueLabel: { Text(\"0\") } maximumValueLabel: { Text(\"100\") }") {
            Slider(value: 30, in: 0...100, minimumValueLabel: Text("0"), maximumValueLabel: Text("100"))
        },
        Case(script: "Slider(value: .constant(0.5), in: 0...1, step: 0.1, onEditingChanged: { _ in }, minimumValueLabel: Text(\"Min\"), maximumValueLabel: Text(\"Max\"), label: { Text(\"L\") })") {
            Slider(value: 0.5, in: 0...1, minimumValueLabel: Text("Min"), maximumValueLabel: Text("Max"))
        },
        // Dates: the picture's moment is 9:41 AM, 9 January 2007 (UTC, en_US).
        Case(script: "Text(Date(), style: .date)") { Text("January 9, 2007") },
        Case(script: "Text(Date(), style: .time)") { Text("9:41 AM") },
        Case(script: "Text(Date().addingTimeInterval(600), style: .timer)") { Text("10:00") },
        Case(script: "Text(Date().formatted(date: .abbreviated, time: .omitted))") { Text("Jan 9, 2007") },
        // `var`: a `let` DateFormatter cannot be set up yet (natives are values to the interpreter).
        Case(script: "var f = DateFormatter()\nf.dateStyle = .long\nf.timeStyle = .short\nText(f.string(from: Date()))") {
            Text("January 9, 2007 at 9:41 AM")
        },
        Case(script: "Text(Calendar.current.date(from: DateComponents(year: 2020, month: 4, day: 1))!, style: .date)") { Text("April 1, 2020") },
        Case(script: "DatePicker(\"Today\", selection: .constant(Date()), displayedComponents: .date)") {
            DatePicker("Today", date: CalendarDate.now, components: .date)
        },
        Case(script: "DatePicker(selection: .constant(Date()), in: ...Date(), displayedComponents: .hourAndMinute) { Text(\"When\") }") {
            DatePicker(label: Text("When"), date: CalendarDate.now, components: .hourAndMinute)
        },
        Case(script: "DatePicker(\"Now\", selection: .constant(Date()))") { DatePicker("Now", date: CalendarDate.now) },
        Case(script: "DatePicker(\"Birthday\", selection: .constant(Date()), displayedComponents: .date).datePickerStyle(GraphicalDatePickerStyle())") {
            DatePicker("Birthday", date: CalendarDate.now, components: .date).datePickerStyle(.graphical)
        },
        Case(script: "DatePicker(\"Alarm\", selection: .constant(Date()), displayedComponents: .hourAndMinute).datePickerStyle(.wheel)") {
            DatePicker("Alarm", date: CalendarDate.now, components: .hourAndMinute).datePickerStyle(.wheel)
        },
        // A canvas fill is the shape's fill; a translation acts as an offset does.
        Case(script: "Canvas { context, size in context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green)) }.frame(width: 60, height: 40)") {
            Ellipse().fill(Color.green).frame(width: 60, height: 40)
        },
        Case(script: "Canvas { context, size in\n    var inner = context\n    inner.translateBy(x: 10, y: 5)\n    inner.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.red))\n}.frame(width: 40, height: 30)") {
            ZStack(alignment: .topLeading, content: [Color.clear, Color.red.frame(width: 20, height: 20).offset(x: 10, y: 5)])
                .frame(width: 40, height: 30)
        },
        Case(script: "Canvas { context, size in context.stroke(Path(ellipseIn: CGRect(x: 2, y: 2, width: 36, height: 26)), with: .color(.blue), lineWidth: 4) }.frame(width: 40, height: 30)") {
            Ellipse().stroke(Color.blue, lineWidth: 4).frame(width: 36, height: 26).padding(2)
        },
        // At rest a menu is its button, an edit button reads Edit.
        Case(script: "Menu(\"Edit\") { Button(\"Copy\") { }; Button(\"Paste\") { } }") { Button("Edit") },
        Case(script: "Menu { Button(\"A\") { } } label: { Label(\"More\", systemImage: \"ellipsis.circle\") }") {
            Button(label: Label("More", systemImage: "ellipsis.circle"))
        },
        Case(script: "EditButton()") { Button("Edit") },
        Case(script: "ControlGroup { Button(\"Uno\") { }; Button(\"Dos\") { } }") {
            ControlGroup(content: [Button("Uno"), Button("Dos")])
        },
        Case(script: "ControlGroup { Button(\"A\") { } } label: { Text(\"Group\") }.controlGroupStyle(.menu)") { Button("Group") },
        // iOS 13's style structs are their `.name` spellings.
        Case(script: "Picker(\"P\", selection: .constant(1)) { Text(\"A\").tag(0); Text(\"B\").tag(1) }.pickerStyle(SegmentedPickerStyle())") {
            Picker("P", selection: AnyHashable(1), rows: [Text("A").tag(AnyHashable(0)), Text("B").tag(AnyHashable(1))]).pickerStyle(.segmented)
        },
        Case(script: "List { Section(header: Text(\"Heroes\"), footer: Text(\"Strong\")) { Text(\"Thor\") } }.listStyle(GroupedListStyle())") {
            List(rows: [Section(header: "Heroes", footer: "Strong", rows: [Text("Thor")])]).listStyle(.grouped)
        },
        Case(script: "TextField(\"Name\", text: .constant(\"\")).textFieldStyle(RoundedBorderTextFieldStyle())") {
            TextField("Name", text: "").textFieldStyle(.roundedBorder)
        },
        Case(script: "VStack { Button(\"Big\") { }.controlSize(.large); Button(\"Small\") { }.controlSize(.small) }.buttonStyle(.borderedProminent)") {
            VStack(content: [Button("Big").controlSize(.large), Button("Small").controlSize(.small)]).buttonStyle(.borderedProminent)
        },
        Case(script: "SecureField(\"Password\", text: .constant(\"\"), prompt: Text(\"Required\"))") { SecureField("Required", text: "") },
        Case(script: """
            struct Item: Identifiable { let id = UUID(); let name: String; var items: [Item]? }
            List { OutlineGroup([Item(name: "Fruit", items: [Item(name: "Fig", items: nil)]), Item(name: "Nut", items: nil)], children: \\.items) { Text($0.name) } }
            """) {
            List(rows: [LoomUI.Group(content: [DisclosureGroup(label: Text("Fruit"), isExpanded: false, content: []), Text("Nut")])])
        },
        Case(script: "List { Text(\"A\") }.searchable(text: .constant(\"\"), prompt: \"Find\")") {
            List(rows: [Text("A")]).searchable(text: "", prompt: "Find")
        },
    ]

    @Test(arguments: cases)
    func scriptDrawsWhatLoomUIDraws(_ c: Case) throws {
        let r = run(c.script)
        #expect(r.errors.isEmpty, "\(r.errors)")
        let scripted = try #require(r.views.last)
        let proposal = ProposedSize(width: 393, height: nil)
        let viaScript = try LoomUI.renderImage(scripted, proposal: proposal, scale: 2)
        let direct = try LoomUI.renderImage(c.view(), proposal: proposal, scale: 2)
        expectIdenticalPictures(viaScript.bitmap, direct.bitmap, named: "bridge-" + c.script)
    }

    /// `.actionSheet` is iOS 13's confirmation dialog with its title shown, drawn on a phone.
    @Test func anActionSheetIsAConfirmationDialogWithItsTitle() throws {
        let r = run("""
            Text("Hi").actionSheet(isPresented: .constant(true)) {
                ActionSheet(title: Text("Photo"), message: Text("Choose"), buttons: [.default(Text("Share")), .destructive(Text("Delete")), .cancel()])
            }
            """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        let phone = try #require(Device.named("iPhone 15"))
        let viaScript = try LoomUI.renderImage(try #require(r.views.first), on: phone, statusBar: true)
        let direct = try LoomUI.renderImage(Text("Hi").confirmationDialog(Text("Photo"), isPresented: true, titleVisible: true,
                                                                         buttons: [Button("Share"), Button("Delete", role: .destructive), Button("Cancel", role: .cancel)],
                                                                         message: Text("Choose")), on: phone, statusBar: true)
        #expect(viaScript.bitmap.rgbaBytes() == direct.bitmap.rgbaBytes())
    }

    @Test func aDismissedActionSheetIsNotDrawn() throws {
        let r = run("Text(\"Hi\").actionSheet(isPresented: .constant(false)) { ActionSheet(title: Text(\"T\")) }")
        #expect(r.errors.isEmpty, "\(r.errors)")
        let viaScript = try LoomUI.renderImage(try #require(r.views.first), scale: 2)
        #expect(viaScript.bitmap.rgbaBytes() == (try LoomUI.renderImage(Text("Hi"), scale: 2)).bitmap.rgbaBytes())
    }

    @Test func dateFormattingFollowsFoundation() {
        #expect(CalendarDate.string(CalendarDate.now, date: .short) == "1/9/07")
        #expect(CalendarDate.string(CalendarDate.now, date: .full) == "Tuesday, January 9, 2007")
        #expect(CalendarDate.string(CalendarDate.now, format: "yyyy-MM-dd HH:mm") == "2007-01-09 09:41")
        let r = run("print(Date().formatted())\nprint(Date())\nprint(Calendar.current.component(.year, from: Date()))")
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.text == "1/9/2007, 9:41 AM\n2007-01-09 09:41:00 +0000\n2007\n")
    }
}
