import CCmarkGFM

/// A thin, safe handle on one cmark-gfm node. It keeps its `MarkdownDocument` alive.
public struct MarkdownNode {
    let pointer: OpaquePointer
    /// The document that owns the tree this node belongs to.
    public let document: MarkdownDocument

    init(pointer: OpaquePointer, document: MarkdownDocument) {
        self.pointer = pointer
        self.document = document
    }

    public enum Kind: Equatable, Sendable {
        case document, blockQuote, list, item, codeBlock, htmlBlock, customBlock, paragraph
        case heading, thematicBreak, footnoteDefinition
        case text, softBreak, lineBreak, code, htmlInline, customInline, emphasis, strong
        case link, image, footnoteReference
        /// A node made by a syntax extension, named by cmark's type string (`table`, `strikethrough`, …).
        case `extension`(String)
    }

    public var kind: Kind {
        switch cmark_node_get_type(pointer) {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST: return .list
        case CMARK_NODE_ITEM: return .item
        case CMARK_NODE_CODE_BLOCK: return .codeBlock
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock
        case CMARK_NODE_CUSTOM_BLOCK: return .customBlock
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_FOOTNOTE_DEFINITION: return .footnoteDefinition
        case CMARK_NODE_TEXT: return .text
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code
        case CMARK_NODE_HTML_INLINE: return .htmlInline
        case CMARK_NODE_CUSTOM_INLINE: return .customInline
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK: return .link
        case CMARK_NODE_IMAGE: return .image
        case CMARK_NODE_FOOTNOTE_REFERENCE: return .footnoteReference
        default: return .extension(typeString)
        }
    }

    /// cmark's name for the node type (`code_block`, `table`, …).
    public var typeString: String {
        cmark_node_get_type_string(pointer).map { String(cString: $0) } ?? ""
    }

    /// The text of a code block, HTML block, text or inline code node.
    public var literal: String? {
        cmark_node_get_literal(pointer).map { String(cString: $0) }
    }

    /// A code block's info string (everything after the opening fence), or nil for other nodes.
    public var fenceInfo: String? {
        guard kind == .codeBlock else { return nil }
        return cmark_node_get_fence_info(pointer).map { String(cString: $0) } ?? ""
    }

    /// Whether this is a fenced (not indented) code block.
    public var isFenced: Bool {
        var length: Int32 = 0, offset: Int32 = 0
        var character: CChar = 0
        return cmark_node_get_fenced(pointer, &length, &offset, &character) != 0
    }

    public var headingLevel: Int { Int(cmark_node_get_heading_level(pointer)) }

    /// 1-based source position of the node's first character.
    public var startLine: Int { Int(cmark_node_get_start_line(pointer)) }
    public var startColumn: Int { Int(cmark_node_get_start_column(pointer)) }
    public var endLine: Int { Int(cmark_node_get_end_line(pointer)) }

    public var parent: MarkdownNode? { wrap(cmark_node_parent(pointer)) }
    public var next: MarkdownNode? { wrap(cmark_node_next(pointer)) }
    public var previous: MarkdownNode? { wrap(cmark_node_previous(pointer)) }
    public var firstChild: MarkdownNode? { wrap(cmark_node_first_child(pointer)) }

    public var children: [MarkdownNode] {
        var result: [MarkdownNode] = []
        var child = firstChild
        while let node = child {
            result.append(node)
            child = node.next
        }
        return result
    }

    /// The concatenated text of the node's inline content (for titles and anchors).
    public var plainText: String {
        var text = ""
        walk { event, node in
            guard event == .enter else { return }
            switch node.kind {
            case .text, .code, .htmlInline: text += node.literal ?? ""
            case .softBreak, .lineBreak: text += " "
            default: break
            }
        }
        return text
    }

    /// Walks this node's subtree as ENTER/EXIT events (cmark's iterator).
    public func walk(_ visit: (MarkdownEvent, MarkdownNode) -> Void) {
        guard let iterator = cmark_iter_new(pointer) else { return }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let wrapped = MarkdownNode(pointer: node, document: document)
            visit(event == CMARK_EVENT_EXIT ? .exit : .enter, wrapped)
        }
    }

    /// Inserts a raw HTML block right after this node and returns it (so callers can chain
    /// further insertions after it). The tree owns the new node.
    @discardableResult
    public func insertHTMLBlockAfter(_ html: String) -> MarkdownNode {
        guard let block = cmark_node_new(CMARK_NODE_HTML_BLOCK) else {
            fatalError("cmark-gfm could not allocate a node")
        }
        cmark_node_set_literal(block, html.hasSuffix("\n") ? html : html + "\n")
        if cmark_node_insert_after(pointer, block) == 0 {
            cmark_node_free(block)
            return self
        }
        return MarkdownNode(pointer: block, document: document)
    }

    /// Takes the node (and its subtree) out of the tree. The document frees it later, so this
    /// handle stays valid but the node no longer renders.
    public func removeFromTree() {
        guard cmark_node_parent(pointer) != nil else { return }
        cmark_node_unlink(pointer)
        document.detached.append(pointer)
    }

    /// Replaces a code block's info string (what cmark names its `language-` class after).
    public func setFenceInfo(_ info: String) {
        cmark_node_set_fence_info(pointer, info)
    }

    /// Inserts a raw HTML block right before this node. The tree owns the new node.
    public func insertHTMLBlockBefore(_ html: String) {
        guard let block = cmark_node_new(CMARK_NODE_HTML_BLOCK) else {
            fatalError("cmark-gfm could not allocate a node")
        }
        cmark_node_set_literal(block, html.hasSuffix("\n") ? html : html + "\n")
        if cmark_node_insert_before(pointer, block) == 0 { cmark_node_free(block) }
    }

    /// Replaces the text of a code block, HTML block, text or inline code node.
    public func setLiteral(_ text: String) {
        cmark_node_set_literal(pointer, text)
    }

    /// This node's subtree rendered alone by cmark-gfm's HTML renderer.
    public func renderHTML() -> String {
        document.renderHTML(of: pointer)
    }

    /// Replaces this node with a raw HTML block; returns the new node.
    @discardableResult
    public func replaceWithHTMLBlock(_ html: String) -> MarkdownNode {
        let block = insertHTMLBlockAfter(html)
        removeFromTree()
        return block
    }

    /// Replaces this node with a custom block that renders as `enter`, this node's children,
    /// then `exit`; returns it. The children move over as they are, so later passes still see
    /// them (links, headings, code cells) — unlike rendering them once into an HTML block.
    @discardableResult
    public func replaceWithContainer(enter: String, exit: String) -> MarkdownNode {
        guard let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else {
            fatalError("cmark-gfm could not allocate a node")
        }
        cmark_node_set_on_enter(block, enter)
        cmark_node_set_on_exit(block, exit)
        guard cmark_node_insert_before(pointer, block) != 0 else {
            cmark_node_free(block)
            return self
        }
        for child in children { cmark_node_append_child(block, child.pointer) }
        removeFromTree()
        return MarkdownNode(pointer: block, document: document)
    }

    private func wrap(_ pointer: OpaquePointer?) -> MarkdownNode? {
        pointer.map { MarkdownNode(pointer: $0, document: document) }
    }
}
