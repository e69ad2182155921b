import LoomGraphics

/// A choice among `options` with `selection` chosen, drawn at rest. `.segmented` draws iOS's
/// segmented control filling the width; the default (`.automatic`, `.menu`) draws the menu
/// button: in a List or Form the label leading and the choice trailing in grey with up/down
/// chevrons, elsewhere the choice alone in the accent colour with the chevrons.
public struct Picker: LeafView {
    public var title: String
    public var selection: String
    public var options: [String]

    public init(title: String, selection: String, options: [String]) {
        self.title = title
        self.selection = selection
        self.options = options
    }

    public init(_ title: String, selection: String, options: [String]) {
        self.init(title: title, selection: selection, options: options)
    }

    /// A picker over the rows its content builds: each row's title is the first text in it and
    /// its value its tag (or else that title); the row whose value is `selection` is chosen.
    /// iOS's menu shows only the chosen row's text, whatever else the row draws.
    public init(_ title: String, selection: AnyHashable, rows: [any ViewNode]) {
        let options = rows.flatMap(Self.options(in:))
        let chosen = options.first { $0.tag == selection }?.title ?? "\(selection.base)"
        self.init(title: title, selection: chosen, options: options.map(\.title))
    }

    private static func options(in row: any ViewNode) -> [(tag: AnyHashable, title: String)] {
        if let group = row as? Group { return group.content.flatMap(options(in:)) }
        guard let title = firstText(in: row, depth: 0)?.string else { return [] }
        return [((row as? TaggedView)?.tag ?? AnyHashable(title), title)]
    }

    /// The first `Text` inside a view and its modifiers, found by reflection (rows are often
    /// texts wrapped in frames, backgrounds and clips). Only views are searched, never the
    /// other values a view holds (an image's pixels).
    private static func firstText(in view: any ViewNode, depth: Int) -> Text? {
        if let text = view as? Text { return text }
        guard depth < 24 else { return nil }
        for child in Mirror(reflecting: view).children {
            let views = (child.value as? [any ViewNode]) ?? [(child.value as? any ViewNode)].compactMap { $0 }
            for inner in views {
                if let text = firstText(in: inner, depth: depth + 1) { return text }
            }
        }
        return nil
    }

    /// `UISegmentedControl` on iOS 13–17: 32 pt tall, a tertiary-fill track with 9 pt corners;
    /// the selected segment is a white rounded rectangle (7 pt corners) inset 2 pt with a soft
    /// shadow; titles in 13 pt, semibold when selected; 1 pt separators 16 pt tall between
    /// unselected neighbours; segments at least 12 pt of padding either side of their titles.
    static let segmentedHeight = 32.0
    static let segmentedCornerRadius = 9.0
    static let selectedInset = 2.0
    static let selectedCornerRadius = 7.0
    static let segmentFont = Font.system(size: 13)
    static let segmentPadding = 12.0
    static let separatorSize = Size(width: 1, height: 16)
    static let selectedShadow = (color: Color(white: 0, opacity: 0.12), radius: 4.0, y: 3.0)
    static let selectedRing = Color(white: 0, opacity: 0.04)
    /// The menu button's chevrons are a smaller glyph than its title (iOS 17: ~0.8×).
    static let menuChevronFont = Font.system(size: 13, weight: .semibold)
    static let menuSpacing = 4.0

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        switch environment.controls.pickerStyle.kind {
        case .segmented:
            return try segmented().resolveSingle(in: environment)
        case .automatic, .menu:
            return try menu(in: environment).resolveSingle(in: environment)
        }
    }

    private func segmented() -> any ViewNode {
        let selectedIndex = options.firstIndex(of: selection)
        var cells: [any ViewNode] = []
        for (index, option) in options.enumerated() {
            let isSelected = index == selectedIndex
            // A separator goes between two segments unless either is selected.
            if index > 0 {
                let hidden = isSelected || index - 1 == selectedIndex
                cells.append(ControlPalette.separator.opacity(hidden ? 0 : 1)
                    .frame(width: Self.separatorSize.width, height: Self.separatorSize.height))
            }
            var label = Text(option).font(Self.segmentFont)
            if isSelected { label = label.fontWeight(.semibold) }
            let thumb: any ViewNode = isSelected
                ? RoundedRectangle(cornerRadius: Self.selectedCornerRadius).fill(ControlPalette.selectedSegment)
                    .overlay(RoundedRectangle(cornerRadius: Self.selectedCornerRadius).stroke(Self.selectedRing, lineWidth: 0.5))
                    .shadow(color: Self.selectedShadow.color, radius: Self.selectedShadow.radius, y: Self.selectedShadow.y)
                    .padding(EdgeInsets(top: Self.selectedInset, leading: index == 0 ? Self.selectedInset : 0,
                                        bottom: Self.selectedInset, trailing: index == options.count - 1 ? Self.selectedInset : 0))
                : Color.clear
            cells.append(label.lineLimit(1)
                .padding(.horizontal, Self.segmentPadding)
                .frame(maxWidth: .infinity)
                .frame(height: Self.segmentedHeight)
                .background(thumb))
        }
        return EqualWidthRow(cells: cells)
            .background(RoundedRectangle(cornerRadius: Self.segmentedCornerRadius).fill(ControlPalette.tertiaryFill))
    }

    private func menu(in environment: EnvironmentValues) -> any ViewNode {
        let chevrons = Image(systemName: "chevron.up.chevron.down").font(Self.menuChevronFont)
        let choice = HStack(spacing: Self.menuSpacing, content: [Text(selection), chevrons])
        // With its label hidden, a picker in a row is the menu button alone, as outside a list.
        if environment.controls.isInList, !environment.controls.labelsHidden {
            return HStack(content: [Text(title), Spacer(), choice.foregroundColor(ControlPalette.secondaryLabel)])
        }
        return choice.foregroundColor(environment.accentColor)
    }
}

