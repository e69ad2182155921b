import LoomGraphics

/// Children on top of each other, later ones in front, lined up by `alignment`.
public struct ZStack: LeafView {
    public var alignment: Alignment
    public var content: [any ViewNode]

    public init(alignment: Alignment = .center, content: [any ViewNode]) {
        self.alignment = alignment
        self.content = content
    }

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        ZStackNode(alignment: alignment, children: try content.resolveAll(in: environment))
    }
}

/// Each child gets the stack's proposal; the children are lined up on the alignment guides and
/// the stack is the union of the highest-priority children's frames — for standard guides, as
/// big as its largest such child (research doc §1.6). Drawn by `zIndex`, then source order.
final class ZStackNode: LayoutNode {
    let alignment: Alignment
    let children: [LayoutNode]

    init(alignment: Alignment, children: [LayoutNode]) {
        self.alignment = alignment
        self.children = children
    }

    /// Child frames relative to the stack's origin, and the stack's size, for `offer`.
    private func place(_ offer: ProposedSize) -> (frames: [Rect], size: Size) {
        guard !children.isEmpty else { return ([], .zero) }
        let top = children.map(\.layoutPriority).max() ?? 0
        let sizes = children.map { $0.sizeThatFits(offer) }
        // Origins relative to the point where every child's guides meet.
        let origins = zip(children, sizes).map { child, size in
            Point(x: -child.horizontalGuide(alignment.horizontal, in: size), y: -child.verticalGuide(alignment.vertical, in: size))
        }
        let sizing = children.indices.filter { children[$0].layoutPriority == top }
        let minX = sizing.map { origins[$0].x }.min() ?? 0, minY = sizing.map { origins[$0].y }.min() ?? 0
        let maxX = sizing.map { origins[$0].x + sizes[$0].width }.max() ?? 0
        let maxY = sizing.map { origins[$0].y + sizes[$0].height }.max() ?? 0
        let frames = children.indices.map { Rect(x: origins[$0].x - minX, y: origins[$0].y - minY, width: sizes[$0].width, height: sizes[$0].height) }
        return (frames, Size(width: maxX - minX, height: maxY - minY))
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        place(proposal).size
    }

    /// Each child is placed as it was sized, with the stack's own proposal: children's sizes are
    /// independent of each other (unlike an overlay's), so `ZStack { Color.orange; Text("Hi") }`
    /// offered no height keeps the colour at its ideal height behind the text.
    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        let (frames, union) = place(proposal)
        // (The union lined up in the frame the parent gave, should that differ from it.)
        let size = context.unsnappedSize(of: self, in: frame, proposal: proposal)
        let dx = Self.standardGuide(alignment.horizontal, size.width) - Self.standardGuide(alignment.horizontal, union.width)
        let dy = Self.standardGuide(alignment.vertical, size.height) - Self.standardGuide(alignment.vertical, union.height)
        for index in children.drawingOrder {
            children[index].render(in: frames[index].offsetBy(dx: frame.minX + dx, dy: frame.minY + dy), proposal: proposal, into: context)
        }
    }

    override func subtreeMayDefine(_ key: AlignmentKey) -> Bool { children.contains { $0.mayDefine(key) } }

    override func explicitGuide(_ key: AlignmentKey, in size: Size) -> Double? {
        Self.combinedExplicitGuide(key, children: children, frames: place(ProposedSize(size)).frames)
    }
}
