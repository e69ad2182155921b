import Foundation

/// The HTML of woven outputs: figures for images, `<pre>` blocks for text and values, and the
/// error box for diagnostics.
public enum FigureHTML {
    /// `inline`: the image goes into the page as a `data:` URI (`--self-contained`).
    /// `previewName`: the name of the `#Preview` that drew the image, its caption unless the
    /// block names one.
    public static func output(_ output: CellOutput, in notebook: Notebook, cell: CodeCell, inline: Bool = false,
                              previewName: String? = nil) -> String {
        switch output {
        case .image(let image):
            let source = inline ? "data:image/png;base64," + Data(image.png).base64EncodedString()
                : HTML.urlPath(pageRelative(image.path, from: notebook))
            let caption = cell.options.caption ?? previewName
            let alt = cell.options.alt ?? caption ?? "Output of the code block at line \(cell.fenceLine)"
            let scheme = image.isDark ? " loom-scheme-dark" : ""
            if let animation = image.animation {
                // The animation, with the still poster for readers who asked for less motion
                // (and for browsers that cannot show it: they show the APNG's first frame).
                let moving = inline ? "data:image/apng;base64," + Data(animation.apng).base64EncodedString()
                    : HTML.urlPath(pageRelative(image.animationPath, from: notebook))
                let seconds = HTML.number(animation.duration)
                return "<figure class=\"loom-output loom-image loom-animation\(scheme)\">"
                    + "<picture><source srcset=\"\(HTML.escape(source))\" media=\"(prefers-reduced-motion: reduce)\">"
                    + "<img src=\"\(HTML.escape(moving))\" width=\"\(HTML.number(image.pointWidth))\""
                    + " height=\"\(HTML.number(image.pointHeight))\""
                    + " alt=\"\(HTML.escape(alt + " (animated, \(seconds) s)"))\"></picture>"
                    + (caption.map { "<figcaption>\(HTML.escape($0))</figcaption>" } ?? "")
                    + "</figure>"
            }
            return "<figure class=\"loom-output loom-image\(scheme)\">"
                + "<img src=\"\(HTML.escape(source))\" width=\"\(HTML.number(image.pointWidth))\""
                + " height=\"\(HTML.number(image.pointHeight))\""
                + " alt=\"\(HTML.escape(alt))\">"
                + (caption.map { "<figcaption>\(HTML.escape($0))</figcaption>" } ?? "")
                + "</figure>"
        case .text(let text):
            return "<pre class=\"loom-output loom-text\"><code>\(HTML.escape(text))</code></pre>"
        case .value(let value):
            return ValueHTML.html(value)
        }
    }

    /// `file.md:LINE:COL: message`, the offending line and a caret, for every diagnostic.
    /// `expected`: the block is marked `error: true` and failed as it should (styled quieter).
    public static func errorBox(_ diagnostics: [NotebookDiagnostic], file: String, expected: Bool = false) -> String {
        let text = diagnostics.map { DiagnosticFormatter.format($0, file: file) }.joined(separator: "\n")
        let classes = expected ? "loom-error loom-expected-error" : "loom-error"
        return "<div class=\"\(classes)\" role=\"alert\"><pre><code>\(HTML.escape(text))</code></pre></div>"
    }

    /// A site-relative path as seen from the page's own folder.
    static func pageRelative(_ path: String, from notebook: Notebook) -> String {
        let folders = notebook.relativePath.split(separator: "/").dropLast()
        let parts = path.split(separator: "/")
        if parts.count > folders.count, Array(parts.prefix(folders.count)) == Array(folders) {
            return parts.dropFirst(folders.count).joined(separator: "/")
        }
        return notebook.rootPrefix + path
    }
}
