import Foundation
import LoomNotebook
import Testing

/// Renders with the fake runner (`view W H` draws a picture) and finds the references.
private func references(_ markdown: String, path: String = "docs/page.md") -> [BlockReference] {
    let parsed = Notebook(markdown: markdown, sourcePath: path, relativePath: "page.md")
    let candidates = ReferenceLinks.candidates(in: parsed)
    let notebook = PageRenderer.fake().render(parsed).notebook
    return ReferenceLinks.references(in: notebook, candidates: candidates, markdownPath: path)
}

@Suite struct ReferenceLinksTests {
    @Test func anImageNamedLikeTheOutputIsTheReference() {
        let found = references("""
            # Page

            ```swift
            //| output: ring.png
            view 10 10
            ```

            Some prose, then the picture:

            ![A ring](page/ring.png)
            """)
        #expect(found.count == 1)
        #expect(found.first?.outputName == "ring.png")
        #expect(found.first?.line == 3)
        #expect(found.first?.path == "docs/page/ring.png")
        #expect(found.first?.link.line == 10)
        #expect(found.first?.actual?.pixelWidth == 20)
        #expect(found.first?.displayName == "ring.png")
    }

    /// A named block that failed drew nothing: its animated reference is still its reference,
    /// so that check and record say it failed instead of passing over it.
    @Test func aFailedBlocksAnimatedReferenceIsStillFound() {
        let found = references("""
            ```swift
            //| output: bounce.png
            error 1 1 cannot find 'Circel' in scope
            ```

            ![A bouncing dot](page/bounce.apng)
            """)
        #expect(found.map(\.path) == ["docs/page/bounce.apng"])
        #expect(found.first?.actual == nil)
    }

    @Test func anUnnamedBlockWithOnePictureTakesTheOnlyPNGAfterIt() {
        let found = references("""
            ```swift
            view 10 10
            ```

            <p align="center">
            <img src="shots/dot%20one.png" width="250"/>
            </p>
            """)
        #expect(found.map(\.path) == ["docs/shots/dot one.png"])
        #expect(found.first?.outputName == nil)
        #expect(found.first?.displayName == "line 1")
    }

    @Test func unrelatedImagesAreIgnored() {
        let found = references("""
            ```swift
            //| output: ring.png
            view 10 10
            ```

            ![A diagram](diagram.png) ![Remote](https://example.com/ring.png) ![GIF](ring.gif)

            ```swift
            view 10 10
            view 5 5
            ```

            ![Two pictures, so no single reference](other.png)
            """)
        #expect(found.isEmpty)
    }

    @Test func anImageAfterTheNextBlockIsIgnored() {
        let found = references("""
            ```swift
            //| output: ring.png
            view 10 10
            ```

            ```swift
            print not a picture
            ```

            ![A ring](ring.png)
            """)
        #expect(found.isEmpty)
        let candidates = ReferenceLinks.candidates(in: Notebook(markdown: """
            ```swift
            //| output: ring.png
            view 10 10
            ```

            ```swift
            print not a picture
            ```

            ![A ring](ring.png)
            """, sourcePath: "page.md", relativePath: "page.md"))
        #expect(candidates[0] == nil)
        #expect(candidates[1]?.map(\.fileName) == ["ring.png"])
    }

    @Test func theWovenPageShowsTheFigureNotTheReference() {
        let page = renderFake("""
            ```swift
            //| output: ring.png
            view 10 10
            ```

            ![A ring](page/ring.png)

            ![A diagram](diagram.png)
            """)
        #expect(page.html.contains("src=\"page/ring.png\""))  // the woven figure…
        #expect(page.html.components(separatedBy: "page/ring.png").count == 2)  // …only
        #expect(page.html.contains("alt=\"A ring\""))  // takes the reference's description
        #expect(page.html.contains("alt=\"A diagram\""))
    }
}
