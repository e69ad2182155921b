import Testing
import LoomUI
@testable import LoomScript

@Suite("Sessions and outputs")
struct SessionTests {
    @Test func namesPersistAcrossBlocks() {
        let session = ScriptSession()
        _ = session.run("let name = \"Loom\"\nstruct P { var x = 1 }\nfunc twice(_ n: Int) -> Int { n * 2 }")
        let r = run("print(name, P().x, twice(4))", in: session)
        #expect(r.text == "Loom 1 8\n")
    }

    @Test func laterBlocksMayRedeclareNames() {
        let session = ScriptSession()
        _ = session.run("let x = 1")
        #expect(run("let x = \"two\"\nx", in: session).values == ["\"two\""] || run("x", in: session).values == ["two"])
        #expect(run("x", in: session).values == ["two"])
        _ = session.run("struct S { var a = 1 }")
        #expect(run("struct S { var b = 2 }\nS()", in: session).values == ["S(b: 2)"])
    }

    @Test func outputKinds() {
        let session = ScriptSession()
        #expect(kinds(session.run("Text(\"hi\")\nprint(\"x\")\nprint(\"y\")\n1 + 1")) == ["view", "text", "value"])
        #expect(kinds(session.run("let a = 1")) == [])
        #expect(kinds(session.run("func f() {}\nf()")) == [])
    }

    @Test func printFormatting() {
        let r = run("print(1.0, 0.1 + 0.2, [1, 2], [\"a\"], Optional(3), nil as Int?)\nstruct Point { var x: Double; var y: Double }\nprint(Point(x: 1, y: 2))")
        #expect(r.text == "1.0 0.30000000000000004 [1, 2] [\"a\"] Optional(3) nil\nPoint(x: 1.0, y: 2.0)\n")
    }

    @Test func declaredViewIsPreviewed() {
        let r = run("struct ContentView: View {\n    var body: some View { Text(\"Hello\") }\n}")
        #expect(r.views.count == 1)
        #expect(r.errors.isEmpty)
    }

    @Test func declaredViewIsPreviewedBesideTheConstantsItUses() {
        let r = run("let tint = Color.red\nfunc size() -> Double { 20 }\nstruct Dot: View {\n    var body: some View { Circle().fill(tint).frame(width: size(), height: size()) }\n}")
        #expect(r.views.count == 1)
        #expect(r.errors.isEmpty)
        // A block that does something besides declaring shows what it does, not a declared view.
        let doing = run("print(1)\nstruct Dot2: View {\n    var body: some View { Circle() }\n}")
        #expect(doing.views.isEmpty)
        #expect(doing.text == "1\n")
    }

    @Test func elidedLinesAreSkipped() {
        #expect(run("let a = 1\n...\nprint(a)").text == "1\n")
    }

    /// A README shows a signature with its body elided ("what you're using"): the function is
    /// shown, not declared, so the real one (here an earlier block's) is still the one called.
    @Test func aFunctionWhoseBodyIsElidedIsNotDeclared() {
        let session = ScriptSession()
        _ = run("func area(_ r: Double) -> Double { 3 * r * r }", in: session)
        let shown = run("func area(_ r: Double) -> Double {\n    ...\n}\nprint(area(2))", in: session)
        #expect(shown.errors.isEmpty, "\(shown.errors)")
        #expect(shown.text == "12.0\n")
        // Declared nowhere else: calling it is an error, not a `()` that fails later.
        let alone = run("extension Int {\n    func doubled() -> Int {\n        ...\n    }\n}\nprint(4.doubled())")
        #expect(alone.errors.map(\.message) == ["value of type 'Int' has no member 'doubled'"])
        // An empty body without an elision is a body.
        #expect(run("func nothing() {}\nnothing()\nprint(\"ok\")").text == "ok\n")
    }
}
