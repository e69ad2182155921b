import LoomGraphics

/// Children in a column, lined up by `alignment`; `spacing` nil picks SwiftUI's default gaps.
public struct VStack: LeafView {
    public var alignment: HorizontalAlignment
    public var spacing: Double?
    public var content: [any ViewNode]

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, content: [any ViewNode]) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content
    }

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        var inner = environment
        inner.stackAxis = .vertical
        return StackNode(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing,
                         children: try content.resolveAll(in: inner))
    }
}

/// Children in a row, lined up by `alignment`; `spacing` nil picks SwiftUI's default gaps.
public struct HStack: LeafView {
    public var alignment: VerticalAlignment
    public var spacing: Double?
    public var content: [any ViewNode]

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, content: [any ViewNode]) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content
    }

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        var inner = environment
        inner.stackAxis = .horizontal
        return StackNode(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing,
                         children: try content.resolveAll(in: inner))
    }
}

extension Array where Element == LayoutNode {
    /// Indices in drawing order: by `zIndex`, then source order (SwiftUI draws later views on top).
    var drawingOrder: [Int] {
        guard contains(where: { $0.zIndex != 0 }) else { return Array<Int>(indices) }
        return indices.sorted { self[$0].zIndex != self[$1].zIndex ? self[$0].zIndex < self[$1].zIndex : $0 < $1 }
    }
}

extension Array where Element == any ViewNode {
    /// Every child's nodes in order, with groups flattened into their container.
    func resolveAll(in environment: EnvironmentValues) throws -> [LayoutNode] {
        try flatMap { try $0.resolve(in: environment) }
    }
}

/// SwiftUI's HStack/VStack layout (research doc §1.3): children are offered space by layout
/// priority, then least flexible first, each getting an even share of what is left; they are
/// placed in source order and lined up across the stack by the alignment guide.
final class StackNode: LayoutNode {
    let axis: Axis
    let alignment: Alignment
    let spacing: Double?
    let children: [LayoutNode]
    private var placements: [ProposedSize: [ProposedSize]] = [:]

