import LoomGraphics

/// A two-dimensional layout of `GridRow`s: every column is as wide as its widest cell, every row
/// as tall as its tallest. A view that is not in a `GridRow` takes a whole row across all columns.
public struct Grid: LeafView {
    public var alignment: Alignment
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?
    public var content: [any ViewNode]

    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil, content: [any ViewNode]) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content
    }

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        GridNode(alignment: alignment, horizontalSpacing: horizontalSpacing ?? 8, verticalSpacing: verticalSpacing ?? 8,
                 children: try content.resolveAll(in: environment))
    }
}

/// One row of a `Grid`; its views fill the columns left to right. `alignment` overrides the
/// grid's vertical alignment for the row. Outside a grid it lays its views out like an HStack.
public struct GridRow: LeafView {
    public var alignment: VerticalAlignment?
    public var content: [any ViewNode]

    public init(alignment: VerticalAlignment? = nil, content: [any ViewNode]) {
        self.alignment = alignment
        self.content = content
    }

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        GridRowNode(alignment: alignment, cells: try content.resolveAll(in: environment))
    }
}

extension ViewNode {
    /// How many grid columns this cell spans (at least 1).
    public func gridCellColumns(_ count: Int) -> GridCellView {
        GridCellView(content: self, trait: .columns(max(count, 1)))
    }

    /// How the cells of this cell's column line up horizontally, overriding the grid's alignment.
    public func gridColumnAlignment(_ alignment: HorizontalAlignment) -> GridCellView {
        GridCellView(content: self, trait: .columnAlignment(alignment))
    }

    /// The axes on which this cell doesn't make its column or row bigger: it takes the size the
    /// other cells give it (a `Divider` across a grid, a background colour).
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> GridCellView {
        GridCellView(content: self, trait: .unsizedAxes(axes))
    }
}

extension Axis {
    /// A set of axes: what `ScrollView` scrolls along, what `gridCellUnsizedAxes` leaves unsized.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

public struct GridCellView: ViewNode {
    public enum Trait: Hashable, Sendable {
        case columns(Int)
        case columnAlignment(HorizontalAlignment)
        case unsizedAxes(Axis.Set)
    }

    public var content: any ViewNode
    public var trait: Trait

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        try content.resolveEach(in: environment) { GridCellNode(child: $0, trait: trait) }
    }
}

/// Carries a grid trait; lays out and draws as its child.
final class GridCellNode: ModifierNode {
    let trait: GridCellView.Trait

    init(child: LayoutNode, trait: GridCellView.Trait) {
        self.trait = trait
        super.init(child: child)
    }

    override var layoutPriority: Double { child.layoutPriority }
    override var debugName: String { "GridCell" }
}

/// The grid traits of a cell, found through the modifiers wrapped around it (traits travel up).
struct GridCellTraits {
    var columns = 1
    var columnAlignment: HorizontalAlignment?
    var unsized: Axis.Set = []

    init(_ node: LayoutNode) {
        var columns: Int?, alignment: HorizontalAlignment?, unsized: Axis.Set?
        var current: LayoutNode? = node
        while let modifier = current as? ModifierNode {
            if let cell = modifier as? GridCellNode {
                // The outermost modifier of a kind wins, as with SwiftUI's trait writers.
                switch cell.trait {
                case .columns(let n): columns = columns ?? n
                case .columnAlignment(let a): alignment = alignment ?? a
                case .unsizedAxes(let axes): unsized = unsized ?? axes
                }
            }
            current = modifier.child
        }
        self.columns = columns ?? 1
        self.columnAlignment = alignment
        self.unsized = unsized ?? []
    }
}

