import Testing
import LoomGraphics
import LoomTestSupport
import LoomUI
@testable import LoomScript

/// The bridge's oracle is LoomUI itself: a view built by a script must draw exactly the pixels of
/// the same view built in Swift against LoomUI. A bridge entry that re-implements LoomUI instead
/// of calling it (or drops an argument on the way) shows up here as a different bitmap.
@Suite("Bridge differential: script view = LoomUI view")
struct BridgeDifferentialTests {
    typealias Case = BridgeCase

    static let cases: [Case] = [
        // `labelsVisibility(.hidden)` hides a control's label as `labelsHidden()` does; what a
        // view reads from `@Environment(\.labelsVisibility)` follows it (Sliders' TrackPad).
        Case(script: "Toggle(\"Wi-Fi\", isOn: .constant(true)).labelsVisibility(.hidden)") {
            Toggle("Wi-Fi", isOn: true).labelsHidden()
        },
        Case(script: "struct Probe: View {\n@Environment(\\.labelsVisibility) var v\nvar body: some View { Text(v == .hidden ? \"hidden\" : \"shown\") }\n}\n"
             + "VStack { Probe(); Probe().labelsVisibility(.hidden) }") {
            VStack(content: [Text("shown"), Text("hidden")])
        },
        // The view's own property named like the modifier does not hide it (TrackPad's
        // `private var labelsVisibility`): a call takes the method.
        Case(script: "struct Pad: View {\n@Environment(\\.labelsVisibility) private var labelsVisibility\nvar body: some View { Text(labelsVisibility == .hidden ? \"hidden\" : \"shown\") }\n}\n"
             + "VStack { Pad(); Pad().labelsVisibility(.hidden) }") {
            VStack(content: [Text("shown"), Text("hidden")])
        },
        // A library's `extension Text` beside its `extension View` of the same signature: the
        // concrete type's is the more specific (PureSwiftUI's `titleFont`).
        Case(script: "extension View { func accent(_ c: Color? = nil) -> some View { foregroundColor(.green) } }\n"
             + "extension Text { func accent(_ c: Color? = nil) -> Text { foregroundColor(.red) } }\nText(\"Hi\").accent(nil)") {
            Text("Hi").foregroundColor(.red)
        },
        // An autoclosure argument is not evaluated to choose between overloads (`c!` is nil).
        Case(script: "extension View {\n  @ViewBuilder func tintIf(_ on: Bool, _ c: @autoclosure () -> Color) -> some View { if on { foregroundColor(c()) } else { self } }\n"
             + "  func tintIf(_ on: Bool, _ name: String) -> some View { hidden() }\n}\nlet c: Color? = nil\nCircle().tintIf(c != nil, c!).frame(width: 10, height: 10)") {
            Circle().frame(width: 10, height: 10)
        },
        // Both take the argument lazily: the concrete type's extension, declared after the
        // protocol's, is the one (a `Text` is what the `let` wants; PureSwiftUI's `TitleText`).
        Case(script: "extension View {\n  @ViewBuilder func tintIf(_ on: Bool, _ c: @autoclosure () -> Color) -> some View { if on { foregroundColor(c()) } else { self } }\n}\n"
             + "extension Text {\n  func tintIf(_ on: Bool, _ c: @autoclosure () -> Color) -> Text { on ? foregroundColor(c()) : self }\n}\n"
             + "let c: Color? = .red\nlet t: Text = Text(\"Hi\").tintIf(c != nil, c!)\nt") {
            Text("Hi").foregroundColor(.red)
        },
        // An Optional of a view is a view (SwiftUI's conditional conformance): a generic
        // `V: View` takes it, and nil draws nothing (PureSwiftUITools' inner shadows).
        Case(script: "func boxed<V: View>(_ v: V) -> some View { VStack { v }.padding(4) }\nlet a: Text? = Text(\"A\")\nlet b: Text? = nil\nHStack { boxed(a); boxed(b) }") {
            HStack(content: [VStack(content: [Text("A")]).padding(4), VStack(content: [EmptyView()]).padding(4)])
        },
        // A conditional's branches take the parameter's type, even when the call has overloads.
        Case(script: "extension View {\n  func tilt(_ a: Angle, by s: Double) -> some View { rotationEffect(a).scaleEffect(s) }\n  func tilt(_ a: Angle, by s: Int) -> some View { rotationEffect(a).scaleEffect(Double(s)) }\n}\n"
             + "let on = true\nRectangle().frame(width: 20, height: 10).tilt(on ? .degrees(30) : .zero, by: 1).padding(10)") {
            Rectangle().frame(width: 20, height: 10).rotationEffect(.degrees(30)).scaleEffect(1).padding(10)
        },
        Case(script: "Circle().fill(Color.red).frame(width: 30, height: 20)") {
            Circle().fill(Color.red).frame(width: 30, height: 20)
        },
        Case(script: "Rectangle().stroke(Color.blue, lineWidth: 3).frame(width: 20, height: 20).padding(4)") {
            Rectangle().stroke(Color.blue, lineWidth: 3).frame(width: 20, height: 20).padding(4)
        },
        Case(script: "RoundedRectangle(cornerRadius: 6).fill(Color.green).frame(width: 40, height: 24)") {
            RoundedRectangle(cornerRadius: 6).fill(Color.green).frame(width: 40, height: 24)
        },
        Case(script: "Text(\"Hi\").font(.title).bold()") { Text("Hi").font(.title).bold() },
        Case(script: "Text(\"Hi\").bold(false)") { Text("Hi").bold(false) },
        // An option set written as an array literal is the union of its members.
        Case(script: "Color.red.frame(width: 10, height: 10).padding([.horizontal, .top], 8)") {
            Color.red.frame(width: 10, height: 10).padding([.horizontal, .top], 8)
        },
        // A `body` of several views without a container is a group of them.
        Case(script: "struct Pair: View { var body: some View { Text(\"a\"); Text(\"b\") } }\nPair()") {
            Group(content: [Text("a"), Text("b")])
        },
        Case(script: "Text(\"Mono\").monospaced(false)") { Text("Mono").monospaced(false) },
        Case(script: "Text(\"Mono\").monospaced()") { Text("Mono").monospaced() },
        Case(script: "Text(\"Hi\").italic(false)") { Text("Hi").italic(false) },
        // View-level text modifiers, on a stack: `bold(false)` adds nothing, so the outer weight stays.
        Case(script: "VStack { Text(\"A\"); Text(\"B\") }.bold(false).fontWeight(.heavy)") {
            VStack(content: [Text("A"), Text("B")]).bold(false).fontWeight(.heavy)
        },
        Case(script: "VStack { Text(\"A\") }.bold().italic()") {
            VStack(content: [Text("A")]).bold().italic()
        },
        Case(script: "HStack(spacing: 4) { Color.red.frame(width: 8, height: 8); Color.blue.frame(width: 8, height: 12) }") {
            HStack(spacing: 4, content: [Color.red.frame(width: 8, height: 8), Color.blue.frame(width: 8, height: 12)])
        },
        Case(script: "Color.orange.frame(width: 20, height: 20).opacity(0.5).shadow(radius: 3)") {
            Color.orange.frame(width: 20, height: 20).opacity(0.5).shadow(radius: 3)
        },
        Case(script: "Color.purple.frame(width: 20, height: 10).rotationEffect(.degrees(30))") {
            Color.purple.frame(width: 20, height: 10).rotationEffect(.degrees(30))
        },
        Case(script: "Color.yellow.frame(width: 20, height: 20).cornerRadius(5).offset(x: 3, y: 2)") {
            Color.yellow.frame(width: 20, height: 20).cornerRadius(5).offset(x: 3, y: 2)
        },
        Case(script: "Circle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)).frame(width: 24, height: 24)") {
            Circle().fill(LinearGradient(gradient: Gradient(colors: [.red, .blue]), startPoint: .top, endPoint: .bottom)).frame(width: 24, height: 24)
        },
        // A script ViewModifier's body wraps the content exactly as the same modifiers would.
        Case(script: "struct Card: ViewModifier { func body(content: Content) -> some View { content.padding(6).background(Color.yellow) } }\nText(\"Hi\").modifier(Card())") {
            Text("Hi").padding(6).background(Color.yellow)
        },
        Case(script: "AnyView(Circle().fill(Color.blue)).frame(width: 20, height: 20).modifier(EmptyModifier())") {
            Circle().fill(Color.blue).frame(width: 20, height: 20)
        },
        // UIKit's system colours are SwiftUI's; its fixed ones are pure.
        Case(script: "HStack(spacing: 0) { Color(UIColor.systemBlue); Color(uiColor: .red); Color(.secondarySystemBackground) }.frame(width: 30, height: 10)") {
            HStack(spacing: 0, content: [Color.named["blue"]!, Color(red: 1, green: 0, blue: 0),
                                         Color(light: RGBA(bytes: 242, 242, 247), dark: RGBA(bytes: 28, 28, 30))]).frame(width: 30, height: 10)
        },
        Case(script: "Path { p in p.addRect(CGRect(x: 0, y: 0, width: 10, height: 4), transform: CGAffineTransform(translationX: 5, y: 3).scaledBy(x: 2, y: 2)) }.fill(Color.red).frame(width: 30, height: 20)") {
            Path.rect(Rect(x: 0, y: 0, width: 10, height: 4)).applying(Transform(scaleX: 2, y: 2).concatenating(Transform(translationX: 5, y: 3)))
                .fill(Color.red).frame(width: 30, height: 20)
        },
        // Inert interaction: the view is drawn as if the modifiers were not there.
        Case(script: "Circle().fill(Color.green).frame(width: 16, height: 16).gesture(DragGesture().onChanged { _ in }).animation(.easeIn(duration: 1), value: 1).transition(.opacity)") {
            Circle().fill(Color.green).frame(width: 16, height: 16)
        },
        // A link is drawn as a button of its label, under the button style in effect.
        Case(script: "Link(\"Swift\", destination: URL(string: \"https://swift.org\")!)") { Button("Swift") },
        Case(script: "Link(destination: URL(string: \"https://swift.org\")!) { Label(\"Docs\", systemImage: \"book\") }.buttonStyle(.borderedProminent)") {
            Button(label: Label("Docs", systemImage: "book")).buttonStyle(.borderedProminent)
        },
        Case(script: "ShareLink(item: URL(string: \"https://swift.org\")!)") { Button(label: Label("Share", systemImage: "square.and.arrow.up")) },
        Case(script: "ShareLink(\"Send\", item: \"text\")") { Button(label: Label("Send", systemImage: "square.and.arrow.up")) },
        // Nothing is fetched: the placeholder shows, the given one or the grey default.
        Case(script: "AsyncImage(url: URL(string: \"https://example.com/a.png\")) { $0.resizable() } placeholder: { ProgressView() }.frame(width: 50, height: 50)") {
            ProgressView().frame(width: 50, height: 50)
        },
        Case(script: "AsyncImage(url: URL(string: \"https://example.com/a.png\")).frame(width: 80, height: 50)") { AsyncImage().frame(width: 80, height: 50) },
        Case(script: "AsyncImage(url: nil) { phase in\nif let image = phase.image { image } else if phase.error != nil { Color.red } else { Color.blue }\n}.frame(width: 40, height: 40)") {
            Color.blue.frame(width: 40, height: 40)
        },
        Case(script: "AsyncImage(url: nil) { phase in\nswitch phase {\ncase .empty: Circle().fill(Color.green)\ncase .success(let image): image\ncase .failure: Color.red\n@unknown default: EmptyView()\n}\n}.frame(width: 30, height: 30)") {
            Circle().fill(Color.green).frame(width: 30, height: 30)
        },
        // `@FocusState` needs no initial value and nothing is focused at rest: false, or nil for an
        // optional field; `.focused` changes nothing drawn.
        Case(script: "enum Field: Hashable { case name, email }\nstruct Signup: View {\n@FocusState var focused: Bool\n"
             + "@FocusState private var field: Field?\n@State var name = \"\"\nvar body: some View {\nVStack {\n"
             + "TextField(\"Name\", text: $name).focused($focused)\nTextField(\"Email\", text: $name).focused($field, equals: .email)\n"
             + "Text(\"\\(focused) \\(field == nil)\")\n}\n}\n}\nSignup()") {
            VStack(content: [TextField("Name", text: ""), TextField("Email", text: ""), Text("false true")])
        },
        // SwiftUI's built-in keys as an iPhone has them at rest: no accessibility setting on, the
        // scene active, not editing, the control size in effect, actions that are never called.
        Case(script: "struct Resting: View {\n@Environment(\\.dismiss) var dismiss\n@Environment(\\.accessibilityReduceMotion) var reduce\n"
             + "@Environment(\\.editMode) var editMode\n@Environment(\\.scenePhase) var phase\n@Environment(\\.controlSize) var size\n"
             + "@Environment(\\.presentationMode) var mode\nvar body: some View {\n"
             + "Button(reduce || editMode?.wrappedValue.isEditing == true ? \"Still\" : \"Close\") { dismiss(); mode.wrappedValue.dismiss() }\n"
             + ".opacity(phase == .active ? 1 : 0.5).bold(size == .large)\n}\n}\nResting().controlSize(.large)") {
            Button("Close").opacity(1).bold(true).controlSize(.large)
        },
        // UIKit's fonts and images are SwiftUI's under another name.
        Case(script: "Text(\"Bold\").font(Font(UIFont.systemFont(ofSize: 20, weight: .bold)))") { Text("Bold").font(.system(size: 20, weight: .bold)) },
        Case(script: "Text(\"Title\").font(Font(UIFont.preferredFont(forTextStyle: .title1)))") { Text("Title").font(.title) },
        Case(script: "Text(\"Mono\").font(Font(UIFont.monospacedSystemFont(ofSize: 15, weight: .regular).withSize(18)))") {
            Text("Mono").font(.system(size: 18, design: .monospaced))
        },
        Case(script: "Image(uiImage: UIImage(systemName: \"star.fill\")!).foregroundColor(.orange)") { Image(systemName: "star.fill").foregroundColor(.orange) },
        Case(script: "Image(uiImage: UIImage(systemName: \"heart\")!.withRenderingMode(.alwaysOriginal))") { Image(systemName: "heart").renderingMode(.original) },
        // A field bound to a number shows it as its format style or formatter writes it (en_US).
        Case(script: "TextField(\"Amount\", value: .constant(1234.5), format: .number)") { TextField("Amount", text: "1,234.5") },
        Case(script: "TextField(\"Count\", value: .constant(nil as Int?), format: .number)") { TextField("Count", text: "") },
        Case(script: "let f = NumberFormatter()\nf.numberStyle = .currency\nTextField(\"Price\", value: .constant(3), formatter: f)") { TextField("Price", text: "$3.00") },
        Case(script: "VStack { Text(1234.5, format: .currency(code: \"USD\")); Text(1234.5, format: .currency(code: \"JPY\")) }") {
            VStack(content: [Text("$1,234.50"), Text("¥1,234")])
        },
        // `_height = State(initialValue: …)` in an initializer: the property's type is the context.
        Case(script: """
            struct Bar: View {
                @State private var height: CGFloat
                init(tall: Bool) { _height = State(initialValue: tall ? .zero : 12) }
                var body: some View { Color.red.frame(width: 10, height: height) }
            }
            Bar(tall: false)
            """) { Color.red.frame(width: 10, height: 12) },
        // An option set written as an array literal chooses the overload that takes it.
        Case(script: "Text(\"Hi\").padding([.horizontal, .bottom])") { Text("Hi").padding([.horizontal, .bottom], nil) },
        // A view builder that made no view takes modifiers, and adds nothing to its container.
        Case(script: """
            @ViewBuilder func maybe(_ shown: Bool) -> some View { if shown { Text("shown") } }
            HStack { maybe(false).offset(y: 10); Text("always") }
            """) { HStack(content: [Text("always")]) },
    ]

    @Test(arguments: cases)
    func scriptDrawsWhatLoomUIDraws(_ c: Case) throws {
        try expectScriptDrawsWhatLoomUIDraws(c)
    }
}
