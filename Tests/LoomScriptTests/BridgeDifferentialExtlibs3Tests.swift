import Testing
import LoomGraphics
import LoomTestSupport
import LoomUI
@testable import LoomScript

/// What the third measurement on unseen packages (`extlibs3` repros) found missing or wrong: each
/// script must draw the pixels of the LoomUI view that states SwiftUI's rule for it.
@Suite("Bridge differential: extlibs3 gaps")
struct BridgeDifferentialExtlibs3Tests {
    typealias Case = BridgeCase

    static let cases: [Case] = [
        // 01: a script's `ButtonStyle`: its body replaces the button, given the label as it is (no
        // accent tint) and `isPressed` false, as a button at rest (brampf/SUEButtons).
        Case(script: "struct Outline: ButtonStyle {\nfunc makeBody(configuration: Configuration) -> some View {\n"
             + "configuration.label.padding(8).overlay(Capsule().stroke(Color.blue)).scaleEffect(configuration.isPressed ? 0.5 : 1)\n}\n}\n"
             + "Button(\"Save\") {}.buttonStyle(Outline())") {
            Text("Save").padding(8).overlay(Capsule().stroke(Color.blue))
        },
        // The `Self.Configuration` / `Style.Configuration` spellings, a static member from
        // `extension ButtonStyle where Self == …`, a foreground colour from outside the style, and a
        // style on a container reaching every button (and link) in it.
        Case(script: "struct Boxed: ButtonStyle {\nfunc makeBody(configuration: Self.Configuration) -> some View { configuration.label.padding(4).background(Color.yellow) }\n}\n"
             + "struct Framed: ButtonStyle {\nfunc makeBody(configuration: Framed.Configuration) -> some View { configuration.label.padding(4).border(Color.green) }\n}\n"
             + "extension ButtonStyle where Self == Framed { static var framed: Framed { Framed() } }\n"
             + "VStack {\nButton(\"A\") {}.buttonStyle(Boxed()).foregroundColor(.white)\nButton(\"B\") {}.buttonStyle(.framed)\n"
             + "VStack { Button(\"C\") {}; Link(\"D\", destination: URL(string: \"https://example.com\")!) }.buttonStyle(Boxed())\n}") {
            VStack(content: [
                Text("A").padding(4).background(Color.yellow).foregroundColor(.white),
                Text("B").padding(4).border(Color.green),
                VStack(content: [Text("C").padding(4).background(Color.yellow), Text("D").padding(4).background(Color.yellow)]),
            ])
        },
        // The configuration's role; the innermost style wins, and built-in styles still apply.
        Case(script: "struct Warn: ButtonStyle {\nfunc makeBody(configuration: Configuration) -> some View {\n"
             + "configuration.label.padding(4).background(configuration.role == .destructive ? Color.red : Color.gray)\n}\n}\n"
             + "struct Never: ButtonStyle { func makeBody(configuration: Configuration) -> some View { Color.black } }\n"
             + "HStack {\nButton(\"Delete\", role: .destructive) {}.buttonStyle(Warn()).buttonStyle(Never())\nButton(\"Keep\", role: .cancel) {}.buttonStyle(Warn())\n"
             + "Button(\"Plain\") {}.buttonStyle(.bordered)\n}") {
            HStack(content: [
                Text("Delete").padding(4).background(Color.red),
                Text("Keep").padding(4).background(Color.gray),
                Button("Plain").buttonStyle(.bordered),
            ])
        },
        // A `PrimitiveButtonStyle`: its body replaces the button too; `Button(configuration)` in it
        // is the button drawn with the style in effect outside this one.
        Case(script: "struct Ringed: PrimitiveButtonStyle {\nfunc makeBody(configuration: Configuration) -> some View {\n"
             + "Button(configuration).padding(4).border(Color.purple).onTapGesture { configuration.trigger() }\n}\n}\n"
             + "HStack { Button(\"P\") {}.buttonStyle(Ringed()).buttonStyle(.borderedProminent); Button(\"Q\") {}.buttonStyle(Ringed()) }") {
            HStack(content: [
                Button("P").buttonStyle(.borderedProminent).padding(4).border(Color.purple),
                Button("Q").padding(4).border(Color.purple),
            ])
        },
        // 02: `ColorScheme.allCases` (SwiftUI's ColorScheme is CaseIterable): a view in light and dark.
        Case(script: "HStack { ForEach(ColorScheme.allCases, id: \\.self) { scheme in Text(scheme == .dark ? \"dark\" : \"light\").padding(4).background(Color(.systemBackground)).environment(\\.colorScheme, scheme) } }") {
            HStack(content: [ColorScheme.light, .dark].map { scheme in
                EnvironmentModifierView(content: Text(scheme == .dark ? "dark" : "light").padding(4).background(Color(light: .white, dark: .black))) { $0.colorScheme = scheme }
            })
        },
        // iOS 13's `colorScheme(_:)` sets the scheme of its subtree only (SUEButtons' gallery).
        Case(script: "HStack { Text(\"light\").padding(4).background(Color(.systemBackground)); Text(\"dark\").padding(4).background(Color(.systemBackground)).colorScheme(.dark) }") {
            HStack(content: [
                Text("light").padding(4).background(Color(light: .white, dark: .black)),
                EnvironmentModifierView(content: Text("dark").padding(4).background(Color(light: .white, dark: .black))) { $0.colorScheme = .dark },
            ])
        },
        // 03: a script `Layout` is a container (`callAsFunction`): `Diagonal { … }` and `Diagonal(step:) { … }`
        // make the layout, then give it the content; each view of a ForEach is a subview
        // (apptekstudios/SwiftUILayouts).
        Case(script: Self.diagonal + "VStack(spacing: 0) {\nDiagonal { Text(\"one\"); Text(\"two\"); Text(\"three\") }\n"
             + "Diagonal(step: 40) { ForEach(0..<2) { i in Color.red.frame(width: 10, height: 10) } }\n}") {
            VStack(spacing: 0, content: [
                VStack(alignment: .leading, spacing: 0, content: [Text("one"), Text("two").padding(.leading, 20), Text("three").padding(.leading, 40)]),
                VStack(alignment: .leading, spacing: 0, content: [Color.red.frame(width: 10, height: 10), Color.red.frame(width: 10, height: 10).padding(.leading, 40)]),
            ])
        },
        // `AnyLayout` over a script layout or a stack's layout; a layout value is called as a container.
        Case(script: Self.diagonal + "let column = AnyLayout(VStackLayout(alignment: .leading, spacing: 3))\nHStack {\n"
             + "AnyLayout(Diagonal(step: 10)) { Text(\"a\"); Text(\"b\") }\nAnyLayout(HStackLayout(spacing: 2)) { Text(\"c\"); Text(\"d\") }\n"
             + "column { Text(\"e\"); Text(\"ffff\") }\nZStackLayout(alignment: .bottomTrailing) { Color.blue.frame(width: 20, height: 20); Color.red.frame(width: 5, height: 5) }\n}") {
            HStack(content: [
                VStack(alignment: .leading, spacing: 0, content: [Text("a"), Text("b").padding(.leading, 10)]),
                HStack(spacing: 2, content: [Text("c"), Text("d")]),
                VStack(alignment: .leading, spacing: 3, content: [Text("e"), Text("ffff")]),
                ZStack(alignment: .bottomTrailing, content: [Color.blue.frame(width: 20, height: 20), Color.red.frame(width: 5, height: 5)]),
            ])
        },
        // A cache made by `makeCache(subviews:)` and written by `sizeThatFits` (an `inout`
        // argument) reaches `placeSubviews`; subviews' sizes, dimensions, spacing preferences and
        // anchors: this row is an HStack's.
        Case(script: "struct Row: Layout {\nstruct Cache { var sizes: [CGSize]; var measured = false }\n"
             + "func makeCache(subviews: Subviews) -> Cache { Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) }) }\n"
             + "func gap(_ subviews: Subviews, _ i: Int) -> CGFloat { i == 0 ? 0 : subviews[i - 1].spacing.distance(to: subviews[i].spacing, along: .horizontal) }\n"
             + "func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {\ncache.measured = true\n"
             + "let width = subviews.indices.reduce(CGFloat(0)) { $0 + cache.sizes[$1].width + gap(subviews, $1) }\n"
             + "return CGSize(width: width, height: subviews.map { $0.dimensions(in: .unspecified).height }.max() ?? 0)\n}\n"
             + "func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {\n"
             + "var x = cache.measured ? bounds.minX : bounds.minX + 500\n"
             + "for i in subviews.indices {\nx += gap(subviews, i)\n"
             + "subviews[i].place(at: CGPoint(x: x + cache.sizes[i].width / 2, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(cache.sizes[i]))\n"
             + "x += cache.sizes[i].width\n}\n}\n}\n"
             + "Row { Color.red.frame(width: 10, height: 30); Text(\"text\"); Color.blue.frame(width: 10, height: 10) }.border(Color.gray)") {
            HStack(content: [Color.red.frame(width: 10, height: 30), Text("text"), Color.blue.frame(width: 10, height: 10)]).border(Color.gray)
        },
        // A `LayoutValueKey` tags subviews through later modifiers (`.padding`); an untagged one
        // reads the key's `defaultValue` (extlibs5: ronzohan/PercentageLayout).
        Case(script: "struct Weight: LayoutValueKey { static var defaultValue: CGFloat = 1 }\n"
             + "struct Share: Layout {\nfunc sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: proposal.width ?? 300, height: 40) }\n"
             + "func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {\n"
             + "let total = subviews.reduce(0) { $0 + $1[Weight.self] }\nvar x = bounds.minX\n"
             + "for s in subviews {\nlet w = bounds.width * s[Weight.self] / total\n"
             + "s.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: w, height: bounds.height))\nx += w\n}\n}\n}\n"
             + "Share { Color.red.layoutValue(key: Weight.self, value: 1); Color.green; Color.blue.layoutValue(key: Weight.self, value: 2).padding(4) }.frame(width: 300, height: 40)") {
            HStack(spacing: 0, content: [Color.red.frame(width: 75), Color.green.frame(width: 75), Color.blue.padding(4).frame(width: 150)])
                .frame(width: 300, height: 40)
        },
        // A subview the layout does not place is centred and offered the container's proposal
        // (here the frame's 80 × 50, larger than the container); `place` while measuring does nothing.
        Case(script: "struct Box: Layout {\nfunc sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {\n"
             + "subviews.first?.place(at: .zero, proposal: .unspecified)\nreturn CGSize(width: 60, height: 40)\n}\n"
             + "func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}\n}\n"
             + "Box { Color.blue; Color.red.frame(width: 20, height: 10) }.frame(width: 80, height: 50)") {
            ZStack(content: [Color.blue.frame(width: 80, height: 50), Color.red.frame(width: 20, height: 10)]).frame(width: 80, height: 50)
        },
    ]

    /// The repro's layout: each subview `step` further right, below the one before.
    static let diagonal = """
        struct Diagonal: Layout {
            var step: CGFloat = 20
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
                return CGSize(width: (sizes.map(\\.width).max() ?? 0) + step * CGFloat(max(subviews.count - 1, 0)),
                              height: sizes.reduce(0) { $0 + $1.height })
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var y = bounds.minY
                for (i, subview) in subviews.enumerated() {
                    subview.place(at: CGPoint(x: bounds.minX + step * CGFloat(i), y: y), proposal: .unspecified)
                    y += subview.sizeThatFits(.unspecified).height
                }
            }
        }

        """

    /// 02: `ColorScheme.allCases` lists light, then dark, as SwiftUI declares them.
    @Test func colorSchemeIsCaseIterable() {
        let r = run("print(ColorScheme.allCases.count, ColorScheme.allCases.map { $0 == .light ? \"light\" : \"dark\" }.joined(separator: \" \"))")
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.text == "2 light dark\n")
    }

    @Test(arguments: cases)
    func scriptDrawsWhatLoomUIDraws(_ c: Case) throws {
        try expectScriptDrawsWhatLoomUIDraws(c)
    }
}
