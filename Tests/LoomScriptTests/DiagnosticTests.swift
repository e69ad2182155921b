import Testing
@testable import LoomScript

@Suite("Diagnostics")
struct DiagnosticTests {
    @Test func syntaxErrorsUseTheCompilersWordingAndLocation() {
        let r = run("let x = (1 + 2\nprint(x)")
        #expect(r.errors == [ScriptDiagnostic(line: 1, column: 15, message: "expected ')' to end tuple")])
    }

    @Test func unknownNamesSuggestTheClosestKnownName() {
        let r = run("Circel()")
        #expect(r.errors == [ScriptDiagnostic(line: 1, column: 1, message: "cannot find 'Circel' in scope; did you mean 'Circle'?")])
    }

    @Test func mismatchedLabelsListTheCandidates() {
        let r = run("Circle().frame(widht: 20, height: 20)")
        #expect(r.errors.count == 1)
        let message = r.errors.first?.message ?? ""
        #expect(message.hasPrefix("no 'frame' accepts labels (widht:height:); candidates: frame(width:height:alignment:), frame(minWidth:"), "\(message)")
    }

    @Test func unknownMembersSuggest() {
        let r = run("Circle().fil(.red)")
        #expect(r.errors.first?.message == "value of type 'Circle' has no member 'fil'; did you mean 'fill'?", "\(r.errors)")
    }

    @Test func outputsBeforeAnErrorAreKept() {
        let session = ScriptSession()
        let result = session.run("print(\"a\")\nText(\"x\")\nlet y: Int = \"no\"")
        #expect(kinds(result) == ["text", "view"])
        #expect(result.diagnostics == [ScriptDiagnostic(line: 3, column: 14, message: "cannot convert value of type 'String' to specified type 'Int'")])
    }

    @Test func nonViewInBuilderIsAnError() {
        let r = run("VStack { 42 }")
        #expect(r.errors.first?.message == "type 'Int' does not conform to protocol 'View'", "\(r.errors)")
    }
}
