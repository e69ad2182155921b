import Foundation
import Testing
@testable import LoomNotebook

@Suite struct DocCSnippetTests {
    static let snippet = "// Two dots.\nCircle().frame(width: 10, height: 10)\nCircle().fill(Color.primary).frame(width: 20, height: 20)\n"

    /// A package with a catalog in Sources/Shapes and `snippets` in Snippets/.
    func makePackage(article: String, snippets: [String: String], test: String = #function) throws -> (root: String, catalog: String) {
        let root = try makeTemporaryFolder(test)
        let catalog = root + "/Sources/Shapes/Shapes.docc"
        try FileManager.default.createDirectory(atPath: catalog, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/Snippets", withIntermediateDirectories: true)
        try "// swift-tools-version:6.0\n".write(toFile: root + "/Package.swift", atomically: true, encoding: .utf8)
        try article.write(toFile: catalog + "/Guide.md", atomically: true, encoding: .utf8)
        try "public let side = 10.0\n".write(toFile: root + "/Sources/Shapes/Side.swift", atomically: true, encoding: .utf8)
        for (name, code) in snippets { try code.write(toFile: root + "/Snippets/\(name).swift", atomically: true, encoding: .utf8) }
        return (root, catalog)
    }

    @Test("A snippet's last view is drawn and placed after its @Snippet directive (#18)")
    func snippetsGetTheirLastViewsPicture() throws {
        let article = "# Guide\n\n@Snippet(path: \"Shapes/Snippets/Dots\")\nMore text.\n\n@Snippet(path: \"Shapes/Snippets/Missing\")\n"
        let (root, catalog) = try makePackage(article: article, snippets: ["Dots": Self.snippet])
        var lines: [String] = []
        let result = try DocCCatalogBuilder(pageRenderer: PageRenderer(), log: { lines.append($0) })
            .build(try DocCCatalog(path: catalog), out: root + "/out")
        #expect(try String(contentsOfFile: root + "/out/Shapes.docc/Guide.md", encoding: .utf8) == """
            # Guide

            @Snippet(path: "Shapes/Snippets/Dots")
            More text.

            ![The picture the snippet draws, made by Loom](Snippet-Dots.png)

            @Snippet(path: "Shapes/Snippets/Missing")

            """)
        let drawn = FileManager.default.contents(atPath: root + "/out/Shapes.docc/Resources/Snippet-Dots@2x.png").map(Array.init)
        #expect(drawn == (try loomPicture("Circle().fill(Color.primary).frame(width: 20, height: 20)")))
        #expect(result.failedBlocks == 1)
        #expect(lines.contains("\(catalog)/Guide.md:6: error: no file for the snippet 'Shapes/Snippets/Missing'; Loom looks in the Snippets folder of the package whose Sources/ holds the catalog"))
    }

    @Test("A snippet shown twice (the whole, then a slice) is run once; both directives show its one picture (#18)")
    func aSnippetShownAgainShowsItsPicture() throws {
        let article = "# Guide\n\n@Snippet(path: \"Shapes/Snippets/Dots\")\n\n@Snippet(path: \"Shapes/Snippets/Dots\", slice: \"big\")\n"
        let (root, catalog) = try makePackage(article: article, snippets: ["Dots": Self.snippet])
        var lines: [String] = []
        let result = try DocCCatalogBuilder(pageRenderer: PageRenderer(), log: { lines.append($0) })
            .build(try DocCCatalog(path: catalog), out: root + "/out")
        #expect(result.succeeded, "\(result.problems) \(lines)")
        #expect(result.blocks == 1)
        #expect(result.pictures.map(\.base) == ["Snippet-Dots"])
        let copied = try String(contentsOfFile: root + "/out/Shapes.docc/Guide.md", encoding: .utf8)
        #expect(copied.components(separatedBy: "](Snippet-Dots.png)").count == 3)
    }

    @Test("A snippet path cannot climb out of the Snippets folder (#18)")
    func snippetPathsStayInSnippets() throws {
        let notebook = Notebook(markdown: "@Snippet(path: \"P/Snippets/../../secret\")\n\n@Snippet(path: \"P/Snippets/Sub/Row\")\n", sourcePath: "g.md", relativePath: "g.md")
        let snippets = DocCSnippet.snippets(in: notebook)
        #expect(snippets.map { $0.file(in: "/pkg") } == [nil, "/pkg/Snippets/Sub/Row.swift"])
        #expect(snippets.last?.pictureBase == "Snippet-Sub-Row")
    }

    @Test("The snippets' symbol graph holds each file's code without its abstract or hidden lines (#18)")
    func snippetGraphCode() throws {
        let (abstract, code, slices) = DocCSnippetGraph.split("// Two dots.\n// Side by side.\nimport SwiftUI\n// snippet.hide\nlet secret = 1\n// snippet.show\nCircle()\n")
        #expect(abstract == ["Two dots.", "Side by side."])
        #expect(code == ["import SwiftUI", "Circle()"])
        #expect(slices.isEmpty)
    }

    @Test("A // snippet.NAME … // snippet.end span is a slice: its lines in the code DocC shows, hidden lines and markers not counted (#18)")
    func snippetSlices() {
        let (_, code, slices) = DocCSnippetGraph.split("""
            // A row.

            import SwiftUI
            // snippet.row
            HStack {
            // snippet.hide
                Text("secret")
            // snippet.show
                Text("shown")
            }
            // snippet.end
            // snippet.tail
            .padding()
            """)
        #expect(code == ["import SwiftUI", "HStack {", "    Text(\"shown\")", "}", ".padding()"])
        #expect(slices == ["row": 1..<4, "tail": 4..<5])
    }

    @Test("loom docc gives docc the snippet's code: the site's article shows it above Loom's picture (#18)", .enabled(if: DocCCommandTests.hasDocC))
    func theSiteShowsTheSnippetsCode() throws {
        let article = "# Guide\n\nDots.\n\n@Snippet(path: \"Shapes/Snippets/Dots\")\n\nThe big one.\n\n@Snippet(path: \"Shapes/Snippets/Sliced\", slice: \"big\")\n"
        let sliced = "Circle().frame(width: 10, height: 10)\n// snippet.big\nCircle().frame(width: 20, height: 20)\n// snippet.end\n"
        let (root, catalog) = try makePackage(article: article, snippets: ["Dots": Self.snippet, "Sliced": sliced])
        let outcome = try Loom.run(["docc", catalog, "--out", root + "/out"], timeout: 120)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("(0 warnings in"), "\(outcome.standardError)")
        // The module's symbol graph (its `public let side`) makes Shapes the root: the article is under it.
        let page = try String(contentsOfFile: root + "/out/site/data/documentation/shapes/guide.json", encoding: .utf8)
        // …and `side` has its reference page, with the declaration Loom read (its type from the literal).
        let side = try #require(FileManager.default.contents(atPath: root + "/out/site/data/documentation/shapes/side.json"))
        let sections = try #require((try JSONSerialization.jsonObject(with: side) as? [String: Any])?["primaryContentSections"] as? [[String: Any]])
        let tokens = (sections.first?["declarations"] as? [[String: Any]])?.first?["tokens"] as? [[String: Any]] ?? []
        #expect(tokens.map { $0["text"] as? String ?? "" }.joined() == "let side: Double")
        #expect(page.contains(#""Circle().frame(width: 10, height: 10)""#))
        #expect(page.contains("Snippet-Dots.png"))
        #expect(page.contains(#""Two dots.""#))  // the abstract is prose (docc's keys come in any order),
        #expect(!page.contains("// Two dots."))  // not code
        // docc shows only the slice's lines of the second snippet.
        func listings(_ value: Any) -> [[String]] {
            if let object = value as? [String: Any] {
                let own = object["type"] as? String == "codeListing" ? [object["code"] as? [String] ?? []] : []
                return own + object.values.flatMap(listings)
            }
            return (value as? [Any])?.flatMap(listings) ?? []
        }
        let json = try JSONSerialization.jsonObject(with: Data(page.utf8))
        #expect(listings(json).contains(["Circle().frame(width: 20, height: 20)"]), "\(listings(json))")
    }
}
