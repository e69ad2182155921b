import LoomGraphics

/// A canvas's symbols (SwiftUI's `Canvas(…renderer:symbols:)`): views given to the canvas,
/// each tagged with `.tag(_:)`, that its renderer draws by tag, as often and wherever it likes.
extension GraphicsContext {
    /// A symbol view, laid out at its ideal size, ready to draw (`resolveSymbol(id:)`).
    public struct ResolvedSymbol {
        let node: LayoutNode
        /// The view's ideal size.
        public let size: Size
    }

    /// The symbol view tagged `id`; nil when the canvas has none (SwiftUI: "if the view exists").
    /// A tag reaches the symbol through the modifiers around it, as SwiftUI's traits do:
    /// `content.tag(id).blur(radius: 2)` is the symbol `id`.
    public func resolveSymbol(id: AnyHashable) -> ResolvedSymbol? {
        sink.symbols[id].map { ResolvedSymbol(node: $0, size: $0.sizeThatFits(.unspecified)) }
    }

    /// The symbol at its size, placed so that `anchor` of it lies on `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: Point, anchor: UnitPoint = .center) {
        draw(symbol.node, at: point, anchor: anchor)
    }

    /// The symbol drawn at its size and stretched to fill `rect`, as a resolved image is: a
    /// resolved symbol is a finished drawing.
    public func draw(_ symbol: ResolvedSymbol, in rect: Rect) {
        let size = symbol.size
        guard size.width > 0, size.height > 0 else { return }
        let context = sink.context
        let drawn = context.collect {
            symbol.node.render(in: Rect(origin: .zero, size: size), proposal: ProposedSize(width: size.width, height: size.height), into: context)
        }
        let stretch = Transform(scaleX: rect.width / size.width, y: rect.height / size.height)
            .concatenating(Transform(translationX: rect.minX, y: rect.minY))
        emitList(DisplayList(.layer(drawn, transform: stretch, opacity: 1, clip: nil, evenOddClip: false)))
    }
}

/// Which nodes `.tag(_:)` tagged while a canvas resolved its symbols (`EnvironmentValues.symbolTags`).
final class SymbolTags {
    private var tags: [ObjectIdentifier: AnyHashable] = [:]
    /// The tagged nodes, kept alive so that no other node takes an identifier over.
    private var tagged: [LayoutNode] = []

    /// The outermost tag is noted last, so it wins: `Text("a").tag(1).tag(2)` is tagged 2.
    func note(_ tag: AnyHashable, on nodes: [LayoutNode]) {
        for node in nodes {
            tags[ObjectIdentifier(node)] = tag
            tagged.append(node)
        }
    }

    /// `node`'s tag: its own, or that of the view its modifiers wrap. A tag travels up through
    /// modifiers only: the tag of one view inside a stack is not the stack's.
    func tag(of node: LayoutNode) -> AnyHashable? {
        var current = node
        while true {
            if let tag = tags[ObjectIdentifier(current)] { return tag }
            guard let modifier = current as? ModifierNode else { return nil }
            current = modifier.child
        }
    }

    /// `symbols` resolved in `environment`, each top-level view by its tag; untagged views are
    /// left out, and of two views with one tag the first is kept.
    static func resolve(_ symbols: any ViewNode, in environment: EnvironmentValues) throws -> [AnyHashable: LayoutNode] {
        let table = SymbolTags()
        var inner = environment
        inner.symbolTags = table
        var found: [AnyHashable: LayoutNode] = [:]
        for node in try symbols.resolve(in: inner) {
            if let tag = table.tag(of: node), found[tag] == nil { found[tag] = node }
        }
        return found
    }
}