/// A row of segments and separators where every segment (every even child) gets the same width:
/// the widest segment's ideal width when no width is offered, else an equal share.
struct EqualWidthRow: LeafView {
    var cells: [any ViewNode]

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        EqualWidthRowNode(children: try cells.map { try $0.resolveSingle(in: environment) })
    }
}

final class EqualWidthRowNode: LayoutNode {
    let children: [LayoutNode]

    init(children: [LayoutNode]) {
        self.children = children
    }

    private var segments: [LayoutNode] { children.enumerated().filter { $0.offset % 2 == 0 }.map(\.element) }
    private var separators: [LayoutNode] { children.enumerated().filter { $0.offset % 2 == 1 }.map(\.element) }

    private func segmentWidth(_ proposal: ProposedSize) -> Double {
        let separatorWidth = separators.map { $0.sizeThatFits(.unspecified).width }.reduce(0, +)
        if let width = proposal.width, width.isFinite {
            return max((width - separatorWidth) / Double(max(segments.count, 1)), 0)
        }
        return segments.map { $0.sizeThatFits(ProposedSize(width: nil, height: proposal.height)).width }.max() ?? 0
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        let width = segmentWidth(proposal)
        let separatorWidth = separators.map { $0.sizeThatFits(.unspecified).width }.reduce(0, +)
        let height = segments.map { $0.sizeThatFits(ProposedSize(width: width, height: proposal.height)).height }.max() ?? 0
        return Size(width: width * Double(segments.count) + separatorWidth, height: height)
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        let width = segmentWidth(ProposedSize(width: frame.width, height: proposal.height))
        var x = frame.minX
        for (index, child) in children.enumerated() {
            let offer = index % 2 == 0 ? ProposedSize(width: width, height: frame.height) : .unspecified
            let size = child.sizeThatFits(offer)
            let y = frame.minY + (frame.height - size.height) / 2
            child.render(in: Rect(x: x, y: y, width: index % 2 == 0 ? width : size.width, height: size.height), proposal: offer, into: context)
            x += index % 2 == 0 ? width : size.width
        }
    }

    override var debugName: String { "Segments" }
}

/// How a picker is drawn: `.automatic`, `.menu`, `.segmented`.
public struct PickerStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, menu, segmented }
    let kind: Kind

    public static let automatic = PickerStyle(kind: .automatic)
    public static let menu = PickerStyle(kind: .menu)
    public static let segmented = PickerStyle(kind: .segmented)
}
