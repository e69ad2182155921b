import LoomGraphics

/// A text field whose text is hidden behind one dot per character; the placeholder shows when it
/// is empty. Styled like `TextField`.
public struct SecureField: LeafView {
    public var placeholder: String
    public var text: String

    public init(placeholder: String, text: String) {
        self.placeholder = placeholder
        self.text = text
    }

    public init(_ placeholder: String, text: String) {
        self.init(placeholder: placeholder, text: text)
    }

    /// iOS masks with U+2022 BULLET, a little spaced out (simulator: ~1.5 pt extra tracking).
    static let dot = "\u{2022}"
    static let dotTracking = 1.5

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        let shown = text.isEmpty
            ? Text(placeholder).foregroundColor(ControlPalette.placeholder)
            : Text(String(repeating: Self.dot, count: text.count)).tracking(Self.dotTracking)
        return try TextField.field(showing: shown, in: environment).resolveSingle(in: environment)
    }
}
