import Testing
import LoomGraphics
import LoomTestSupport
import LoomUI
@testable import LoomScript

/// Controls at rest through the bridge, in their initializer forms and under each of their
/// styles (as a name, `.bordered`, and as a struct, `BorderedButtonStyle()`), sizes, shapes and
/// tints; images and symbols with their modifiers. Each script must draw the pixels of the
/// LoomUI view that states SwiftUI's rule for it, on a 393-point-wide row as on an iPhone.
@Suite("Bridge differential: controls and images")
struct BridgeDifferentialControlTests {
    typealias Case = BridgeCase

    static let cases: [Case] = [
        // Buttons: roles, symbols, labels, every style by name and by struct, border shapes, sizes.
        Case(script: "VStack { Button(\"Delete\", role: .destructive) { }; Button(\"Cancel\", role: ButtonRole.cancel) { }; Button(\"Share\", systemImage: \"square.and.arrow.up\") { } }") {
            VStack(content: [Button("Delete", role: .destructive), Button("Cancel", role: .cancel), Button("Share", systemImage: "square.and.arrow.up")])
        },
        Case(script: "Button(role: .destructive, action: { }) { Label(\"Trash\", systemImage: \"trash\") }.buttonStyle(.bordered)") {
            Button(role: .destructive, label: Label("Trash", systemImage: "trash")).buttonStyle(.bordered)
        },
        Case(script: "VStack { Button(\"A\") { }.buttonStyle(DefaultButtonStyle()); Button(\"B\") { }.buttonStyle(BorderlessButtonStyle()); Button(\"C\") { }.buttonStyle(PlainButtonStyle()); Button(\"D\") { }.buttonStyle(BorderedButtonStyle()); Button(\"E\") { }.buttonStyle(BorderedProminentButtonStyle()) }") {
            VStack(content: [Button("A").buttonStyle(.automatic), Button("B").buttonStyle(.borderless), Button("C").buttonStyle(.plain),
                             Button("D").buttonStyle(.bordered), Button("E").buttonStyle(.borderedProminent)])
        },
        Case(script: "VStack { Button(\"Capsule\") { }.buttonBorderShape(.capsule); Button(\"Square\") { }.buttonBorderShape(.roundedRectangle(radius: 2)); Button(\"Round\") { }.buttonBorderShape(ButtonBorderShape.roundedRectangle); Button(\"C\") { }.buttonBorderShape(.circle) }.buttonStyle(.borderedProminent)") {
            VStack(content: [Button("Capsule").buttonBorderShape(.capsule), Button("Square").buttonBorderShape(.roundedRectangle(radius: 2)),
                             Button("Round").buttonBorderShape(.roundedRectangle(radius: nil)), Button("C").buttonBorderShape(.circle)]).buttonStyle(.borderedProminent)
        },
        Case(script: "HStack { Button(\"Mini\") { }.controlSize(.mini); Button(\"Small\") { }.controlSize(.small); Button(\"Large\") { }.controlSize(ControlSize.large); Button(\"XL\") { }.controlSize(.extraLarge) }.buttonStyle(.bordered)") {
            HStack(content: [Button("Mini").controlSize(.mini), Button("Small").controlSize(.small), Button("Large").controlSize(.large),
                             Button("XL").controlSize(.extraLarge)]).buttonStyle(.bordered)
        },
        Case(script: "Button(\"Tinted\") { }.buttonStyle(.borderedProminent).tint(.orange)") { Button("Tinted").buttonStyle(.borderedProminent).tint(Color.orange) },
        Case(script: "Toggle(\"On\", isOn: .constant(true)).accentColor(.green)") { Toggle("On", isOn: true).accentColor(.green) },
        // Toggles, sliders and steppers in their other forms.
        Case(script: "Toggle(isOn: .constant(false)) { Label(\"Airplane\", systemImage: \"airplane\") }") {
            Toggle(isOn: false, label: LoomUI.Group(content: [Label("Airplane", systemImage: "airplane")]))
        },
        Case(script: "VStack { Toggle(\"Hidden label\", isOn: .constant(true)); Slider(value: .constant(0.3)) }.labelsHidden()") {
            VStack(content: [Toggle("Hidden label", isOn: true), Slider(value: 0.3)]).labelsHidden()
        },
        Case(script: "Slider(value: .constant(30), in: 0...50, step: 5) { Text(\"Volume\") } minimumValueLabel: { Image(systemName: \"speaker\") } maximumValueLabel: { Image(systemName: \"speaker.wave.3\") }") {
            Slider(value: 30, in: 0...50, minimumValueLabel: Image(systemName: "speaker"), maximumValueLabel: Image(systemName: "speaker.wave.3"))
        },
        Case(script: "Slider(value: .constant(2), in: 0...10, onEditingChanged: { _ in }, minimumValueLabel: Text(\"0\"), maximumValueLabel: Text(\"10\")) { Text(\"Level\") }") {
            Slider(value: 2, in: 0...10, minimumValueLabel: Text("0"), maximumValueLabel: Text("10"))
        },
        Case(script: "Slider(value: .constant(0.7), in: 0...1) { Text(\"Label\") }") { Slider(value: 0.7) },
        Case(script: "Stepper(\"Count: 4\", value: .constant(4), in: 0...10, step: 2)") { Stepper("Count: 4", value: 4, in: 0...10, step: 2) },
        Case(script: "Stepper(value: .constant(1), step: 3) { Text(\"Open ended\") }") { Stepper(label: Text("Open ended"), value: 1, step: 3) },
        Case(script: "Stepper(\"Taps\", onIncrement: { }, onDecrement: nil)") { Stepper("Taps", value: 0) },
        // Text fields and editors: prompts, styles by name and by struct.
        Case(script: "VStack { TextField(\"Name\", text: .constant(\"\"), prompt: Text(\"Your name\")); TextField(\"Bio\", text: .constant(\"\"), axis: .vertical); SecureField(\"Password\", text: .constant(\"\"), prompt: Text(\"Secret\")) }") {
            VStack(content: [TextField("Your name", text: ""), TextField("Bio", text: ""), SecureField("Secret", text: "")])
        },
        Case(script: "VStack { TextField(\"A\", text: .constant(\"typed\")).textFieldStyle(.roundedBorder); TextField(\"B\", text: .constant(\"\")).textFieldStyle(RoundedBorderTextFieldStyle()); TextField(\"C\", text: .constant(\"\")).textFieldStyle(PlainTextFieldStyle()); TextField(\"D\", text: .constant(\"\")).textFieldStyle(DefaultTextFieldStyle()) }") {
            VStack(content: [TextField("A", text: "typed").textFieldStyle(.roundedBorder), TextField("B", text: "").textFieldStyle(.roundedBorder),
                             TextField("C", text: "").textFieldStyle(.plain), TextField("D", text: "").textFieldStyle(.automatic)])
        },
        Case(script: "TextField(\"Old\", text: .constant(\"\"), onEditingChanged: { _ in }, onCommit: { }).textFieldStyle(TextFieldStyle.roundedBorder)") {
            TextField("Old", text: "").textFieldStyle(.roundedBorder)
        },
        Case(script: "SecureField(\"Pin\", text: .constant(\"1234\"), onCommit: { })") { SecureField("Pin", text: "1234") },
        Case(script: "TextEditor(text: .constant(\"Notes\\nover two lines\")).frame(width: 200, height: 80)") {
            TextEditor(text: "Notes\nover two lines").frame(width: 200, height: 80)
        },
        // Progress views and their styles.
        Case(script: "VStack { ProgressView(value: 0.4).progressViewStyle(LinearProgressViewStyle()); ProgressView().progressViewStyle(CircularProgressViewStyle()); ProgressView(value: 0.6).progressViewStyle(DefaultProgressViewStyle()); ProgressView(value: 0.2).progressViewStyle(ProgressViewStyle.linear) }") {
            VStack(content: [ProgressView(value: 0.4).progressViewStyle(.linear), ProgressView().progressViewStyle(.circular),
                             ProgressView(value: 0.6).progressViewStyle(.automatic), ProgressView(value: 0.2).progressViewStyle(.linear)])
        },
        Case(script: "let done = Progress(totalUnitCount: 8)\ndone.completedUnitCount = 2\nVStack { ProgressView(done); ProgressView(Progress()) }") {
            VStack(content: [ProgressView(value: 0.25, total: 1), ProgressView()])
        },
        Case(script: "ProgressView(value: 0.5).progressViewStyle(LinearProgressViewStyle(tint: .red))") { ProgressView(value: 0.5).progressViewStyle(.linear).tint(Color.red) },
        Case(script: "VStack { ProgressView(\"Loading\"); ProgressView(\"Copying\", value: 3, total: 4); ProgressView(value: 1, total: 2) { Text(\"Half\") } currentValueLabel: { Text(\"50%\") } }") {
            VStack(content: [ProgressView("Loading"), ProgressView("Copying", value: 3, total: 4),
                             ProgressView(value: 1, total: 2, label: Text("Half"), currentValueLabel: Text("50%"))])
        },
        // Gauges in each form and style.
        Case(script: "Gauge(value: 0.3) { Text(\"Speed\") }") { Gauge(value: 0.3, label: Text("Speed")) },
        Case(script: "Gauge(value: 60, in: 0...100) { Text(\"Battery\") } currentValueLabel: { Text(\"60\") }") {
            Gauge(value: 60, in: 0...100, label: Text("Battery"), currentValueLabel: Text("60"))
        },
        Case(script: "Gauge(value: 20, in: 0...40) { Text(\"Temp\") } currentValueLabel: { Text(\"20°\") } minimumValueLabel: { Text(\"0\") } maximumValueLabel: { Text(\"40\") }.gaugeStyle(.accessoryCircular)") {
            Gauge(value: 20, in: 0...40, label: Text("Temp"), currentValueLabel: Text("20°"), minimumValueLabel: Text("0"), maximumValueLabel: Text("40"))
                .gaugeStyle(.accessoryCircular)
        },
        Case(script: "HStack { Gauge(value: 0.7) { Text(\"A\") }.gaugeStyle(.accessoryCircularCapacity); Gauge(value: 0.7) { Text(\"B\") }.gaugeStyle(GaugeStyle.linearCapacity).frame(width: 80); Gauge(value: 0.7) { Text(\"C\") }.gaugeStyle(.accessoryLinear).frame(width: 80); Gauge(value: 0.7) { Text(\"D\") }.gaugeStyle(.accessoryLinearCapacity).frame(width: 80) }") {
            HStack(content: [Gauge(value: 0.7, label: Text("A")).gaugeStyle(.accessoryCircularCapacity), Gauge(value: 0.7, label: Text("B")).gaugeStyle(.linearCapacity).frame(width: 80),
                             Gauge(value: 0.7, label: Text("C")).gaugeStyle(.accessoryLinear).frame(width: 80),
                             Gauge(value: 0.7, label: Text("D")).gaugeStyle(.accessoryLinearCapacity).frame(width: 80)])
        },
        // Pickers in each style, by name and by struct.
        Case(script: "Picker(\"Flavour\", selection: .constant(\"b\")) { Text(\"A\").tag(\"a\"); Text(\"B\").tag(\"b\") }.pickerStyle(.segmented)") {
            Picker("Flavour", selection: "b", rows: [Text("A").tag("a"), Text("B").tag("b")]).pickerStyle(.segmented)
        },
        Case(script: "VStack { Picker(\"One\", selection: .constant(1)) { Text(\"A\").tag(1) }.pickerStyle(MenuPickerStyle()); Picker(\"Two\", selection: .constant(1)) { Text(\"A\").tag(1) }.pickerStyle(DefaultPickerStyle()); Picker(\"Three\", selection: .constant(1)) { Text(\"A\").tag(1); Text(\"B\").tag(2) }.pickerStyle(SegmentedPickerStyle()); Picker(\"Four\", selection: .constant(1)) { Text(\"A\").tag(1) }.pickerStyle(PickerStyle.menu) }") {
            VStack(content: [Picker("One", selection: 1, rows: [Text("A").tag(1)]).pickerStyle(.menu), Picker("Two", selection: 1, rows: [Text("A").tag(1)]).pickerStyle(.automatic),
                             Picker("Three", selection: 1, rows: [Text("A").tag(1), Text("B").tag(2)]).pickerStyle(.segmented),
                             Picker("Four", selection: 1, rows: [Text("A").tag(1)]).pickerStyle(.menu)])
        },
        Case(script: "Picker(selection: .constant(2), label: Text(\"Size\")) { Text(\"S\").tag(1); Text(\"M\").tag(2) }") {
            Picker("Size", selection: 2, rows: [Text("S").tag(1), Text("M").tag(2)])
        },
        Case(script: "Picker(selection: .constant(2)) { Text(\"S\").tag(1); Text(\"M\").tag(2) } label: { Text(\"Size\") }") {
            Picker("Size", selection: 2, rows: [Text("S").tag(1), Text("M").tag(2)])
        },
        // Labels and their styles, by name and by struct.
        Case(script: "VStack { Label(\"Both\", systemImage: \"star\"); Label(\"Icon\", systemImage: \"star\").labelStyle(.iconOnly); Label(\"Title\", systemImage: \"star\").labelStyle(.titleOnly); Label(\"Both\", systemImage: \"star\").labelStyle(LabelStyle.titleAndIcon) }") {
            VStack(content: [Label("Both", systemImage: "star"), Label("Icon", systemImage: "star").labelStyle(.iconOnly),
                             Label("Title", systemImage: "star").labelStyle(.titleOnly), Label("Both", systemImage: "star").labelStyle(.titleAndIcon)])
        },
        Case(script: "VStack { Label(\"A\", systemImage: \"bolt\").labelStyle(DefaultLabelStyle()); Label(\"B\", systemImage: \"bolt\").labelStyle(IconOnlyLabelStyle()); Label(\"C\", systemImage: \"bolt\").labelStyle(TitleOnlyLabelStyle()); Label(\"D\", systemImage: \"bolt\").labelStyle(TitleAndIconLabelStyle()) }") {
            VStack(content: [Label("A", systemImage: "bolt").labelStyle(.automatic), Label("B", systemImage: "bolt").labelStyle(.iconOnly),
                             Label("C", systemImage: "bolt").labelStyle(.titleOnly), Label("D", systemImage: "bolt").labelStyle(.titleAndIcon)])
        },
        Case(script: "Label { Text(\"Custom\").bold() } icon: { Circle().fill(Color.red).frame(width: 12, height: 12) }") {
            Label(title: Text("Custom").bold(), icon: Circle().fill(Color.red).frame(width: 12, height: 12))
        },
        // Colour and date pickers at rest.
        Case(script: "ColorPicker(\"Ink\", selection: .constant(Color.purple))") { ColorPicker(label: Text("Ink"), selection: .purple) },
        Case(script: "ColorPicker(selection: .constant(Color.orange), supportsOpacity: false) { Label(\"Paint\", systemImage: \"paintbrush\") }") {
            ColorPicker(label: Label("Paint", systemImage: "paintbrush"), selection: .orange)
        },
        Case(script: "VStack { DatePicker(\"When\", selection: .constant(Date())).datePickerStyle(.compact); DatePicker(\"Day\", selection: .constant(Date()), displayedComponents: .date).datePickerStyle(CompactDatePickerStyle()) }") {
            VStack(content: [DatePicker("When", date: CalendarDate.now).datePickerStyle(.compact), DatePicker("Day", date: CalendarDate.now, components: .date).datePickerStyle(.compact)])
        },
        Case(script: "DatePicker(selection: .constant(Date()), displayedComponents: [.hourAndMinute]) { Text(\"Alarm\") }.datePickerStyle(WheelDatePickerStyle())") {
            DatePicker(label: Text("Alarm"), date: CalendarDate.now, components: .hourAndMinute).datePickerStyle(.wheel)
        },
        Case(script: "DatePicker(\"Month\", selection: .constant(Date()), displayedComponents: .date).datePickerStyle(GraphicalDatePickerStyle()).frame(width: 360)") {
            DatePicker("Month", date: CalendarDate.now, components: .date).datePickerStyle(.graphical).frame(width: 360)
        },
        Case(script: "DatePicker(\"Default\", selection: .constant(Date())).datePickerStyle(DefaultDatePickerStyle())") {
            DatePicker("Default", date: CalendarDate.now).datePickerStyle(.automatic)
        },
        // Forms, lists and their styles.
        Case(script: "Form { Section(\"Account\") { Text(\"Name\"); Toggle(\"Public\", isOn: .constant(true)) } }") {
            Form(rows: [Section("Account", rows: [Text("Name"), Toggle("Public", isOn: true)])])
        },
        Case(script: "VStack { List { Text(\"Plain\") }.listStyle(.plain); List { Text(\"Grouped\") }.listStyle(GroupedListStyle()); List { Text(\"Inset\") }.listStyle(InsetGroupedListStyle()); List { Text(\"Default\") }.listStyle(DefaultListStyle()); List { Text(\"P\") }.listStyle(PlainListStyle()); List { Text(\"N\") }.listStyle(ListStyle.insetGrouped) }") {
            VStack(content: [List(rows: [Text("Plain")]).listStyle(.plain), List(rows: [Text("Grouped")]).listStyle(.grouped),
                             List(rows: [Text("Inset")]).listStyle(.insetGrouped), List(rows: [Text("Default")]).listStyle(.automatic),
                             List(rows: [Text("P")]).listStyle(.plain), List(rows: [Text("N")]).listStyle(.insetGrouped)])
        },
        // Images and symbols
        Case(script: "HStack { Image(systemName: \"star\").imageScale(.small); Image(systemName: \"star\").imageScale(Image.Scale.medium); Image(systemName: \"star\").imageScale(.large) }") {
            HStack(content: [Image(systemName: "star").imageScale(.small), Image(systemName: "star").imageScale(.medium), Image(systemName: "star").imageScale(.large)])
        },
        Case(script: "HStack { Image(systemName: \"heart.fill\").renderingMode(.template).foregroundColor(.red); Image(systemName: \"heart.fill\").renderingMode(TemplateRenderingMode.original); Image(systemName: \"heart.fill\").renderingMode(nil) }") {
            HStack(content: [Image(systemName: "heart.fill").renderingMode(.template).foregroundColor(.red), Image(systemName: "heart.fill").renderingMode(.original),
                             Image(systemName: "heart.fill").renderingMode(nil)])
        },
        Case(script: "Image(systemName: \"leaf\").resizable().interpolation(.none).frame(width: 40, height: 40)") {
            Image(systemName: "leaf").resizable().interpolation(.none).frame(width: 40, height: 40)
        },
        Case(script: "Image(systemName: \"leaf\").resizable().interpolation(Image.Interpolation.high).frame(width: 40, height: 40)") {
            Image(systemName: "leaf").resizable().interpolation(.high).frame(width: 40, height: 40)
        },
        Case(script: "Image(systemName: \"bolt\").resizable(resizingMode: .stretch).frame(width: 50, height: 20)") { Image(systemName: "bolt").resizable().frame(width: 50, height: 20) },
        Case(script: "Image(systemName: \"globe\").font(.largeTitle).foregroundStyle(.tint)") { Image(systemName: "globe").font(.largeTitle).foregroundStyle(TintShapeStyle()) },
        // The appearance a picture is drawn in.
        Case(script: "VStack { Text(\"Dark\"); Color.primary.frame(width: 10, height: 10) }.padding().background(Color(.systemBackground)).environment(\\.colorScheme, .dark)") {
            EnvironmentModifierView(content: VStack(content: [Text("Dark"), Color.primary.frame(width: 10, height: 10)]).padding()
                .background(Color(light: RGBA(bytes: 255, 255, 255), dark: RGBA(bytes: 0, 0, 0)))) { $0.colorScheme = .dark }
        },
        Case(script: "Text(\"Sized\").environment(\\.font, .title)") { Text("Sized").font(.title) },
        Case(script: "Text(\"A line too long for its frame\").environment(\\.lineLimit, 1).frame(width: 80)") { Text("A line too long for its frame").lineLimit(1).frame(width: 80) },
        Case(script: "Text(\"Centred over\\ntwo lines\").environment(\\.multilineTextAlignment, TextAlignment.center)") {
            Text("Centred over\ntwo lines").multilineTextAlignment(.center)
        },
        Case(script: "Button(\"Small\") { }.buttonStyle(.bordered).environment(\\.controlSize, ControlSize.small)") { Button("Small").buttonStyle(.bordered).controlSize(.small) },
        // A script view reads back what it was given.
        Case(script: "struct Probe: View {\n@Environment(\\.font) var font\nvar body: some View { Text(font == .title ? \"title\" : \"other\") }\n}\nProbe().environment(\\.font, .title)") {
            Text("title").font(.title)
        },
        // UIKit's colours and fonts, as SwiftUI takes them.
        Case(script: "HStack(spacing: 0) { Color(uiColor: UIColor.red.withAlphaComponent(0.5)); Color(cgColor: CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)); Color(UIColor(cgColor: CGColor(gray: 0.5, alpha: 1))) }.frame(width: 30, height: 10)") {
            HStack(spacing: 0, content: [Color(red: 1, green: 0, blue: 0, opacity: 0.5), Color(red: 0.2, green: 0.4, blue: 0.6), Color(white: 0.5)]).frame(width: 30, height: 10)
        },
        Case(script: "VStack { Text(\"Bold\").font(Font(UIFont.boldSystemFont(ofSize: 18))); Text(\"Italic\").font(Font(UIFont.italicSystemFont(ofSize: 14))); Text(\"Scaled\").font(Font(UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: 17)))) }") {
            VStack(content: [Text("Bold").font(.system(size: 18, weight: .bold)), Text("Italic").font(Font.system(size: 14).italic()), Text("Scaled").font(.system(size: 17))])
        },
        // At the default text size a scaled value is the value.
        Case(script: "Color.blue.frame(width: UIFontMetrics(forTextStyle: .body).scaledValue(for: 24), height: 10)") { Color.blue.frame(width: 24, height: 10) },
        // A UIKit spinner stopped after it started is hidden, as UIKit hides a stopped one.
        Case(script: "struct Spin: UIViewRepresentable {\nfunc makeUIView(context: Context) -> UIActivityIndicatorView { let v = UIActivityIndicatorView(style: UIActivityIndicatorView.Style.large); v.startAnimating(); v.stopAnimating(); return v }\nfunc updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {}\n}\nHStack(spacing: 0) { Spin(); Color.red.frame(width: 20, height: 20) }") {
            HStack(spacing: 0, content: [Color.clear.frame(width: 37, height: 37), Color.red.frame(width: 20, height: 20)])
        },
        // A script's progress style draws from the configuration it is given.
        Case(script: "struct Bar: ProgressViewStyle {\nfunc makeBody(configuration: ProgressViewStyleConfiguration) -> some View { Color.red.frame(width: 100 * (configuration.fractionCompleted ?? 0), height: 4) }\n}\nProgressView(value: 0.25).progressViewStyle(Bar())") {
            Color.red.frame(width: 25, height: 4)
        },
        Case(script: "Toggle(\"Bound\", isOn: Binding.constant(true))") { Toggle("Bound", isOn: true) },
        // extlibs10 (yu3san3/OnboardingView): an `@Entry` key with its default and a value set below,
        // a `@Binding` made in an initializer (`_n = .init(get:set:)`), `dismiss.callAsFunction` as an action.
        Case(script: "extension EnvironmentValues { @Entry var accent: Color = .orange }\nstruct Swatch: View {\n@Environment(\\.accent) private var accent\nvar body: some View { Circle().fill(accent).frame(width: 40, height: 40) }\n}\nHStack { Swatch(); Swatch().environment(\\.accent, .purple) }") {
            HStack(content: [Circle().fill(Color.orange).frame(width: 40, height: 40), Circle().fill(Color.purple).frame(width: 40, height: 40)])
        },
        Case(script: "final class Box { var n = 3 }\nstruct Shows: View {\n@Binding private var n: Int\n@Environment(\\.dismiss) private var dismiss\ninit(box: Box) { _n = .init(get: { box.n }, set: { box.n = $0 }) }\nvar body: some View { Button(\"n = \\(n)\", action: dismiss.callAsFunction) }\n}\nShows(box: Box())") {
            Button(title: "n = 3")
        },
        // Toggle styles by name and by struct, and a script's style drawing from its configuration
        // (puthnith/SunMoonToggleStyle), which can hand back `Toggle(configuration)`.
        Case(script: "VStack { Toggle(\"A\", isOn: .constant(true)).toggleStyle(.switch); Toggle(\"B\", isOn: .constant(true)).toggleStyle(ButtonToggleStyle()); Toggle(\"C\", isOn: .constant(false)).toggleStyle(.button); Toggle(\"D\", isOn: .constant(false)).toggleStyle(SwitchToggleStyle()); Toggle(\"E\", isOn: .constant(true)).toggleStyle(DefaultToggleStyle()) }") {
            VStack(content: [Toggle("A", isOn: true).toggleStyle(.switch), Toggle("B", isOn: true).toggleStyle(.button), Toggle("C", isOn: false).toggleStyle(.button),
                             Toggle("D", isOn: false).toggleStyle(.switch), Toggle("E", isOn: true).toggleStyle(.automatic)])
        },
        Case(script: "struct Word: ToggleStyle {\nfunc makeBody(configuration: Configuration) -> some View { HStack { configuration.label; Text(configuration.isOn ? \"on\" : \"off\") } }\n}\nstruct Framed: ToggleStyle {\nfunc makeBody(configuration: Configuration) -> some View { Toggle(configuration).padding(4).border(Color.red) }\n}\nVStack { Toggle(\"Lamp\", isOn: .constant(true)); Toggle(\"Fan\", isOn: .constant(false)).toggleStyle(Framed()) }.toggleStyle(Word())") {
            VStack(content: [HStack(content: [Text("Lamp"), Text("on")]), HStack(content: [Text("Fan"), Text("off")]).padding(4).border(Color.red)])
        },
        Case(script: "class Model: ObservableObject { @Published var name = \"Ada\" }\nstruct Card: View {\n@StateObject var model = Model()\nvar body: some View { Text(model.name) }\n}\nCard()") { Text("Ada") },
        Case(script: "struct Boxed: ViewModifier { func body(content: Content) -> some View { content.padding(4).border(Color.red) } }\nModifiedContent(content: Text(\"Boxed\"), modifier: Boxed())") {
            Text("Boxed").padding(4).border(Color.red)
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

    /// A whole page drawn dark: `preferredColorScheme` asks for it from anywhere in the view.
    static let deviceCases: [Case] = [
        Case(script: "VStack { Text(\"Night\"); Toggle(\"On\", isOn: .constant(true)) }.preferredColorScheme(.dark)") {
            VStack(content: [Text("Night"), Toggle("On", isOn: true)]).preferredColorScheme(.dark)
        },
        Case(script: "Text(\"Day\").preferredColorScheme(ColorScheme.light)") { Text("Day").preferredColorScheme(.light) },
    ]

    @Test(arguments: deviceCases)
    func scriptDrawsWhatLoomUIDrawsOnADevice(_ c: Case) throws {
        try expectScriptDrawsWhatLoomUIDraws(c, onAPhone: true)
    }
}
