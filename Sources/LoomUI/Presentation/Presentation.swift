import LoomGraphics

/// A view that presents something (`.alert`, `.sheet`, `.confirmationDialog`, …). It draws its
/// content; when `isPresented` is true at render time it also hands its presentation to the
/// screen, which draws it over everything once the screen is drawn. Not presented, it is just
/// its content, as before anyone taps.
public struct PresentingView: LeafView {
    public var content: any ViewNode
    public var isPresented: Bool
    public var presentation: any ViewNode

    public init(content: any ViewNode, isPresented: Bool, presentation: any ViewNode) {
        self.content = content
        self.isPresented = isPresented
        self.presentation = presentation
    }

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        let child = try content.resolveSingle(in: environment)
        guard isPresented else { return child }
        return PresentingNode(child: child, presentation: try presentation.resolveSingle(in: environment))
    }
}

final class PresentingNode: ModifierNode {
    let presentation: LayoutNode

    init(child: LayoutNode, presentation: LayoutNode) {
        self.presentation = presentation
        super.init(child: child)
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        child.render(in: frame, proposal: proposal, into: context)
        context.presentations.append(presentation)
    }
}

/// What iOS lays over the screen behind an alert or a dialog (UIKit's dimming view: black at 20 %).
enum PresentationDimming {
    static let color = Color(white: 0, opacity: 0.2)
    /// Behind a sheet the presenting screen is darker (iOS 17 page sheets: black at 40 % over it).
    static let sheetColor = Color(white: 0, opacity: 0.4)
    /// Alerts and action sheets sit on a thick blurred material; Loom paints the colour it settles
    /// to over a dimmed white screen, opaque, since it does not blur what is behind.
    static let material = Color(light: RGBA(bytes: 242, 242, 242), dark: RGBA(bytes: 44, 44, 46))
    /// One pixel at 2×, like `Divider`.
    static let hairline = 0.5
    static let separator = Color(light: RGBA(bytes: 60, 60, 67, alpha: 0.29), dark: RGBA(bytes: 84, 84, 88, alpha: 0.6))
}
