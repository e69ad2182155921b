import LoomGraphics

/// An image loaded from the network. A notebook run never fetches (a picture must not depend
/// on a server), so what is drawn is the view before loading finishes, as on a device: the
/// placeholder given, or SwiftUI's default — a grey fill (`secondarySystemFill`) taking all
/// the space offered.
public struct AsyncImage: LeafView {
    public var placeholder: any ViewNode

    public init(placeholder: (any ViewNode)? = nil) {
        self.placeholder = placeholder ?? Rectangle().fill(ControlPalette.secondaryFill)
    }

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        try placeholder.resolveSingle(in: environment)
    }
}
