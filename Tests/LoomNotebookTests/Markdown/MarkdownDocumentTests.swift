import Testing
@testable import LoomNotebook

@Suite struct MarkdownDocumentTests {
    @Test func findsSwiftCellsWithTheirFenceLines() throws {
        let notebook = Notebook(markdown: try fixtureText("pages/fences.md"), sourcePath: "fences.md",
                                relativePath: "fences.md")
        #expect(notebook.cells.map(\.fenceLine) == [5, 13, 17, 35])
        #expect(notebook.cells.map(\.firstCodeLine) == [6, 14, 18, 36])
        #expect(notebook.cells.map(\.source) == ["view 100 50\n", "print tilde\n", "value indented\n",
                                                  "error 1 3 quoted\n"])
        #expect(notebook.cells.map(\.info) == ["swift", "swift title", "swift", "swift"])
        #expect(notebook.cells.map(\.index) == [0, 1, 2, 3])
    }

    @Test func titleIsTheFirstHeadingsPlainText() {
        #expect(Notebook(markdown: "Intro\n\n## A *b* `c`\n\n# Later\n", sourcePath: "x.md",
                         relativePath: "x.md").title == "A b c")
        #expect(Notebook(markdown: "no heading\n", sourcePath: "g/x.md", relativePath: "g/x.md").title == "x")
    }

    @Test func rendersGFMExtensions() throws {
        let document = MarkdownDocument(try fixtureText("pages/fences.md"))
        let html = document.renderHTML()
        #expect(html.contains("<table>"))
        #expect(html.contains("<th>Shape</th>"))
        #expect(html.contains("<td align=\"right\">3</td>"))
        #expect(html.contains("<del>Circle</del>"))
        #expect(html.contains("<a href=\"https://example.com\">https://example.com</a>"))
        #expect(html.contains("type=\"checkbox\""))
        #expect(html.contains("checked=\"\""))
    }

    @Test func nonSwiftBlocksAreRenderedUntouched() throws {
        let page = renderFake(try fixtureText("pages/fences.md"))
        #expect(page.html.contains("<pre><code class=\"language-python\">print(&quot;not swift&quot;)\n</code></pre>\n<pre class=\"loom-code\"><code class=\"language-swift\">print tilde"))
        #expect(page.html.contains("<pre><code>indented code block, not a cell\n</code></pre>\n<pre><code class=\"language-swiftui\">"))
        #expect(page.html.contains("<pre><code class=\"language-swiftui\">not a cell either\n</code></pre>\n<table>"))
    }

    @Test func walkReportsEnterAndExit() {
        let document = MarkdownDocument("# T\n\n- a\n")
        var events: [String] = []
        document.walk { event, node in events.append("\(event == .enter ? "+" : "-")\(node.typeString)") }
        #expect(events == ["+document", "+heading", "+text", "-heading", "+list", "+item", "+paragraph",
                           "+text", "-paragraph", "-item", "-list", "-document"])
    }

    @Test func nodesKeepTheirDocumentAlive() {
        var node: MarkdownNode? = MarkdownDocument("```swift\nlet a = 1\n```\n").root.firstChild
        // The document has no other reference here; the node must still be readable.
        #expect(node?.kind == .codeBlock)
        #expect(node?.literal == "let a = 1\n")
        #expect(node?.startLine == 1)
        node = nil
        #expect(node == nil)
    }

    @Test func extensionNodesAreNamed() {
        let document = MarkdownDocument("| a |\n|---|\n| 1 |\n")
        #expect(document.root.firstChild?.kind == .extension("table"))
    }

    @Test func parsingIsSafeFromManyThreads() async {
        await withTaskGroup(of: Int.self) { group in
            for index in 0..<16 {
                group.addTask {
                    Notebook(markdown: "| a |\n|---|\n| \(index) |\n\n```swift\nx\n```\n", sourcePath: "x.md",
                             relativePath: "x.md").cells.count
                }
            }
            for await count in group { #expect(count == 1) }
        }
    }
}