final class GridRowNode: LayoutNode {
    let alignment: VerticalAlignment?
    let cells: [LayoutNode]
    /// How the row lays out when it is not inside a Grid.
    private lazy var stack = StackNode(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment ?? .center),
                                       spacing: nil, children: cells)

    init(alignment: VerticalAlignment?, cells: [LayoutNode]) {
        self.alignment = alignment
        self.cells = cells
    }

    override func measure(_ proposal: ProposedSize) -> Size { stack.sizeThatFits(proposal) }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        stack.render(in: frame, proposal: proposal, into: context)
    }

    override func explicitGuide(_ key: AlignmentKey, in size: Size) -> Double? { stack.explicitValue(key, in: size) }
    override func subtreeMayDefine(_ key: AlignmentKey) -> Bool { cells.contains { $0.mayDefine(key) } }
}

/// SwiftUI's `Grid` layout. Columns are sized like the children of an HStack (least flexible
/// first, each offered an even share of what is left), each as wide as its widest single-column
/// cell; rows likewise down the grid. Cells spanning several columns widen those columns evenly
/// when they don't fit. Each cell is offered its column × row box and aligned in it.
final class GridNode: LayoutNode {
    struct Cell {
        let node: LayoutNode
        let row: Int
        let column: Int
        let span: Int
        let traits: GridCellTraits
    }

    let alignment: Alignment
    let horizontalSpacing: Double
    let verticalSpacing: Double
    let children: [LayoutNode]
    private(set) var cells: [Cell] = []
    private(set) var rowAlignments: [VerticalAlignment?] = []
    private(set) var columnCount = 0
    private var layouts: [ProposedSize: (columns: [Double], rows: [Double])] = [:]

