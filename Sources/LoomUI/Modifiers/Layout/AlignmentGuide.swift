import LoomGraphics

extension ViewNode {
    /// Overrides where `guide` lies in this view: stacks, frames, overlays and ZStacks line the
    /// view up on the value `computeValue` gives from its dimensions (research doc §1.11).
    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) throws -> Double) -> AlignmentGuideView {
        AlignmentGuideView(content: self, key: .horizontal(guide), computeValue: computeValue)
    }

    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) throws -> Double) -> AlignmentGuideView {
        AlignmentGuideView(content: self, key: .vertical(guide), computeValue: computeValue)
    }
}

public struct AlignmentGuideView: ViewNode {
    public var content: any ViewNode
    public var key: AlignmentKey
    public var computeValue: (ViewDimensions) throws -> Double

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        try content.resolveEach(in: environment) { AlignmentGuideNode(child: $0, key: key, computeValue: computeValue) }
    }
}

/// Answers `key` with the closure's value; every other guide comes from the child. The layout
/// and drawing are the child's.
final class AlignmentGuideNode: ModifierNode {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) throws -> Double
    private var values: [Size: Double] = [:]
    private var error: (any Error)?

    init(child: LayoutNode, key: AlignmentKey, computeValue: @escaping (ViewDimensions) throws -> Double) {
        self.key = key
        self.computeValue = computeValue
        super.init(child: child)
    }

    override func explicitGuide(_ key: AlignmentKey, in size: Size) -> Double? {
        guard key == self.key else { return child.explicitValue(key, in: size) }
        if let value = values[size] { return value }
        // The closure sees the child's own guides (its `d[.leading]` is the child's default or explicit value).
        let value: Double?
        do {
            value = try computeValue(ViewDimensions(node: child, size: size))
        } catch {
            if self.error == nil { self.error = error }
            value = nil
        }
        guard let value, value.isFinite else { return nil }
        values[size] = value
        return value
    }

    override func subtreeMayDefine(_ key: AlignmentKey) -> Bool { key == self.key || child.mayDefine(key) }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        if let error { context.fail(error) }
        child.render(in: frame, proposal: proposal, into: context)
    }

    override var layoutPriority: Double { child.layoutPriority }

    override var debugName: String { "AlignmentGuide" }
}
