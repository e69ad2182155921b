import LoomGraphics

/// The screen a view is shown on and its safe area, in the root's points.
struct SafeArea {
    var screen: Rect
    var safe: Rect
}

/// A view shown full-screen on `device`, as the iOS 17 simulator draws an app's root view: laid
/// out in the safe area (centred there, offered its size), on the screen's system background,
/// with the status bar on top when `statusBar` is set. Nothing is drawn outside the screen.
public struct DeviceScreen: LeafView {
    public var device: Device
    public var statusBar: Bool
    public var content: any ViewNode

    public init(device: Device, statusBar: Bool = false, content: any ViewNode) {
        self.device = device
        self.statusBar = statusBar
        self.content = content
    }

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        let bar = statusBar ? try StatusBar(device: device).resolveSingle(in: environment) : nil
        return try DeviceScreenNode(child: content.resolveSingle(in: environment), device: device, statusBar: bar)
    }
}

final class DeviceScreenNode: ModifierNode {
    let device: Device
    let statusBar: LayoutNode?

    init(child: LayoutNode, device: Device, statusBar: LayoutNode?) {
        self.device = device
        self.statusBar = statusBar
        super.init(child: child)
    }

    /// The screen, whatever is offered.
    override func measure(_ proposal: ProposedSize) -> Size { device.screen }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        let safe = device.safeRect
        let safeFrame = Rect(x: frame.minX + safe.minX, y: frame.minY + safe.minY, width: safe.width, height: safe.height)
        let outer = context.safeArea
        context.safeArea = SafeArea(screen: frame, safe: safeFrame)
        let content = context.collect {
            child.render(offered: ProposedSize(safe.size), alignedIn: safeFrame, alignment: .center, into: context)
            context.drawPresentations(in: safeFrame)
        }
        context.safeArea = outer
        context.append(.layer(content, transform: .identity, opacity: 1, clip: Path { $0.addRect(frame) }, evenOddClip: false))
        if let statusBar {
            statusBar.render(in: Rect(x: frame.minX, y: frame.minY, width: frame.width, height: device.safeAreaInsets.top),
                             proposal: ProposedSize(width: frame.width, height: device.safeAreaInsets.top), into: context)
        }
    }

    override var debugName: String { "DeviceScreen" }
}

/// Draws `view` full-screen on `device` (see `DeviceScreen`): the picture is exactly the
/// screen, on the system background of the scheme it is drawn in.
public func renderImage(
    _ view: any ViewNode,
    on device: Device,
    statusBar: Bool = false,
    scale: Double = 2,
    environment: EnvironmentValues = EnvironmentValues()
) throws -> RenderedImage {
    try renderImage(DeviceScreen(device: device, statusBar: statusBar, content: view), proposal: ProposedSize(device.screen),
                    scale: scale, environment: environment, schemeBackground: true)
}
