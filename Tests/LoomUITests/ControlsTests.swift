import Foundation
import LoomGraphics
import Testing
@testable import LoomUI

/// Controls drawn in iOS 17's light look: golden scenes at 2× under `Goldens/controls/`, compared
/// within `ImageTolerance.default`, plus the sizes iOS gives them. Re-record after an intended
/// change with `LOOM_RECORD=failed swift test --filter ControlsTests`, then look at every PNG.
@Suite struct ControlsTests {
    /// The size a view chooses for `proposal`.
    func size(_ view: any ViewNode, _ proposal: ProposedSize = .unspecified) throws -> Size {
        try renderImage(view, proposal: proposal, scale: 1).layoutFrame.size
    }

    /// A scene on white with the default 16 pt of room, as controls sit on a screen.
    func card(_ content: [any ViewNode], width: Double = 300, spacing: Double = 16) -> any ViewNode {
        VStack(alignment: .leading, spacing: spacing, content: content).frame(width: width, alignment: .leading).padding().background(Color.white)
    }

    // MARK: Goldens

    @Test func buttons() throws {
        try assertGolden(card([
            Button(title: "Automatic"),
            Button(title: "Bordered").buttonStyle(.bordered),
            Button(title: "Bordered prominent").buttonStyle(.borderedProminent),
            Button(title: "Plain").buttonStyle(.plain),
            HStack(spacing: 12, content: [
                Button("Add", systemImage: "plus.circle.fill").buttonStyle(.borderedProminent),
                Button(title: "Tinted").buttonStyle(.bordered).tint(.purple),
                Button(title: "Delete", role: .destructive).buttonStyle(.bordered),
            ]),
        ]), named: "buttons", in: "controls")
    }

    @Test func toggles() throws {
        try assertGolden(card([
            Toggle(title: "Wi-Fi", isOn: true),
            Toggle(title: "Airplane Mode", isOn: false),
            Toggle(title: "Tinted", isOn: true).tint(.orange),
        ]), named: "toggles", in: "controls")
    }

    @Test func slidersAndProgress() throws {
        try assertGolden(card([
            Slider(value: 0.3),
            Slider(value: 75, in: 0...100).tint(.orange),
            ProgressView(value: 0.4),
            ProgressView("Downloading…", value: 7, total: 10),
            HStack(spacing: 24, content: [ProgressView(), ProgressView("Loading")]),
        ]), named: "sliders-progress", in: "controls")
    }

    @Test func steppers() throws {
        try assertGolden(card([
            Stepper(title: "Quantity: 3", value: 3),
            Stepper(title: "At the minimum", value: 0, in: 0...10),
        ]), named: "steppers", in: "controls")
    }

    @Test func pickers() throws {
        try assertGolden(card([
            Picker(title: "Size", selection: "Medium", options: ["Small", "Medium", "Large"]).pickerStyle(.segmented),
            Picker(title: "Mode", selection: "Day", options: ["Day", "Week", "Month", "Year"]).pickerStyle(.segmented),
            Picker(title: "Flavour", selection: "Vanilla", options: ["Vanilla", "Chocolate"]),
        ]), named: "pickers", in: "controls")
    }

    @Test func textFields() throws {
        try assertGolden(card([
            TextField(placeholder: "Name", text: ""),
            TextField(placeholder: "Name", text: "Taylor Appleseed"),
            TextField(placeholder: "Email", text: "").textFieldStyle(.roundedBorder),
            TextField(placeholder: "Email", text: "taylor@example.com").textFieldStyle(.roundedBorder),
            SecureField(placeholder: "Password", text: "hunter22").textFieldStyle(.roundedBorder),
        ], spacing: 12), named: "text-fields", in: "controls")
    }

    @Test func labels() throws {
        try assertGolden(card([
            Label(title: "Favourites", systemImage: "star.fill"),
            Label(title: "Messages", systemImage: "message"),
            Label(title: "Settings", systemImage: "gearshape").foregroundColor(.blue),
        ], spacing: 10), named: "labels", in: "controls")
    }

    @Test func insetGroupedList() throws {
        let list = List(rows: [
            Section(header: "Account", rows: [
                Label(title: "Profile", systemImage: "person.crop.circle"),
                Toggle(title: "Notifications", isOn: true),
                Picker(title: "Language", selection: "English", options: ["English", "French"]),
            ]),
            Section(header: "Display", footer: "Larger text is easier to read.", rows: [
                Slider(value: 0.6),
                Stepper(title: "Font size: 17", value: 17),
            ]),
            Section(rows: [Button(title: "Sign Out")]),
        ])
        try assertGolden(list, named: "list", in: "controls", proposal: ProposedSize(width: 390, height: nil))
    }

