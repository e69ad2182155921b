import CCmarkGFM
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Registers cmark-gfm's core extensions exactly once, thread-safely (a global `let` is
/// initialised under `swift_once`; cmark's own registration flag is not synchronised).
private let coreExtensionsRegistered: Void = {
    cmark_gfm_core_extensions_ensure_registered()
}()

/// A parsed Markdown document: cmark-gfm's node tree plus the parser that owns the syntax
/// extensions the HTML renderer needs. Frees both when the last reference goes away.
///
/// Nodes (`MarkdownNode`) keep their document alive, so a node is never used after its tree
/// has been freed.
public final class MarkdownDocument {
    /// The GitHub-flavoured extensions attached to every parser. `tagfilter` escapes the raw
    /// HTML tags GitHub does (`<script>`, `<iframe>`, `<style>`, …) wherever a page writes them.
    public static let extensionNames = ["table", "strikethrough", "autolink", "tasklist", "tagfilter"]

    /// The source text, exactly as parsed.
    public let source: String

    private let parser: OpaquePointer
    let rootPointer: OpaquePointer

    /// Parses `markdown` with the GFM extensions attached (`tables: false` leaves the table
    /// extension out), footnotes and source positions on.
    public init(_ markdown: String, tables: Bool = true) {
        _ = coreExtensionsRegistered
        guard let parser = cmark_parser_new(CMARK_OPT_SOURCEPOS | CMARK_OPT_FOOTNOTES) else {
            fatalError("cmark-gfm could not allocate a parser")
        }
        for name in Self.extensionNames where tables || name != "table" {
            if let extensionPointer = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, extensionPointer)
            }
        }
        let bytes = Array(markdown.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                cmark_parser_feed(parser, chars.baseAddress, chars.count)
            }
        }
        guard let root = cmark_parser_finish(parser) else {
            cmark_parser_free(parser)
            fatalError("cmark-gfm returned no document")
        }
        self.source = markdown
        self.parser = parser
        self.rootPointer = root
    }

    /// Nodes taken out of the tree; freed with the document so their handles stay valid.
    var detached: [OpaquePointer] = []

    deinit {
        for node in detached { cmark_node_free(node) }
        cmark_node_free(rootPointer)
        cmark_parser_free(parser)
    }

    /// The document node.
    public var root: MarkdownNode { MarkdownNode(pointer: rootPointer, document: self) }

    /// Renders the tree (including any nodes inserted since parsing) with cmark-gfm's HTML
    /// renderer. Raw HTML passes through (`CMARK_OPT_UNSAFE`), so woven figures survive;
    /// footnotes (`[^1]`) become GitHub's numbered section at the end.
    public func renderHTML() -> String {
        renderHTML(of: rootPointer)
    }

    func renderHTML(of node: OpaquePointer) -> String {
        let extensions = cmark_parser_get_syntax_extensions(parser)
        guard let html = cmark_render_html(node, CMARK_OPT_UNSAFE | CMARK_OPT_FOOTNOTES, extensions) else { return "" }
        defer { free(html) }
        return String(cString: html)
    }

    /// Every node of the tree, as ENTER/EXIT events in document order.
    ///
    /// The tree must not be changed during the walk; collect nodes first, then edit.
    public func walk(_ visit: (MarkdownEvent, MarkdownNode) -> Void) {
        root.walk(visit)
    }
}

/// Whether a walk is entering or leaving a node. Leaf nodes only get `.enter`.
public enum MarkdownEvent: Equatable, Sendable {
    case enter
    case exit
}
