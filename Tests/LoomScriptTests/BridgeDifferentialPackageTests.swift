import Testing
import LoomGraphics
import LoomTestSupport
import LoomUI
@testable import LoomScript

/// What running real SwiftUI packages found missing or wrong (`extlibs` repros 03–15): each
/// script must draw the pixels of the LoomUI view that states SwiftUI's rule for it.
@Suite("Bridge differential: real packages' gaps")
struct BridgeDifferentialPackageTests {
    typealias Case = BridgeCase

    static let cases: [Case] = [
        // 03: a modifier on a ForEach applies to each element, which join the stack one by one
        // (exyte/ActivityIndicatorView's indicators are `ForEach { … }.frame(…)`).
        Case(script: "HStack(spacing: 2) { ForEach(0..<3) { i in Color.red.opacity(0.3 * Double(i + 1)) }.frame(width: 10, height: 10).padding(1) }") {
            HStack(spacing: 2, content: (0..<3).map { i in Color.red.opacity(0.3 * Double(i + 1)).frame(width: 10, height: 10).padding(1) })
        },
        Case(script: "ZStack { ForEach(0..<3, id: \\.self) { i in Circle().fill(Color.blue.opacity(0.4)).frame(width: 20, height: 20).offset(x: CGFloat(i) * 10) }.rotationEffect(.degrees(30)) }") {
            ZStack(content: (0..<3).map { i in
                Circle().fill(Color.blue.opacity(0.4)).frame(width: 20, height: 20).offset(x: Double(i) * 10).rotationEffect(.degrees(30))
            })
        },
        Case(script: "GeometryReader { g in ForEach(0..<3) { i in Circle().fill(Color.red.opacity(0.4)).frame(width: 40, height: 40).offset(x: CGFloat(i) * 20) }.frame(width: g.size.width, height: g.size.height) }.frame(width: 100, height: 100)") {
            ZStack(alignment: .topLeading, content: (0..<3).map { i in
                Circle().fill(Color.red.opacity(0.4)).frame(width: 40, height: 40).offset(x: Double(i) * 20).frame(width: 100, height: 100)
            }).frame(width: 100, height: 100)
        },
        // A view whose body is several views is modified view by view too.
        Case(script: "struct Pair: View { var body: some View { Color.red; Color.blue } }\nHStack(spacing: 0) { Pair().frame(width: 10, height: 10) }") {
            HStack(spacing: 0, content: [Color.red.frame(width: 10, height: 10), Color.blue.frame(width: 10, height: 10)])
        },
        // 09: without a style to paint, `stroke(lineWidth:)`/`stroke(style:)` make a shape (iOS 13's
        // `some Shape`): it clips and fills; as a view it is the stroke in the foreground style.
        Case(script: "Color.blue.frame(width: 40, height: 40).clipShape(Circle().stroke(lineWidth: 6))") {
            Color.blue.frame(width: 40, height: 40).clipShape(Circle().stroke(lineWidth: 6))
        },
        Case(script: "Circle().stroke(lineWidth: 4).foregroundColor(.red).frame(width: 20, height: 20).padding(4)") {
            Circle().stroke(Color.red, lineWidth: 4).frame(width: 20, height: 20).padding(4)
        },
        Case(script: "Capsule().stroke(style: StrokeStyle(lineWidth: 3, dash: [4, 2])).fill(Color.green).frame(width: 40, height: 16).padding(3)") {
            Capsule().stroke(style: StrokeStyle(lineWidth: 3, dash: [4, 2])).fill(Color.green).frame(width: 40, height: 16).padding(3)
        },
        // 06: label views, and a script's ProgressViewStyle given the labels and fractionCompleted.
        Case(script: "ProgressView(value: 0.4, total: 1.0) { Text(\"Label\") } currentValueLabel: { Text(\"40%\") }.frame(width: 120)") {
            ProgressView(value: 0.4, label: Text("Label"), currentValueLabel: Text("40%")).frame(width: 120)
        },
        Case(script: "ProgressView { Text(\"Loading\") }") { ProgressView("Loading") },
        Case(script: "struct Ring: ProgressViewStyle {\nfunc makeBody(configuration: Configuration) -> some View {\nVStack {\nconfiguration.label\n"
             + "Circle().trim(from: 0, to: configuration.fractionCompleted ?? 0).stroke(Color.red, lineWidth: 4).frame(width: 40, height: 40)\n"
             + "configuration.currentValueLabel\n}\n}\n}\n"
             + "ProgressView(value: 0.4, total: 1.0) { Text(\"Label\") } currentValueLabel: { Text(\"40%\") }.progressViewStyle(Ring())") {
            VStack(content: [Text("Label"), Circle().trim(from: 0, to: 0.4).stroke(Color.red, lineWidth: 4).frame(width: 40, height: 40), Text("40%")])
        },
        // Without a value the fraction is nil; without labels the configuration's are nil (nothing drawn).
        Case(script: "struct Dot: ProgressViewStyle { func makeBody(configuration: Configuration) -> some View {\n"
             + "VStack { configuration.label; Circle().fill(configuration.fractionCompleted == nil ? Color.orange : Color.blue).frame(width: 10, height: 10) }\n} }\n"
             + "HStack { ProgressView().progressViewStyle(Dot()); ProgressView(value: 1).progressViewStyle(Dot()) }") {
            HStack(content: [Circle().fill(Color.orange).frame(width: 10, height: 10), Circle().fill(Color.blue).frame(width: 10, height: 10)])
        },
        // `ProgressView(configuration)` in a style draws the progress view with the style outside it.
        Case(script: "struct Boxed: ProgressViewStyle { func makeBody(configuration: Configuration) -> some View { ProgressView(configuration).padding(4).border(Color.pink) } }\n"
             + "ProgressView(value: 0.5).progressViewStyle(Boxed()).frame(width: 100)") {
            ProgressView(value: 0.5).padding(4).border(Color.pink).frame(width: 100)
        },
        Case(script: "VStack { ProgressView(value: 0.5).progressViewStyle(.circular); ProgressView().progressViewStyle(LinearProgressViewStyle()).frame(width: 60) }") {
            VStack(content: [ProgressView(), ProgressView(value: 0).frame(width: 60)])
        },
        // 07: `modifier.animation(_:)` is the modifier; a still picture draws it.
        Case(script: "struct Fade: AnimatableModifier {\nvar amount: Double = 0.5\nvar animatableData: Double { get { amount } set { amount = newValue } }\n"
             + "func body(content: Content) -> some View { content.opacity(amount) }\n}\nText(\"Hello\").modifier(Fade().animation(.linear(duration: 1)))") {
            Text("Hello").opacity(0.5)
        },
        // 11: placeholder redaction draws text as bars; `unredacted()` and `[]` draw it as it is.
        Case(script: "Text(\"Some text\").redacted(reason: .placeholder)") { Text("Some text").redacted(reason: .placeholder) },
        Case(script: "VStack(alignment: .leading) { Text(\"Shown\").unredacted(); Text(\"Hidden\"); Text(\"Plain\").redacted(reason: []) }.redacted(reason: .placeholder)") {
            VStack(alignment: .leading, content: [Text("Shown"), Text("Hidden").redacted(reason: .placeholder), Text("Plain").redacted(reason: .placeholder)])
        },
        Case(script: "struct Probe: View {\n@Environment(\\.redactionReasons) var reasons\nvar body: some View { Text(reasons.contains(.placeholder) ? \"placeholder\" : \"none\").unredacted() }\n}\n"
             + "VStack { Probe(); Probe().redacted(reason: .placeholder) }") {
            VStack(content: [Text("none"), Text("placeholder")])
        },
        // 14: the UIKit views packages wrap: a blur is its material, the system spinner SwiftUI's.
        Case(script: "struct BlurView: UIViewRepresentable {\nfunc makeUIView(context: Context) -> UIVisualEffectView { UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial)) }\n"
             + "func updateUIView(_ uiView: UIVisualEffectView, context: Context) { uiView.effect = UIBlurEffect(style: .systemThinMaterialDark) }\n}\n"
             + "Text(\"Hello\").padding().background(BlurView())") {
            Text("Hello").padding().background(EnvironmentModifierView(content: Rectangle().fill(Material(.thin))) { $0.colorScheme = .dark })
        },
        Case(script: "struct Spinner: UIViewRepresentable {\nvar large = false\nfunc makeUIView(context: UIViewRepresentableContext<Spinner>) -> UIActivityIndicatorView {\n"
             + "let v = UIActivityIndicatorView(style: large ? .large : .medium)\nv.startAnimating()\nreturn v\n}\n"
             + "func updateUIView(_ uiView: UIActivityIndicatorView, context: UIViewRepresentableContext<Spinner>) {}\n}\n"
             + "HStack { Spinner(); Spinner(large: true) }") {
            HStack(content: [ProgressView(), ProgressView.spinner(diameter: 37, color: nil)])
        },
        Case(script: "struct Stopped: UIViewRepresentable {\nfunc makeUIView(context: Context) -> UIActivityIndicatorView { UIActivityIndicatorView() }\n"
             + "func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {}\n}\n"
             + "struct Swatch: UIViewRepresentable {\nfunc makeUIView(context: Context) -> UIView { let v = UIView(); v.backgroundColor = .systemRed; v.alpha = 0.5; return v }\n"
             + "func updateUIView(_ uiView: UIView, context: Context) {}\n}\n"
             + "HStack(spacing: 0) { Stopped(); Swatch().frame(width: 20, height: 20) }") {
            HStack(spacing: 0, content: [Color.clear.frame(width: 20, height: 20), Color.red.opacity(0.5).frame(width: 20, height: 20)])
        },
        // extlibs2 14: a generic parameter used only as a type reaches a `GeometryReader`'s closure,
        // which runs at layout (jasudev/AnimateText's previews).
        Case(script: "protocol Effect: ViewModifier { init() }\nstruct Red: Effect { func body(content: Content) -> some View { content.foregroundColor(.red) } }\n"
             + "struct Inner<E: Effect>: View { var body: some View { Text(\"inner\").modifier(E()) } }\n"
             + "struct Outer<E: Effect>: View { var body: some View { GeometryReader { _ in Inner<E>() } } }\n"
             + "Outer<Red>().frame(width: 60, height: 30)") {
            GeometryReader { _ in Text("inner").foregroundColor(.red) }.frame(width: 60, height: 30)
        },
        // 10: initializers overloaded on a `TupleView`'s arity (dkk/WrappingHStack's "equally spaced
        // stack"): the closure's view count picks the overload, whose `content().value.N` are the views.
        Case(script: "struct Spread: View {\nlet views: [AnyView]\n"
             + "init<A: View>(@ViewBuilder content: () -> A) { views = [AnyView(content())] }\n"
             + "init<A: View, B: View>(@ViewBuilder content: () -> TupleView<(A, B)>) { let v = content().value; views = [AnyView(v.1), AnyView(v.0)] }\n"
             + "init<A: View, B: View, C: View>(@ViewBuilder content: () -> TupleView<(A, B, C)>) { let v = content().value; views = [AnyView(v.2), AnyView(v.1), AnyView(v.0)] }\n"
             + "var body: some View { HStack(spacing: 0) { ForEach(0..<views.count, id: \\.self) { views[$0].frame(width: 10, height: 10) } } }\n}\n"
             + "VStack(spacing: 0) {\nSpread { Color.red }\nSpread { Color.red; Color.green }\nSpread { Color.red; Color.green; Color.blue }\n}") {
            VStack(spacing: 0, content: [
                HStack(spacing: 0, content: [Color.red.frame(width: 10, height: 10)]),
                HStack(spacing: 0, content: [Color.green.frame(width: 10, height: 10), Color.red.frame(width: 10, height: 10)]),
                HStack(spacing: 0, content: [Color.blue, Color.green, Color.red].map { $0.frame(width: 10, height: 10) }),
            ])
        },
    ]

    /// 15: `UIHostingController(rootView:).sizeThatFits(in:)` is the view's size for that offer
    /// (UIKit's "as large as you like" asks for the ideal size); `view.intrinsicContentSize` the ideal size.
    @Test func hostingControllerMeasuresTheView() throws {
        let r = run("""
            let hc = UIHostingController(rootView: Text("Hello").padding(3))
            let ideal = hc.sizeThatFits(in: CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
            let narrow = UIHostingController(rootView: Text("Hello, wrapping world")).sizeThatFits(in: CGSize(width: 60, height: 1000))
            print(ideal.width, ideal.height, ideal == hc.view.intrinsicContentSize, narrow.width <= 60, narrow.height)
            """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        let ideal = try LoomUI.renderImage(Text("Hello").padding(3), scale: 1).layoutFrame.size
        let narrow = try LoomUI.sizeThatFits(Text("Hello, wrapping world"), proposal: ProposedSize(width: 60, height: 1000))
        #expect(r.text == "\(ideal.width) \(ideal.height) true true \(narrow.height)\n")
    }

    @Test(arguments: cases)
    func scriptDrawsWhatLoomUIDraws(_ c: Case) throws {
        try expectScriptDrawsWhatLoomUIDraws(c)
    }
}
