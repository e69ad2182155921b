import Testing
@testable import LoomScript

/// Nested `[` past 12 levels are refused before SwiftParser, whose lookahead doubles in time per
/// level (20 levels: seconds; 37, found by libFuzzer: hours; 100,000: a stack overflow).
@Suite struct BracketNestingTests {
    @Test func deepBracketsAreALocatedErrorFast() {
        let r = run("let x = " + String(repeating: "[", count: 40) + "1" + String(repeating: "]", count: 40))
        #expect(r.errors.first?.message.hasPrefix("brackets nest more than 12 deep here") == true)
        #expect(r.errors.first?.line == 1 && r.errors.first?.column == 21)
        #expect(BracketNesting.diagnostic(in: String(repeating: "[", count: 100_000)) != nil)
    }

    @Test func stringsCommentsAndRealNestingAreFine() {
        let deep = String(repeating: "[", count: 30)
        #expect(BracketNesting.diagnostic(in: "let s = \"\(deep)\"\n// \(deep)\n/* \(deep) */\nlet t = \"\"\"\n\(deep)\n\"\"\"\n") == nil)
        #expect(run("let a = [[[[1]]]]\nprint(a)").text == "[[[[1]]]]\n")
    }
}
