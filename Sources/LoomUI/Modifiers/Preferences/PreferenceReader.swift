import LoomGraphics

extension ViewNode {
    /// A view made from `key`'s value — what the views in this one set — drawn over it, in its frame.
    public func overlayPreferenceValue(_ key: PreferenceKey, alignment: Alignment = .center,
                                       _ transform: @escaping (Any) throws -> any ViewNode) -> PreferenceReaderView {
        PreferenceReaderView(content: self, key: key, alignment: alignment, placement: .overlay, transform: transform)
    }

    /// The same, drawn behind it.
    public func backgroundPreferenceValue(_ key: PreferenceKey, alignment: Alignment = .center,
                                          _ transform: @escaping (Any) throws -> any ViewNode) -> PreferenceReaderView {
        PreferenceReaderView(content: self, key: key, alignment: alignment, placement: .background, transform: transform)
    }
}

public struct PreferenceReaderView: ViewNode {
    public enum Placement: Sendable { case overlay, background }

    public var content: any ViewNode
    public var key: PreferenceKey
    public var alignment: Alignment
    public var placement: Placement
    public var transform: (Any) throws -> any ViewNode

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        try content.resolveEach(in: environment) { PreferenceReaderNode(child: $0, reader: self, environment: environment) }
    }
}

/// Draws its content first (into a list of its own when the made view goes behind it), collecting
/// the values the content sets; then makes the view from them and lays it out in its frame, as an
/// overlay or background is (Overlay.swift).
final class PreferenceReaderNode: ModifierNode {
    let reader: PreferenceReaderView
    let environment: EnvironmentValues

    init(child: LayoutNode, reader: PreferenceReaderView, environment: EnvironmentValues) {
        self.reader = reader
        self.environment = environment
        super.init(child: child)
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        context.preferenceReaders.append((reader.key.name, []))
        let content = context.collect { child.render(in: frame, proposal: proposal, into: context) }
        let values = context.preferenceReaders.removeLast().values
        let layer: DisplayList
        do {
            let made = try reader.transform(try reader.key.reduced(values)).resolveSingle(in: environment)
            // Placed as an overlay's layer is (SecondaryLayerNode).
            let offer = ProposedSize(context.unsnappedSize(of: self, in: frame, proposal: proposal))
            let size = made.sizeThatFits(offer)
            let origin = made.alignedOrigin(of: size, in: frame, alignment: reader.alignment, matching: child)
            layer = context.collect { made.render(in: Rect(origin: origin, size: size), proposal: offer, into: context) }
        } catch {
            context.fail(error)
            layer = DisplayList()
        }
        let (first, second) = reader.placement == .overlay ? (content, layer) : (layer, content)
        for item in first.items + second.items { context.append(item) }
    }

    override var layoutPriority: Double { child.layoutPriority }
    override var isSpacer: Bool { child.isSpacer }
}
