import LoomGraphics

extension ViewNode {
    /// Calls `action` with `key`'s value — what the views in this one set — once they are laid
    /// out. SwiftUI runs it after layout and draws again with the state it changed, so a still
    /// picture is drawn again until no action changes anything (`action` says whether it did).
    public func onPreferenceChange(_ key: PreferenceKey, perform action: @escaping (Any) throws -> Bool) -> PreferenceChangeView {
        PreferenceChangeView(content: self, key: key, action: action)
    }
}

public struct PreferenceChangeView: ViewNode {
    public var content: any ViewNode
    public var key: PreferenceKey
    public var action: (Any) throws -> Bool

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        try content.resolveEach(in: environment) { PreferenceChangeNode(child: $0, view: self) }
    }
}

/// Collects the values its content sets, as a reader does (readers above still get them), and
/// leaves the action for `layOutPicture` to run after the whole picture is drawn.
final class PreferenceChangeNode: ModifierNode {
    let view: PreferenceChangeView

    init(child: LayoutNode, view: PreferenceChangeView) {
        self.view = view
        super.init(child: child)
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        guard context.runsPreferenceActions else { return child.render(in: frame, proposal: proposal, into: context) }
        context.preferenceReaders.append((view.key.name, []))
        child.render(in: frame, proposal: proposal, into: context)
        let values = context.preferenceReaders.removeLast().values
        let (key, action) = (view.key, view.action)
        context.preferenceActions.append { try action(try key.reduced(values)) }
    }

    override var layoutPriority: Double { child.layoutPriority }
    override var isSpacer: Bool { child.isSpacer }
}
