import LoomGraphics

/// A group of rows in a List or Form, with an optional header (drawn in caption capitals above
/// the rows) and footer (below them). Outside a list its rows simply join their container.
public struct Section: ViewNode {
    public var header: String?
    public var footer: String?
    public var rows: [any ViewNode]

    public init(header: String? = nil, footer: String? = nil, rows: [any ViewNode]) {
        self.header = header
        self.footer = footer
        self.rows = rows
    }

    public init(_ header: String, rows: [any ViewNode]) {
        self.init(header: header, rows: rows)
    }

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        try rows.resolveAll(in: environment)
    }
}