    @Test func plainAndGroupedLists() throws {
        let rows: [any ViewNode] = [
            Section(header: "Fruit", rows: [Text("Apple"), Text("Banana")]),
            Section(header: "Vegetables", rows: [Text("Carrot"), Label(title: "Leek", systemImage: "leaf")]),
        ]
        try assertGolden(HStack(spacing: 0, content: [
            List(rows: rows).listStyle(.plain),
            Color.gray.frame(width: 1),
            List(rows: rows).listStyle(.grouped),
        ]).frame(width: 500, height: 300), named: "list-plain-grouped", in: "controls")
    }

    @Test func formInNavigationStack() throws {
        let view = NavigationStack(title: "Settings", content: Form(rows: [
            Section(header: "Profile", rows: [
                TextField(placeholder: "Name", text: ""),
                SecureField(placeholder: "Password", text: "secret"),
            ]),
            Section(rows: [
                Toggle(title: "Private account", isOn: false),
                Picker(title: "Theme", selection: "Light", options: ["Light", "Dark"]).pickerStyle(.segmented),
            ]),
        ]))
        try assertGolden(view, named: "navigation-form", in: "controls", proposal: ProposedSize(width: 390, height: 520))
    }

    @Test func navigationStackWithPlainContent() throws {
        let view = NavigationStack(content: VStack(alignment: .leading, content: [
            Text("Hello, world!"),
            Button(title: "Continue").buttonStyle(.borderedProminent),
        ]).padding().navigationTitle("Home"))
        try assertGolden(view, named: "navigation-plain", in: "controls", proposal: ProposedSize(width: 320, height: 240))
    }

    @Test func commonSymbols() throws {
        let names = ["star", "star.fill", "heart", "heart.fill", "bolt.fill", "flame.fill", "cloud.sun", "cloud.rain",
                     "sun.max.fill", "moon.stars", "snowflake", "umbrella", "person.crop.circle", "person.2.fill", "envelope",
                     "phone.fill", "message", "bell.badge", "square.and.arrow.up", "square.and.pencil", "trash", "pencil",
                     "doc.on.doc", "folder", "cart", "bag", "creditcard", "gift", "iphone", "laptopcomputer", "play.fill",
                     "pause.circle", "forward.end.fill", "speaker.wave.2", "chevron.right", "chevron.up.chevron.down",
                     "arrow.clockwise", "arrow.up.circle.fill", "checkmark.circle.fill", "xmark.circle", "plus", "minus.circle",
                     "info.circle", "exclamationmark.triangle.fill", "gearshape", "slider.horizontal.3", "magnifyingglass",
                     "house.fill", "map", "location.fill", "lock.fill", "eye.slash", "wifi", "battery.75", "clock", "calendar"]
        let rows = stride(from: 0, to: names.count, by: 8).map { start in
            HStack(spacing: 12, content: names[start..<min(start + 8, names.count)].map {
                Image(systemName: $0).frame(width: 24, height: 24) as any ViewNode
            }) as any ViewNode
        }
        try assertGolden(VStack(spacing: 12, content: rows).padding(12).background(Color.white), named: "symbols", in: "controls")
    }

    // MARK: Symbols

    @Test func everyMappedSymbolHasAGlyph() throws {
        #expect(SFSymbolNames.materialName.count >= 200)
        for name in SFSymbolNames.materialName.keys.sorted() {
            #expect(SymbolGlyphs.shared.glyph(forSystemName: name) != nil, "\(name) → mdi-\(SFSymbolNames.materialName[name]!) is not in the icon font")
            #expect(throws: Never.self) { try renderImage(Image(systemName: name), scale: 1) }
        }
    }

    // MARK: Sizes

    @Test func toggleFillsTheWidthAndIsAsTallAsItsSwitch() throws {
        #expect(try size(Toggle(title: "Wi-Fi", isOn: true), ProposedSize(width: 300, height: nil)) == Size(width: 300, height: 31))
        let frames = try renderImage(Toggle(title: "Wi-Fi", isOn: false), proposal: ProposedSize(width: 300, height: nil), scale: 1).frames
        #expect(frames.contains { $0.name == "Frame" && $0.frame == Rect(x: 249, y: 0, width: 51, height: 31) })
    }

    @Test func labelsHiddenLeavesOnlyTheControl() throws {
        // SwiftUI: with its label hidden a toggle is its switch, a stepper its −/+ pair; neither
        // fills the offered width any more.
        let offer = ProposedSize(width: 300, height: nil)
        #expect(try size(Toggle(title: "Wi-Fi", isOn: true).labelsHidden(), offer) == Size(width: 51, height: 31))
        #expect(try size(Stepper(title: "Count", value: 1).labelsHidden(), offer) == Size(width: 94, height: 32))
        // The flag reaches controls nested below the modified view.
        let column = VStack(content: [Toggle(title: "A", isOn: false), Stepper(title: "B", value: 0)]).labelsHidden()
        #expect(try size(column, offer) == Size(width: 94, height: 31 + 8 + 32))
        // In a form row the menu picker loses its title and shows only its choice.
        let row = try renderImage(List(rows: [Picker(title: "Flavour", selection: "Mint", options: ["Mint"]).labelsHidden()]),
                                  proposal: ProposedSize(width: 300, height: 200), scale: 1).frames
        #expect(!row.contains { $0.name.contains("Flavour") })
        #expect(row.contains { $0.name.contains("Mint") })
    }