    init(alignment: Alignment, horizontalSpacing: Double, verticalSpacing: Double, children: [LayoutNode]) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.children = children
        super.init()
        var fullWidth: [(node: LayoutNode, row: Int)] = []
        for (rowIndex, child) in children.enumerated() {
            guard let row = child as? GridRowNode else {
                fullWidth.append((child, rowIndex))
                rowAlignments.append(nil)
                continue
            }
            rowAlignments.append(row.alignment)
            var column = 0
            for node in row.cells {
                let traits = GridCellTraits(node)
                cells.append(Cell(node: node, row: rowIndex, column: column, span: traits.columns, traits: traits))
                column += traits.columns
            }
            columnCount = max(columnCount, column)
        }
        columnCount = max(columnCount, fullWidth.isEmpty ? 0 : 1)
        for (node, row) in fullWidth {
            cells.append(Cell(node: node, row: row, column: 0, span: columnCount, traits: GridCellTraits(node)))
        }
    }

    /// Sizes tracks like stack children: `length(i, offer)` is track i's length when offered `offer`.
    private static func distribute(count: Int, available: Double?, length: (Int, Double?) -> Double) -> [Double] {
        guard let available else { return (0..<count).map { length($0, nil) } }
        let minimums = (0..<count).map { length($0, 0) }
        let maximums = (0..<count).map { length($0, .infinity) }
        let order = (0..<count).sorted { a, b in
            let (fa, fb) = (maximums[a] - minimums[a], maximums[b] - minimums[b])
            if fa.isInfinite && fb.isInfinite { return minimums[a] > minimums[b] }
            if fa != fb { return fa < fb }
            return a < b
        }
        var lengths = [Double](repeating: 0, count: count)
        var left = available
        var remaining = count
        for index in order {
            lengths[index] = length(index, max(left / Double(remaining), 0))
            left -= lengths[index]
            remaining -= 1
        }
        return lengths
    }

    private func spannedWidth(_ cell: Cell, _ columns: [Double]) -> Double {
        let end = min(cell.column + cell.span, columns.count)
        guard cell.column < end else { return 0 }
        return columns[cell.column..<end].reduce(0, +) + Double(end - cell.column - 1) * horizontalSpacing
    }

    private func layout(_ proposal: ProposedSize) -> (columns: [Double], rows: [Double]) {
        if let cached = layouts[proposal] { return cached }
        let rowCount = children.count
        let sizingColumns = cells.filter { $0.span == 1 && !$0.traits.unsized.contains(.horizontal) }
        let columnWidth = proposal.width.map { $0 - Double(max(columnCount - 1, 0)) * horizontalSpacing }
        var columns = Self.distribute(count: columnCount, available: columnWidth) { column, offer in
            sizingColumns.filter { $0.column == column }
                .map { $0.node.sizeThatFits(ProposedSize(width: offer, height: nil)).width }.max() ?? 0
        }
        // A spanning cell that doesn't fit widens its columns evenly.
        for cell in cells where cell.span > 1 && !cell.traits.unsized.contains(.horizontal) {
            let have = spannedWidth(cell, columns)
            let offer: Double? = proposal.width == nil ? nil : have
            let need = cell.node.sizeThatFits(ProposedSize(width: offer, height: nil)).width
            guard need > have + 0.0001 else { continue }
            let end = min(cell.column + cell.span, columns.count)
            let extra = (need - have) / Double(end - cell.column)
            for column in cell.column..<end { columns[column] += extra }
        }
        let sizingRows = cells.filter { !$0.traits.unsized.contains(.vertical) }
        let rowHeight = proposal.height.map { $0 - Double(max(rowCount - 1, 0)) * verticalSpacing }
        let rows = Self.distribute(count: rowCount, available: rowHeight) { row, offer in
            sizingRows.filter { $0.row == row }
                .map { $0.node.sizeThatFits(ProposedSize(width: spannedWidth($0, columns), height: offer)).height }.max() ?? 0
        }
        layouts[proposal] = (columns, rows)
        return (columns, rows)
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        let (columns, rows) = layout(proposal)
        return Size(width: columns.reduce(0, +) + Double(max(columns.count - 1, 0)) * horizontalSpacing,
                    height: rows.reduce(0, +) + Double(max(rows.count - 1, 0)) * verticalSpacing)
    }

    /// Each cell's box, relative to the grid's origin.
    private func boxes(_ proposal: ProposedSize) -> [Rect] {
        let (columns, rows) = layout(proposal)
        var xs: [Double] = [], ys: [Double] = []
        var x = 0.0, y = 0.0
        for width in columns { xs.append(x); x += width + horizontalSpacing }
        for height in rows { ys.append(y); y += height + verticalSpacing }
        return cells.map { cell in
            Rect(x: cell.column < xs.count ? xs[cell.column] : x, y: ys[cell.row], width: spannedWidth(cell, columns), height: rows[cell.row])
        }
    }

    private func columnAlignment(_ column: Int) -> HorizontalAlignment? {
        cells.first { $0.column == column && $0.span == 1 && $0.traits.columnAlignment != nil }?.traits.columnAlignment
    }

    private func place(_ proposal: ProposedSize) -> [(offer: ProposedSize, frame: Rect)] {
        zip(cells, boxes(proposal)).map { cell, box in
            let offer = ProposedSize(box.size)
            let size = cell.node.sizeThatFits(offer)
            let horizontal = (cell.span == 1 ? columnAlignment(cell.column) : nil) ?? alignment.horizontal
            let vertical = rowAlignments[cell.row] ?? alignment.vertical
            let origin = cell.node.alignedOrigin(of: size, in: box, alignment: Alignment(horizontal: horizontal, vertical: vertical))
            return (offer, Rect(origin: origin, size: size))
        }
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        let placed = place(proposal)
        for index in cells.map(\.node).drawingOrder {
            let (offer, cellFrame) = placed[index]
            cells[index].node.render(in: cellFrame.offsetBy(dx: frame.minX, dy: frame.minY), proposal: offer, into: context)
        }
    }

    override func subtreeMayDefine(_ key: AlignmentKey) -> Bool { children.contains { $0.mayDefine(key) } }

    override func explicitGuide(_ key: AlignmentKey, in size: Size) -> Double? {
        Self.combinedExplicitGuide(key, children: cells.map(\.node), frames: place(ProposedSize(size)).map(\.frame))
    }
}
