import Testing
@testable import LoomNotebook

@Suite struct DiagnosticMappingTests {
    private func diagnostic(_ markdown: String, line: Int, column: Int) -> NotebookDiagnostic {
        let notebook = Notebook(markdown: markdown, sourcePath: "x.md", relativePath: "x.md")
        return NotebookDiagnostic.mapping(line: line, column: column, message: "boom", in: notebook.cells[0],
                                          markdownLines: notebook.markdownLines)
    }

    @Test func blockLinesBecomeFileLines() {
        let markdown = "# T\n\ntext\n\n```swift\nlet a = 1\nlet b = c\n```\n"
        let mapped = diagnostic(markdown, line: 2, column: 9)
        #expect(mapped.line == 7)
        #expect(mapped.column == 9)
        #expect(mapped.sourceLine == "let b = c")
        #expect(mapped.sourceColumn == 9)
    }

    @Test func indentedFencesShiftTheColumn() {
        let mapped = diagnostic("   ```swift\n   let a = b\n   ```\n", line: 1, column: 9)
        #expect(mapped.line == 2)
        #expect(mapped.column == 12)
        #expect(mapped.sourceLine == "let a = b")
    }

    @Test func blockQuotesAndListsShiftTheColumn() {
        #expect(diagnostic("> ```swift\n> let a = b\n> ```\n", line: 1, column: 9).column == 11)
        #expect(diagnostic("- item\n\n  ```swift\n  let a = b\n  ```\n", line: 1, column: 5).line == 4)
        #expect(diagnostic("- item\n\n  ```swift\n  let a = b\n  ```\n", line: 1, column: 5).column == 7)
    }

    @Test func formatsWithFileLocationSourceLineAndCaret() {
        let mapped = diagnostic("```swift\nlet a = b\n```\n", line: 1, column: 9)
        #expect(DiagnosticFormatter.format(mapped, file: "x.md") == "x.md:2:9: boom\nlet a = b\n        ^")
        #expect(DiagnosticFormatter.format(mapped, file: "x.md", prefix: "error: ")
            == "x.md:2:9: error: boom\nlet a = b\n        ^")
    }

    @Test func caretKeepsTabsAndCountsUTF8Bytes() {
        #expect(DiagnosticFormatter.caret(under: "\tlet x", column: 2) == "\t^")
        // "é" is two UTF-8 bytes; column 4 is the character after "é ".
        #expect(DiagnosticFormatter.caret(under: "é x", column: 4) == "  ^")
        #expect(DiagnosticFormatter.caret(under: "ab", column: 5) == "    ^")
    }

    @Test func linesPastTheBlockStillMap() {
        let mapped = diagnostic("```swift\nlet a = b\n```\n", line: 3, column: 1)
        #expect(mapped.line == 4)
        #expect(mapped.sourceLine == "")
    }
}