    init(axis: Axis, alignment: Alignment, spacing: Double?, children: [LayoutNode]) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing.map(\.finiteOrZero)
        self.children = children
        super.init()
        for case let spacer as SpacerNode in children { spacer.axis = axis }
        for case let divider as DividerNode in children { divider.stackAxis = axis }
    }

    /// Gaps between neighbours: the explicit spacing, else 8 pt, except none next to a Spacer
    /// and less between texts in a column.
    private lazy var gaps: [Double] = children.indices.map { index in
        guard index > 0 else { return 0 }
        if let spacing { return spacing }
        return ViewSpacing(children[index - 1]).distance(to: ViewSpacing(children[index]), along: axis)
    }

    /// What each child is proposed when the stack is offered `proposal`.
    private func childProposals(for proposal: ProposedSize) -> [ProposedSize] {
        if let cached = placements[proposal] { return cached }
        let minor = proposal[axis.other]
        var proposals = [ProposedSize](repeating: ProposedSize(axis: axis, major: nil, minor: minor), count: children.count)
        if let major = proposal[axis] {
            proposals = distribute(major, minor: minor)
        }
        placements[proposal] = proposals
        return proposals
    }

    private func distribute(_ major: Double, minor: Double?) -> [ProposedSize] {
        let minimums = children.map { $0.sizeThatFits(ProposedSize(axis: axis, major: 0, minor: minor))[axis] }
        let maximums = children.map { $0.sizeThatFits(ProposedSize(axis: axis, major: .infinity, minor: minor))[axis] }
        let order = children.indices.sorted { a, b in
            let (pa, pb) = (children[a].layoutPriority, children[b].layoutPriority)
            if pa != pb { return pa > pb }
            let (fa, fb) = (maximums[a] - minimums[a], maximums[b] - minimums[b])
            if fa.isInfinite && fb.isInfinite { return minimums[a] > minimums[b] }
            if fa != fb { return fa < fb }
            return a < b
        }
        var available = major - gaps.reduce(0, +)
        // With room for every child at its largest, the even split would only squeeze a child
        // that happens to be measured early (equal flexibilities tie in source order), wrapping text
        // that fits — e.g. a stack re-proposed exactly its ideal width. Each child takes its largest.
        let largest = maximums.reduce(0, +)
        if largest.isFinite, largest <= available + 1e-6 * max(1, abs(available)) {
            return maximums.map { ProposedSize(axis: axis, major: $0, minor: minor) }
        }
        var proposals = [ProposedSize](repeating: .zero, count: children.count)
        var start = 0
        var isFirstGroup = true
        while start < order.count {
            let priority = children[order[start]].layoutPriority
            var end = start
            while end < order.count && children[order[end]].layoutPriority == priority { end += 1 }
            let group = order[start..<end]
            if isFirstGroup {
                // Everyone outside the first group keeps at least their minimum.
                let inGroup = Set(group)
                available -= children.indices.filter { !inGroup.contains($0) }.map { minimums[$0] }.reduce(0, +)
                isFirstGroup = false
            } else {
                available += group.map { minimums[$0] }.reduce(0, +)
            }
            var remaining = group.count
            for index in group {
                let offer = max(available / Double(remaining), 0)
                let proposal = ProposedSize(axis: axis, major: offer, minor: minor)
                proposals[index] = proposal
                available -= children[index].sizeThatFits(proposal)[axis]
                remaining -= 1
            }
            start = end
        }
        return proposals
    }

    private func minorGuide(_ child: LayoutNode, _ size: Size) -> Double {
        axis == .vertical ? child.horizontalGuide(alignment.horizontal, in: size) : child.verticalGuide(alignment.vertical, in: size)
    }

    /// Child sizes, and their offsets across the stack (smallest edge at 0).
    private func arrange(_ proposal: ProposedSize) -> (sizes: [Size], minorOffsets: [Double], minorLength: Double) {
        let proposals = childProposals(for: proposal)
        let sizes = zip(children, proposals).map { $0.sizeThatFits($1) }
        let starts = zip(children, sizes).map { -minorGuide($0, $1) }
        let lowest = starts.min() ?? 0
        let highest = zip(starts, sizes).map { $0 + $1[axis.other] }.max() ?? 0
        return (sizes, starts.map { $0 - lowest }, highest - lowest)
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        let (sizes, _, minorLength) = arrange(proposal)
        let majorLength = sizes.map { $0[axis] }.reduce(0, +) + gaps.reduce(0, +)
        return Size(axis: axis, major: majorLength, minor: minorLength)
    }

    /// Each child's proposal and frame (relative to the stack's origin) when placed for `proposal`.
    private func place(_ proposal: ProposedSize, size: Size) -> [(proposal: ProposedSize, frame: Rect)] {
        // A stack placed with no opinion across its axis re-offers children its own thickness.
        var placing = proposal
        if placing[axis.other] == nil { placing[axis.other] = size[axis.other] }
        let proposals = childProposals(for: placing)
        let (sizes, minorOffsets, _) = arrange(placing)
        var position = 0.0
        return children.indices.map { index in
            position += gaps[index]
            let offset = Size(axis: axis, major: position, minor: minorOffsets[index])
            position += sizes[index][axis]
            return (proposals[index], Rect(origin: Point(x: offset.width, y: offset.height), size: sizes[index]))
        }
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        let placed = place(proposal, size: context.unsnappedSize(of: self, in: frame, proposal: proposal))
        for index in children.drawingOrder {
            let (offer, childFrame) = placed[index]
            children[index].render(in: childFrame.offsetBy(dx: frame.minX, dy: frame.minY), proposal: offer, into: context)
        }
    }

    override func subtreeMayDefine(_ key: AlignmentKey) -> Bool { children.contains { $0.mayDefine(key) } }

    override func explicitGuide(_ key: AlignmentKey, in size: Size) -> Double? {
        Self.combinedExplicitGuide(key, children: children, frames: place(ProposedSize(size), size: size).map(\.frame))
    }

    /// An empty stack is sized after everything else, like SwiftUI's.
    override var layoutPriority: Double { children.isEmpty ? -.infinity : 0 }

    override var debugName: String { axis == .vertical ? "VStack" : "HStack" }
}
