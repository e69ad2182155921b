import LoomGraphics

/// A link to a URL. iOS draws it as a button, in the accent colour and under the button style
/// in effect (`.buttonStyle(.borderedProminent)` makes it a filled capsule of a button too); a
/// picture never follows it, so the destination is only kept.
public struct Link: LeafView {
    public var label: any ViewNode
    public var destination: String

    public init(destination: String, label: any ViewNode) {
        self.label = label
        self.destination = destination
    }

    public init(_ title: String, destination: String) {
        self.init(destination: destination, label: Text(title))
    }

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        try Button(label: label).makeNode(in: environment)
    }
}

/// `ShareLink(item:)`: a button that opens the share sheet, labelled "Share" with the
/// share symbol unless given a title or label of its own.
public struct ShareLink: LeafView {
    public var label: any ViewNode

    public init(label: any ViewNode = Label("Share", systemImage: "square.and.arrow.up")) {
        self.label = label
    }

    public init(_ title: String) {
        self.init(label: Label(title, systemImage: "square.and.arrow.up"))
    }

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        try Button(label: label).makeNode(in: environment)
    }
}
