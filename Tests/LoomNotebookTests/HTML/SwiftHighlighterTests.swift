import Foundation
import Testing
@testable import LoomNotebook

@Suite struct SwiftHighlighterTests {
    @Test func classifiesTokens() {
        let html = SwiftHighlighter.html("@State var n = 42 // count\nlet s = \"hi\" + Color.red.description\nf(x: 1.5)")
        #expect(html.contains("<span class=\"tok-attribute\">@State</span>") || html.contains("<span class=\"tok-attribute\">@</span>"))
        #expect(html.contains("<span class=\"tok-keyword\">var</span>"))
        #expect(html.contains("<span class=\"tok-number\">42</span>"))
        #expect(html.contains("<span class=\"tok-comment\">// count</span>"))
        #expect(html.contains("<span class=\"tok-string\">&quot;hi&quot;</span>"))
        #expect(html.contains("<span class=\"tok-type\">Color</span>"))
        #expect(html.contains("<span class=\"tok-label\">x</span>"))
        #expect(html.contains("<span class=\"tok-number\">1.5</span>"))
    }

    @Test func escapesAndKeepsEveryByte() {
        let source = "let a = b < c && d > \"<&>\"\n  …  🎉\n"
        let html = SwiftHighlighter.html(source)
        #expect(!html.contains("<&>"))
        let text = html.replacingOccurrences(of: #"<span class="tok-[a-z]+">"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: "</span>", with: "")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        #expect(text == source)
    }

    @Test func swiftBlocksInPagesAreHighlighted() {
        let page = renderFake("# T\n\n```swift\nlet x = 1\n```\n\n```python\nx = 1\n```\n")
        #expect(page.html.contains("<pre class=\"loom-code\"><code class=\"language-swift\"><span class=\"tok-keyword\">let</span>"))
        #expect(page.html.contains("<code class=\"language-python\">x = 1"))
    }
}
