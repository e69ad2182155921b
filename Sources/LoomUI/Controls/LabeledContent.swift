import LoomGraphics

/// SwiftUI's `LabeledContent` (iOS 16): a label with a value beside it. On iOS, in a Form row
/// and outside one alike, the label sits leading and the content trailing, filling the width it
/// is offered, the content in the secondary style — as `LabeledContent("Volume", value: "11")`
/// shows "Volume … 11" in a settings row.
public struct LabeledContent: LeafView {
    public var label: any ViewNode
    public var content: any ViewNode

    /// `LabeledContent { content } label: { label }`.
    public init(content: any ViewNode, label: any ViewNode) {
        self.content = content
        self.label = label
    }

    /// `LabeledContent("Volume") { Text("11") }`.
    public init(_ title: String, content: any ViewNode) {
        self.init(content: content, label: Text(title))
    }

    /// `LabeledContent("Volume", value: "11")`: the value shown as it is, not read as Markdown.
    public init(_ title: String, value: String) {
        self.init(content: Text(value), label: Text(title))
    }

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        // The spacer pushes the content to the trailing edge, as a Toggle's switch is pushed.
        try HStack(content: [label, Spacer(), content.foregroundStyle(HierarchicalShapeStyle.secondary)])
            .resolveSingle(in: environment)
    }
}
