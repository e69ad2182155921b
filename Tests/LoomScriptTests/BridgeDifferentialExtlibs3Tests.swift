import Testing
import LoomGraphics
import LoomTestSupport
import LoomUI
@testable import LoomScript

/// What the third measurement on unseen packages (`extlibs3` repros) found missing or wrong: each
/// script must draw the pixels of the LoomUI view that states SwiftUI's rule for it.
@Suite("Bridge differential: extlibs3 gaps")
struct BridgeDifferentialExtlibs3Tests {
    struct Case: CustomTestStringConvertible, @unchecked Sendable {
        let script: String
        let view: () -> any ViewNode
        var testDescription: String { script }
    }

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
    ]

    @Test(arguments: cases)
    func scriptDrawsWhatLoomUIDraws(_ c: Case) throws {
        let r = run(c.script)
        #expect(r.errors.isEmpty, "\(r.errors)")
        let scripted = try #require(r.views.first)
        let viaScript = try LoomUI.renderImage(scripted, scale: 2)
        let direct = try LoomUI.renderImage(c.view(), scale: 2)
        expectIdenticalPictures(viaScript.bitmap, direct.bitmap, named: "bridge-" + c.script)
    }
}