    @Test func sliderFillsTheWidthAtThirtyPoints() throws {
        #expect(try size(Slider(value: 0.5), ProposedSize(width: 200, height: nil)) == Size(width: 200, height: 30))
        #expect(try size(Slider(value: 0.5)) == Size(width: 118, height: 30))
    }

    @Test func stepperAndSegmentedPickerHeights() throws {
        #expect(try size(Stepper(title: "Count", value: 1), ProposedSize(width: 300, height: nil)) == Size(width: 300, height: 32))
        let picker = Picker(title: "Size", selection: "S", options: ["S", "M", "L"]).pickerStyle(.segmented)
        #expect(try size(picker, ProposedSize(width: 300, height: nil)) == Size(width: 300, height: 32))
        // Unoffered, every segment is as wide as the widest title plus its padding.
        let ideal = try size(picker)
        #expect(ideal.height == 32)
        #expect(abs(ideal.width - 3 * (ideal.width - 2) / 3 - 2) < 0.001)
    }

    @Test func progressBarAndSpinnerSizes() throws {
        #expect(try size(ProgressView(value: 0.5), ProposedSize(width: 200, height: nil)) == Size(width: 200, height: 4))
        #expect(try size(ProgressView()) == Size(width: 20, height: 20))
    }

    @Test func textFieldsFillTheWidth() throws {
        #expect(try size(TextField(placeholder: "Name", text: "").textFieldStyle(.roundedBorder), ProposedSize(width: 250, height: nil))
            == Size(width: 250, height: 34))
        #expect(try size(TextField(placeholder: "Name", text: ""), ProposedSize(width: 250, height: nil)).width == 250)
    }

    @Test func borderedButtonPadsItsLabel() throws {
        let text = try size(Text("OK"))
        let button = try size(Button(title: "OK").buttonStyle(.bordered))
        #expect(button == Size(width: text.width + 24, height: text.height + 14))
        #expect(try size(Button(title: "OK")) == text)
    }

    /// A divider runs across the nearest stack even inside modifiers (MojtabaHs/LabeledStepper:
    /// `Divider().padding(.vertical, 8)` between a row's buttons is a vertical line).
    @Test func aWrappedDividerRunsAcrossItsStack() throws {
        let row = HStack(spacing: 0, content: [Color.red.frame(width: 10, height: 40), Divider().padding(.vertical, 8), Color.blue.frame(width: 10, height: 40)])
        #expect(try size(row) == Size(width: 20.5, height: 40))
        let column = VStack(spacing: 0, content: [Color.red.frame(width: 40, height: 10), Divider().padding(.horizontal, 8), Color.blue.frame(width: 40, height: 10)])
        #expect(try size(column) == Size(width: 40, height: 20.5))
    }

    /// SwiftUI draws a default-style button's label in the tint, unless a foreground style is set
    /// on the button or around it (AppDesigner's `LabeledStepper`: `.foregroundColor(.black)`).
    @Test func aForegroundStyleWinsOverTheButtonTint() throws {
        func pixels(_ view: any ViewNode) throws -> [UInt8] { try renderImage(view, scale: 1).bitmap.rgbaBytes() }
        #expect(try pixels(Button(title: "Red").foregroundColor(.red)) == pixels(Text("Red").foregroundColor(.red)))
        #expect(try pixels(VStack(content: [Button(title: "Tea")]).foregroundStyle(Color.green))
                == pixels(VStack(content: [Text("Tea")]).foregroundStyle(Color.green)))
        #expect(try pixels(Button(title: "Blue")) == pixels(Text("Blue").foregroundColor(.accentColor)))
    }

    @Test func listRowsAreAtLeastFortyFourPointsAndSectionsInset() throws {
        let list = List(rows: [Text("One"), Text("Two")])
        #expect(try size(list).width == 390)
        let frames = try renderImage(list, proposal: ProposedSize(width: 300, height: 400), scale: 1).frames
        #expect(frames[0].frame.size == Size(width: 300, height: 400))
        let rows = frames.filter { $0.name == "Frame" && $0.frame.height == 44 }
        #expect(rows.count == 2)
        #expect(rows.first?.frame == Rect(x: 16, y: 35, width: 268, height: 44))
    }

    @Test func sectionOutsideAListIsJustItsRows() throws {
        let nodes = try Section(header: "H", rows: [Text("a"), Text("b")]).resolve(in: EnvironmentValues())
        #expect(nodes.count == 2)
    }
}
