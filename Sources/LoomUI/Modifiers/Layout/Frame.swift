import LoomGraphics

extension ViewNode {
    /// A box of a fixed width and/or height; the view is centred (or aligned) in it and may overflow.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> FrameView {
        FrameView(content: self, width: width, height: height, alignment: alignment)
    }
}

public struct FrameView: ViewNode {
    public var content: any ViewNode
    public var width: Double?
    public var height: Double?
    public var alignment: Alignment

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        // Negative or non-finite lengths are ignored, as SwiftUI does (with a runtime warning).
        func valid(_ v: Double?) -> Double? { v.flatMap { $0 >= 0 && $0.isFinite ? $0 : nil } }
        // A frame's size animates as layout does (Animation/LayoutAnimation.swift), not as a value.
        return try content.resolveEach(in: environment) { FrameNode(child: $0, width: valid(width), height: valid(height), alignment: alignment) }
    }
}

/// `_FrameLayout` (research doc §1.7).
final class FrameNode: ModifierNode {
    let width: Double?
    let height: Double?
    let alignment: Alignment

    init(child: LayoutNode, width: Double?, height: Double?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
        super.init(child: child)
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        let child = child.sizeThatFits(childProposal(proposal))
        return Size(width: width ?? child.width, height: height ?? child.height)
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        child.render(offered: childProposal(proposal), alignedIn: frame, alignment: alignment, into: context)
    }

    override func explicitGuide(_ key: AlignmentKey, in size: Size) -> Double? {
        let offer = childProposal(ProposedSize(size))
        let childSize = child.sizeThatFits(offer)
        guard let value = child.explicitValue(key, in: childSize) else { return nil }
        let origin = child.alignedOrigin(of: childSize, in: Rect(size: size), alignment: alignment)
        return value + (key.axis == .horizontal ? origin.x : origin.y)
    }

    override var debugName: String { "Frame" }

    /// A frame that fixes the height has a plain view's top and bottom edges (research doc §1.4).
    override var textEdgeFontSize: Double? { height == nil ? child.textEdgeFontSize : nil }
}
