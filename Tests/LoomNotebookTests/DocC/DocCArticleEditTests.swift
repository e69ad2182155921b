import Testing
@testable import LoomNotebook

@Suite struct DocCArticleEditTests {
    @Test("DocC's variant names: ~dark before @2x, no @1x; any variant's base is the name an article uses (#18)")
    func imageNames() {
        #expect(DocCImageName.fileName(base: "ring", scale: 2, dark: true) == "ring~dark@2x.png")
        #expect(DocCImageName.fileName(base: "ring", scale: 1, dark: false) == "ring.png")
        #expect(DocCImageName.fileName(base: "ring", scale: 3, dark: false) == "ring@3x.png")
        #expect(DocCImageName.base(ofFile: "ring~dark@2x.png") == "ring")
        #expect(DocCImageName.base(ofFile: "my@home.jpeg") == "my@home")
        #expect(DocCImageName.base(ofFile: "Step.swift") == nil)
        #expect(DocCImageName.base(ofSource: "Resources/ring.png") == "ring")
        #expect(DocCImageName.base(ofSource: "ring") == "ring")
    }

    @Test("Images right after a block, in Markdown or as @Image directives, quoted or not (#18)")
    func placedImages() {
        let notebook = Notebook(markdown: """
            ```swift
            a
            ```
            ![A](one.png) and @Image(source: "two.png", alt: "x")

            ```swift
            b
            ```

            Text between.

            ![C](far.png)
            """, sourcePath: "g.md", relativePath: "g.md")
        let placed = DocCPlacedImage.placed(in: notebook)
        #expect(placed[0]?.map(\.base).sorted() == ["one", "two"])
        #expect(placed[1] == nil)  // not right after the block: prose
    }

    @Test("Directives go inside the fence's container; an unclosed fence takes none (#18)")
    func insertionKeepsTheContainer() {
        let markdown = "> ```swift\n> Circle()\n> ```\n> Next.\n\n```swift\nopen\n"
        let notebook = Notebook(markdown: markdown, sourcePath: "g.md", relativePath: "g.md")
        var edit = DocCArticleEdit()
        let first = edit.insertImages(["g-1"], alt: "A [dot]", after: notebook.cells[0], markdownLines: notebook.markdownLines)
        let second = edit.insertImages(["g-2"], alt: "x", after: notebook.cells[1], markdownLines: notebook.markdownLines)
        #expect(first)
        #expect(!second)
        #expect(edit.apply(to: markdown) == "> ```swift\n> Circle()\n> ```\n>\n> ![A \\[dot\\]](g-1.png)\n>\n> Next.\n\n```swift\nopen\n")
    }
}
