import LoomGraphics

public enum ContentMode: Hashable, Sendable, CaseIterable {
    case fit, fill
}

extension ViewNode {
    /// Offers the view the largest (`.fit`) or smallest (`.fill`) size of `ratio` (width ÷ height)
    /// that fits or covers the proposal; nil uses the view's own ideal proportions.
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode = .fit) -> AspectRatioView {
        AspectRatioView(content: self, ratio: ratio, mode: contentMode)
    }

    public func aspectRatio(_ size: Size, contentMode: ContentMode = .fit) -> AspectRatioView {
        aspectRatio(size.height == 0 ? nil : size.width / size.height, contentMode: contentMode)
    }

    public func scaledToFit() -> AspectRatioView { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> AspectRatioView { aspectRatio(contentMode: .fill) }
}

public struct AspectRatioView: ViewNode {
    public var content: any ViewNode
    public var ratio: Double?
    public var mode: ContentMode

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        try content.resolveEach(in: environment) { AspectRatioNode(child: $0, ratio: ratio, mode: mode) }
    }
}

/// Research doc §1.16.
final class AspectRatioNode: ModifierNode {
    let ratio: Double?
    let mode: ContentMode

    init(child: LayoutNode, ratio: Double?, mode: ContentMode) {
        self.ratio = ratio
        self.mode = mode
        super.init(child: child)
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        guard proposal.width != nil || proposal.height != nil else { return proposal }
        let shape: Size
        if let ratio, ratio > 0, ratio.isFinite {
            shape = Size(width: ratio, height: 1)
        } else {
            let ideal = child.sizeThatFits(.unspecified)
            shape = ideal.width > 0 && ideal.height > 0 ? ideal : Size(width: 1, height: 1)
        }
        // A missing dimension does not bind either mode: the offered axis alone sets the scale, so a
        // filling image offered only a width is as tall as its ratio makes it, as on iOS (scaling
        // by an infinite height, as the research doc's reading of OpenSwiftUI has it, gives no
        // finite picture, where SwiftUI draws one).
        let scales = [proposal.width.map { $0 / shape.width }, proposal.height.map { $0 / shape.height }].compactMap { $0 }
        let scale = (mode == .fit ? scales.min() : scales.max()) ?? 1
        return ProposedSize(width: shape.width * scale, height: shape.height * scale)
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        child.sizeThatFits(childProposal(proposal))
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        child.render(offered: childProposal(proposal), alignedIn: frame, alignment: .center, into: context)
    }

    override var debugName: String { "AspectRatio" }

    /// Its edges are its own, not the text's inside it.
    override var textEdgeFontSize: Double? { nil }
}
