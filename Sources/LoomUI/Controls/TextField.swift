import LoomGraphics

/// A one-line text field showing `text`, or `placeholder` in the placeholder grey when `text` is
/// empty. It fills the width it is offered, like SwiftUI's; `.textFieldStyle(.roundedBorder)`
/// puts it in `UITextField`'s rounded-rect border.
public struct TextField: LeafView {
    public var placeholder: String
    public var text: String

    public init(placeholder: String, text: String) {
        self.placeholder = placeholder
        self.text = text
    }

    public init(_ placeholder: String, text: String) {
        self.init(placeholder: placeholder, text: text)
    }

    /// `UITextField.BorderStyle.roundedRect`: 34 pt tall, 7 pt text inset either side, 5 pt
    /// corners, a hairline in `opaqueSeparator` on the system background.
    static let roundedHeight = 34.0
    static let roundedInset = 7.0
    static let roundedCornerRadius = 5.0
    static let roundedBorderWidth = 0.5

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        try Self.field(showing: text.isEmpty ? Text(placeholder).foregroundColor(ControlPalette.placeholder) : Text(text),
                       in: environment).resolveSingle(in: environment)
    }

    /// The field's frame and border around what it shows; shared with `SecureField`.
    static func field(showing content: any ViewNode, in environment: EnvironmentValues) -> any ViewNode {
        let line = content.lineLimit(1).frame(maxWidth: .infinity, alignment: .leading)
        switch environment.controls.textFieldStyle.kind {
        case .automatic, .plain:
            return line
        case .roundedBorder:
            return line
                .padding(.horizontal, roundedInset)
                .frame(height: roundedHeight)
                .background(RoundedRectangle(cornerRadius: roundedCornerRadius).fill(ControlPalette.background))
                .overlay(RoundedRectangle(cornerRadius: roundedCornerRadius).inset(by: roundedBorderWidth / 2)
                    .stroke(ControlPalette.opaqueSeparator, lineWidth: roundedBorderWidth))
        }
    }
}

/// How a text field is drawn: `.automatic`, `.plain`, `.roundedBorder`.
public struct TextFieldStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, plain, roundedBorder }
    let kind: Kind

    public static let automatic = TextFieldStyle(kind: .automatic)
    public static let plain = TextFieldStyle(kind: .plain)
    public static let roundedBorder = TextFieldStyle(kind: .roundedBorder)
}
