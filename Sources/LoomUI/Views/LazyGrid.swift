import LoomGraphics

/// A column of a `LazyVGrid` (a row of a `LazyHGrid`): how wide it is, the gap after it and how
/// its cells line up.
public struct GridItem: Hashable, Sendable {
    public enum Size: Hashable, Sendable {
        /// Exactly this long.
        case fixed(Double)
        /// An even share of what the fixed items leave, kept within `minimum…maximum`.
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        /// As many items of at least `minimum` as fit in the share, each at most `maximum`.
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }

    public var size: Size
    public var spacing: Double?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Views flowing left to right into `columns`, then down, each row as tall as its tallest cell.
public struct LazyVGrid: LeafView {
    public var columns: [GridItem]
    public var alignment: HorizontalAlignment
    public var spacing: Double?
    public var content: [any ViewNode]

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil, content: [any ViewNode]) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content
    }

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        LazyGridNode(axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center),
                     spacing: spacing, children: try content.resolveAll(in: environment))
    }
}

/// Views flowing top to bottom into `rows`, then to the right, each column as wide as its widest cell.
public struct LazyHGrid: LeafView {
    public var rows: [GridItem]
    public var alignment: VerticalAlignment
    public var spacing: Double?
    public var content: [any ViewNode]

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil, content: [any ViewNode]) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content
    }

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        LazyGridNode(axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment),
                     spacing: spacing, children: try content.resolveAll(in: environment))
    }
}

/// `LazyVGrid` (axis vertical: it grows downwards, its tracks are columns) and `LazyHGrid`.
///
/// Track sizing, along the cross axis, follows SwiftUI's rules: the gaps between items come off
/// first (each item's `spacing`, default 8), fixed items take their length, then the flexible
/// and adaptive items, in order, each get an even share of what is left, clamped to their
/// bounds; an adaptive item splits its share into as many tracks of at least `minimum` as fit.
/// Without a proposal on the cross axis, flexible and adaptive tracks take their cells' ideal length.
/// Along the grid's axis cells are offered nil (their ideal length); lines of cells are as long
/// as their longest cell and `spacing` (default 8) apart.
final class LazyGridNode: LayoutNode {
    let axis: Axis
    let items: [GridItem]
    let alignment: Alignment
    let spacing: Double
    let children: [LayoutNode]
    private var layouts: [ProposedSize: Layout] = [:]

    struct Layout {
        var tracks: [(length: Double, gapAfter: Double, alignment: Alignment?)]
        var lines: [Double]
    }

    init(axis: Axis, items: [GridItem], alignment: Alignment, spacing: Double?, children: [LayoutNode]) {
        self.axis = axis
        self.items = items
        self.alignment = alignment
        self.spacing = spacing ?? 8
        self.children = children
    }

    private var cross: Axis { axis.other }

    /// The cells' ideal length across the grid, for tracks with no proposal to share.
    private lazy var idealCrossLength: Double = children.map { $0.sizeThatFits(.unspecified)[cross] }.max() ?? 0

