import LoomGraphics

/// A `LayoutValueKey`, by the name of the type that declares it (a script's type has no Swift
/// metatype to be keyed by).
public struct LayoutValueKeyID: Hashable, Sendable {
    public var name: String
    public init(_ name: String) { self.name = name }
}

extension ViewNode {
    /// Tags the view with `value` under `key`, for a custom `Layout` to read from its subview
    /// (`subview[Key.self]`). Like other traits it reaches the layout through later modifiers.
    public func layoutValue(key: LayoutValueKeyID, value: Any) -> LayoutValueView {
        LayoutValueView(content: self, key: key, value: value)
    }
}

public struct LayoutValueView: ViewNode {
    public var content: any ViewNode
    public var key: LayoutValueKeyID
    public var value: Any

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        try content.resolveEach(in: environment) { LayoutValueNode(child: $0, key: key, value: value) }
    }
}

final class LayoutValueNode: ModifierNode {
    let key: LayoutValueKeyID
    let value: Any

    init(child: LayoutNode, key: LayoutValueKeyID, value: Any) {
        self.key = key
        self.value = value
        super.init(child: child)
    }

    override func layoutValue(_ key: LayoutValueKeyID) -> Any? { key == self.key ? value : child.layoutValue(key) }
    override var layoutPriority: Double { child.layoutPriority }
    override var isSpacer: Bool { child.isSpacer }
    override var debugName: String { "LayoutValue" }
}
