import Testing
@testable import LoomNotebook

/// Any bytes are a page (#21).
@Suite struct NotebookTextTests {
    @Test func invalidUTF8IsReplacedAndLocated() {
        let text = NotebookText(Array("# ok\nline two \u{0}".utf8) + [0xFF, 0x0A, 0xC3], file: "x.md")
        #expect(text.text == "# ok\nline two \u{0}\u{FFFD}\n\u{FFFD}")
        #expect(text.warnings == ["x.md:2: warning: the file is not valid UTF-8; 2 invalid byte sequences were replaced with U+FFFD (first on this line)"])
    }

    @Test func lineEndingsAndByteOrderMarksAreNormalised() {
        let text = NotebookText([0xEF, 0xBB, 0xBF] + Array("---\r\ntitle: T\r\n---\rend\r".utf8), file: "x.md")
        #expect(text.text == "---\ntitle: T\n---\nend\n")
        #expect(text.warnings.isEmpty)
    }

    @Test func crlfFrontMatterIsRead() {
        let notebook = Notebook(markdown: NotebookText(Array("---\r\ntitle: CRLF page\r\n---\r\n# H\r\n".utf8), file: "x.md").text,
                                sourcePath: "x.md", relativePath: "x.md")
        #expect(notebook.title == "CRLF page")
    }

    @Test func tableBombsAreCountedBeforeParsing() {
        let bomb = "|" + String(repeating: "a|", count: 1000) + "\n|" + String(repeating: "-|", count: 1000) + "\n"
            + String(repeating: "x\n", count: 1000)
        #expect(TableCellLimit.cells(in: bomb).count > TableCellLimit.maximumCells)
        let notebook = Notebook(markdown: bomb, sourcePath: "x.md", relativePath: "x.md")
        #expect(notebook.warnings.first?.hasPrefix("x.md:1: warning: the tables of this page could have") == true)
        #expect(!notebook.document.renderHTML().contains("<table"))
        let small = "| a | b |\n|---|:-:|\n| 1 | 2 |\n\nafter\n"
        #expect(TableCellLimit.cells(in: small).count == 6)
        #expect(Notebook(markdown: small, sourcePath: "x.md", relativePath: "x.md").document.renderHTML().contains("<table"))
    }
}