    private func tracks(for available: Double?) -> [(length: Double, gapAfter: Double, alignment: Alignment?)] {
        let gaps = items.enumerated().map { index, item in index == items.count - 1 ? 0 : item.spacing ?? 8 }
        var lengths: [[Double]] = items.map { _ in [] }
        var left = (available ?? 0) - gaps.reduce(0, +)
        for (index, item) in items.enumerated() {
            if case .fixed(let length) = item.size {
                lengths[index] = [max(length, 0)]
                left -= max(length, 0)
            }
        }
        var remaining = items.filter { if case .fixed = $0.size { false } else { true } }.count
        for (index, item) in items.enumerated() {
            let share = available == nil ? nil : max(left / Double(max(remaining, 1)), 0)
            switch item.size {
            case .fixed:
                continue
            case .flexible(let minimum, let maximum):
                let length = min(max(share ?? idealCrossLength, minimum), max(maximum, minimum))
                lengths[index] = [length]
                left -= length
            case .adaptive(let minimum, let maximum):
                let gap = item.spacing ?? 8
                let minimum = max(minimum, 1)
                guard let share else {
                    lengths[index] = [min(max(idealCrossLength, minimum), max(maximum, minimum))]
                    left -= lengths[index][0]
                    remaining -= 1
                    continue
                }
                // Capped: a tiny minimum over a huge width would ask for more columns than memory holds.
                let count = Swift.min(Swift.max(1, Int(saturating: ((share + gap) / (minimum + gap)).rounded(.down))), 1_000)
                let each = min((share - Double(count - 1) * gap) / Double(count), max(maximum, minimum))
                lengths[index] = [Double](repeating: max(each, minimum), count: count)
                left -= lengths[index].reduce(0, +) + Double(count - 1) * gap
            }
            remaining -= 1
        }
        var result: [(length: Double, gapAfter: Double, alignment: Alignment?)] = []
        for (index, item) in items.enumerated() {
            for (k, length) in lengths[index].enumerated() {
                let gap = k == lengths[index].count - 1 ? gaps[index] : item.spacing ?? 8
                result.append((length, gap, item.alignment))
            }
        }
        return result
    }

    private func layout(_ proposal: ProposedSize) -> Layout {
        if let cached = layouts[proposal] { return cached }
        let tracks = tracks(for: proposal[cross])
        var lines: [Double] = []
        if !tracks.isEmpty {
            for (index, child) in children.enumerated() {
                let track = index % tracks.count
                let size = child.sizeThatFits(ProposedSize(axis: axis, major: nil, minor: tracks[track].length))
                if track == 0 { lines.append(0) }
                lines[lines.count - 1] = max(lines[lines.count - 1], size[axis])
            }
        }
        let result = Layout(tracks: tracks, lines: lines)
        layouts[proposal] = result
        return result
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        let layout = layout(proposal)
        let crossLength = layout.tracks.map(\.length).reduce(0, +) + layout.tracks.dropLast().map(\.gapAfter).reduce(0, +)
        let majorLength = layout.lines.reduce(0, +) + Double(max(layout.lines.count - 1, 0)) * spacing
        return Size(axis: axis, major: majorLength, minor: crossLength)
    }

    private func place(_ proposal: ProposedSize) -> [(offer: ProposedSize, frame: Rect)] {
        let layout = layout(proposal)
        guard !layout.tracks.isEmpty else { return children.map { _ in (.zero, .zero) } }
        var trackStarts: [Double] = [], lineStarts: [Double] = []
        var position = 0.0
        for track in layout.tracks { trackStarts.append(position); position += track.length + track.gapAfter }
        position = 0
        for line in layout.lines { lineStarts.append(position); position += line + spacing }
        return children.enumerated().map { index, child in
            let (line, track) = (index / layout.tracks.count, index % layout.tracks.count)
            let boxOrigin = Size(axis: axis, major: lineStarts[line], minor: trackStarts[track])
            let box = Rect(origin: Point(x: boxOrigin.width, y: boxOrigin.height),
                           size: Size(axis: axis, major: layout.lines[line], minor: layout.tracks[track].length))
            let offer = ProposedSize(axis: axis, major: nil, minor: layout.tracks[track].length)
            let size = child.sizeThatFits(offer)
            let origin = child.alignedOrigin(of: size, in: box, alignment: layout.tracks[track].alignment ?? alignment)
            return (offer, Rect(origin: origin, size: size))
        }
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        let placed = place(proposal)
        for index in children.drawingOrder {
            children[index].render(in: placed[index].frame.offsetBy(dx: frame.minX, dy: frame.minY), proposal: placed[index].offer, into: context)
        }
    }

    override func subtreeMayDefine(_ key: AlignmentKey) -> Bool { children.contains { $0.mayDefine(key) } }

    override func explicitGuide(_ key: AlignmentKey, in size: Size) -> Double? {
        Self.combinedExplicitGuide(key, children: children, frames: place(ProposedSize(size)).map(\.frame))
    }

    override var debugName: String { axis == .vertical ? "LazyVGrid" : "LazyHGrid" }
}
