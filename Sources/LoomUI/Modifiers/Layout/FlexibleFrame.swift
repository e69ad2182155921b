import LoomGraphics

extension ViewNode {
    /// A frame with bounds per axis: it takes the proposal clamped to `min…max`, or asks the view
    /// when a bound is missing. `.frame(maxWidth: .infinity)` fills the width it is offered.
    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) -> FlexibleFrameView {
        FlexibleFrameView(content: self,
                          horizontal: FrameBounds(min: minWidth, ideal: idealWidth, max: maxWidth),
                          vertical: FrameBounds(min: minHeight, ideal: idealHeight, max: maxHeight),
                          alignment: alignment)
    }
}

/// One axis of a flexible frame, normalised as SwiftUI does: min ≥ 0, ideal ≥ min, max ≥ ideal.
struct FrameBounds: Hashable {
    var min: Double?
    var ideal: Double?
    var max: Double?

    init(min: Double?, ideal: Double?, max: Double?) {
        // Only `max` may be infinite (`maxWidth: .infinity` fills the offer); a NaN or another
        // infinite bound is no bound, as in SwiftUI (which logs "Invalid frame dimension").
        let lower = min.flatMap { $0.isFinite ? Swift.max($0, 0) : nil }
        let idealValue = ideal.flatMap { $0.isFinite ? Swift.max(lower ?? 0, $0) : nil }
        self.min = lower
        self.ideal = idealValue
        self.max = max.flatMap { $0.isNaN || $0 == -.infinity ? nil : Swift.max(idealValue ?? lower ?? 0, $0) }
    }

    /// The length taken without asking the child, when the bounds decide alone.
    func fixedLength(proposal: Double?) -> Double? {
        if let proposal, let min, let max, min <= max { return Swift.min(Swift.max(proposal, min), max) }
        if proposal == nil, let ideal { return ideal }
        return nil
    }

    /// What the child is offered: the proposal (or ideal) clamped to the bounds.
    func childProposal(_ proposal: Double?) -> Double? {
        guard var value = proposal ?? ideal else { return nil }
        if let min { value = Swift.max(value, min) }
        if let max { value = Swift.min(value, max) }
        return value
    }

    /// The frame's length around a child that answered `child` for `offer`.
    func length(child: Double, offer: Double?) -> Double {
        switch (min, max) {
        case let (min?, max?) where min <= max: return Swift.min(Swift.max(child, min), max)
        case let (min?, nil): return Swift.max(Swift.min(offer ?? .infinity, child), min)
        case let (nil, max?): return Swift.min(Swift.max(offer ?? -.infinity, child), max)
        default: return child
        }
    }
}

public struct FlexibleFrameView: ViewNode {
    public var content: any ViewNode
    var horizontal: FrameBounds
    var vertical: FrameBounds
    public var alignment: Alignment

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        try content.resolveEach(in: environment) { FlexibleFrameNode(child: $0, horizontal: horizontal, vertical: vertical, alignment: alignment) }
    }
}

/// `_FlexFrameLayout` (research doc §1.8).
final class FlexibleFrameNode: ModifierNode {
    let horizontal: FrameBounds
    let vertical: FrameBounds
    let alignment: Alignment

    init(child: LayoutNode, horizontal: FrameBounds, vertical: FrameBounds, alignment: Alignment) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.alignment = alignment
        super.init(child: child)
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        let fixedWidth = horizontal.fixedLength(proposal: proposal.width)
        let fixedHeight = vertical.fixedLength(proposal: proposal.height)
        if let fixedWidth, let fixedHeight { return Size(width: fixedWidth, height: fixedHeight) }
        let offer = ProposedSize(width: horizontal.childProposal(proposal.width), height: vertical.childProposal(proposal.height))
        let child = child.sizeThatFits(offer)
        return Size(width: fixedWidth ?? horizontal.length(child: child.width, offer: offer.width),
                    height: fixedHeight ?? vertical.length(child: child.height, offer: offer.height))
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        child.render(offered: ProposedSize(context.unsnappedSize(of: self, in: frame, proposal: proposal)), alignedIn: frame, alignment: alignment, into: context)
    }

    override func explicitGuide(_ key: AlignmentKey, in size: Size) -> Double? {
        let childSize = child.sizeThatFits(ProposedSize(size))
        guard let value = child.explicitValue(key, in: childSize) else { return nil }
        let origin = child.alignedOrigin(of: childSize, in: Rect(size: size), alignment: alignment)
        return value + (key.axis == .horizontal ? origin.x : origin.y)
    }

    override var debugName: String { "Frame" }

    /// A frame that bounds the height has a plain view's top and bottom edges (research doc §1.4).
    override var textEdgeFontSize: Double? {
        vertical.min == nil && vertical.ideal == nil && vertical.max == nil ? child.textEdgeFontSize : nil
    }
}
