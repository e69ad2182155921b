import Foundation

/// Swift code blocks in rendered HTML, highlighted: cmark-gfm renders a fenced `swift` block as
/// `<pre><code class="language-swift">…</code></pre>`; this swaps its (escaped) text for
/// `SwiftHighlighter`'s spans and marks the `<pre>` `loom-code`. It works on the HTML, after
/// rendering, so the Markdown tree (code block nodes, what follows them) stays as the passes
/// left it.
public enum HighlightCode {
    static let opening = "<pre><code class=\"language-swift\">"
    static let closing = "</code></pre>"

    public static func apply(to html: String, cache: BlockCache? = nil) -> String {
        guard html.contains(opening) else { return html }
        var result = ""
        result.reserveCapacity(html.utf8.count * 2)
        var rest = Substring(html)
        while let start = rest.range(of: opening) {
            guard let end = rest[start.upperBound...].range(of: closing) else { break }
            result += rest[..<start.lowerBound]
            let code = unescape(rest[start.upperBound..<end.lowerBound])
            result += "<pre class=\"loom-code\"><code class=\"language-swift\">" + (cache?.highlighted(code, make: SwiftHighlighter.html) ?? SwiftHighlighter.html(code)) + closing
            rest = rest[end.upperBound...]
        }
        result += rest
        return result
    }

    /// Undoes cmark-gfm's escaping of code text (`&amp; &lt; &gt; &quot;`).
    static func unescape(_ text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }
}
