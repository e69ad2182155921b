import LoomGraphics

/// Rows in iOS's inset grouped style, SwiftUI's default List look on iPhone: white sections with
/// rounded corners on the grouped grey background, rows at least 44 pt tall separated by inset
/// hairlines. `Section`s among the rows become sections; rows between them are gathered into
/// sections of their own. A list takes all the space it is offered (390 pt wide, as tall as its
/// rows, when nothing is offered), and clips rows that do not fit.
public struct List: LeafView {
    public var rows: [any ViewNode]

    public init(rows: [any ViewNode]) {
        self.rows = rows
    }

    /// Inset grouped metrics of UITableView on iOS 15–17 (iPhone, compact width, default Dynamic
    /// Type): 16 pt margins around sections and inside rows, 10 pt corners, 44 pt minimum rows,
    /// 35 pt between sections, headers in 13 pt capitals 7 pt above their section and footers
    /// 7 pt below.
    static let margin = 16.0
    static let rowInset = 16.0
    static let cornerRadius = 10.0
    static let rowMinHeight = 44.0
    static let rowVerticalPadding = 6.0
    static let sectionSpacing = 35.0
    static let headerTopSpacing = 17.0
    static let headerBottomSpacing = 7.0
    static let footerTopSpacing = 7.0
    static let headerFont = Font.footnote
    /// Plain lists (iOS 15–17): headers in 15 pt semibold on a light grey band, 6 pt above and below.
    static let plainHeaderFont = Font.system(size: 15, weight: .semibold)
    static let plainHeaderSpacing = 6.0
    /// The width of an iPhone 15/16 screen: what a list is when offered no width.
    static let idealWidth = 390.0

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        try Self.grouped(rows, style: environment.controls.listStyle).resolveSingle(in: environment)
    }

    /// The rows gathered into sections, each drawn as a card (`.insetGrouped`), a full-width band
    /// (`.grouped`) or straight on white (`.plain`).
    static func grouped(_ rows: [any ViewNode], style: ListStyle) -> any ViewNode {
        var sections: [Section] = []
        var loose: [any ViewNode] = []
        for row in rows {
            if let section = row as? Section {
                if !loose.isEmpty { sections.append(Section(rows: loose)); loose = [] }
                sections.append(section)
            } else {
                loose.append(row)
            }
        }
        if !loose.isEmpty { sections.append(Section(rows: loose)) }

        let isPlain = style.kind == .plain
        let sectionMargin = style.kind == .insetGrouped ? margin : 0
        var content: [any ViewNode] = []
        for (index, section) in sections.enumerated() {
            if let header = section.header {
                let top = isPlain ? plainHeaderSpacing : headerTopSpacing
                let bottom = isPlain ? plainHeaderSpacing : headerBottomSpacing
                content.append(Text(isPlain ? header : header.uppercased())
                    .font(isPlain ? plainHeaderFont : headerFont)
                    .foregroundColor(isPlain ? .primary : ControlPalette.secondaryLabel)
                    .padding(EdgeInsets(top: top, leading: sectionMargin + rowInset, bottom: bottom, trailing: sectionMargin + rowInset))
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(isPlain ? ControlPalette.plainHeaderBackground : Color.clear))
            } else if !isPlain || index > 0 {
                content.append(Color.clear.frame(height: isPlain ? 0 : sectionSpacing))
            }
            content.append(card(section.rows, margin: sectionMargin, cornerRadius: style.kind == .insetGrouped ? cornerRadius : 0,
                                background: isPlain ? ControlPalette.background : ControlPalette.groupedCell))
            if let footer = section.footer {
                content.append(Text(footer).font(headerFont).foregroundColor(ControlPalette.secondaryLabel)
                    .padding(EdgeInsets(top: footerTopSpacing, leading: sectionMargin + rowInset, bottom: isPlain ? footerTopSpacing : 0,
                                        trailing: sectionMargin + rowInset)))
            }
        }
        if !isPlain { content.append(Color.clear.frame(height: sectionSpacing)) }

        return VStack(alignment: .leading, spacing: 0, content: content)
            .fixedSize(horizontal: false, vertical: true)
            .frame(idealWidth: idealWidth, maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            .background(isPlain ? ControlPalette.background : ControlPalette.groupedBackground)
            .clipped()
    }

    private static func card(_ rows: [any ViewNode], margin: Double, cornerRadius: Double, background: Color) -> any ViewNode {
        var cells: [any ViewNode] = []
        for (index, row) in rows.enumerated() {
            if index > 0 { cells.append(ListRowSeparator(row: rows[index - 1], inset: rowInset)) }
            cells.append(EnvironmentModifierView(content: row) { $0.controls.isInList = true }
                .padding(EdgeInsets(top: rowVerticalPadding, leading: rowInset, bottom: rowVerticalPadding, trailing: rowInset))
                .frame(maxWidth: .infinity, minHeight: rowMinHeight, alignment: .leading))
        }
        return VStack(alignment: .leading, spacing: 0, content: cells)
            .background(background)
            .clipShape(RoundedRectangle(cornerRadius: cornerRadius))
            .padding(.horizontal, margin)
    }
}

/// How a list is drawn: `.automatic` and `.insetGrouped` (iOS's default: rounded cards on grey),
/// `.grouped` (full-width bands on grey), `.plain` (rows on white, headers on a grey band).
public struct ListStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case insetGrouped, grouped, plain }
    let kind: Kind

    public static let automatic = ListStyle(kind: .insetGrouped)
    public static let insetGrouped = ListStyle(kind: .insetGrouped)
    public static let grouped = ListStyle(kind: .grouped)
    public static let plain = ListStyle(kind: .plain)
}

extension ViewNode {
    /// How lists below this view are drawn.
    public func listStyle(_ style: ListStyle) -> EnvironmentModifierView {
        EnvironmentModifierView(content: self) { $0.controls.listStyle = style }
    }
}

/// A form: on iOS drawn exactly like an inset grouped List.
public struct Form: LeafView {
    public var rows: [any ViewNode]

    public init(rows: [any ViewNode]) {
        self.rows = rows
    }

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        try List.grouped(rows, style: environment.controls.listStyle).resolveSingle(in: environment)
    }
}
