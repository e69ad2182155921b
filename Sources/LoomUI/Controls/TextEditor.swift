import LoomGraphics

/// A multi-line text editor at rest: its text from the top-leading corner, wrapped, in 17 pt,
/// inset 5 pt sideways and 8 pt from the top like `UITextView`; it takes all the space offered.
public struct TextEditor: LeafView {
    public var text: String

    public init(text: String) {
        self.text = text
    }

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        try Text(text)
            .padding(EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .resolveSingle(in: environment)
    }
}

/// A colour picker at rest: its label and, trailing, iOS's colour well — the chosen colour in a
/// 28 pt circle inside a ring of the hue wheel, with a white gap between them.
public struct ColorPicker: LeafView {
    public var label: any ViewNode
    public var selection: Color

    public init(label: any ViewNode, selection: Color) {
        self.label = label
        self.selection = selection
    }

    static let wellDiameter = 28.0
    static let ringWidth = 3.0

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        let hues = stride(from: 0.0, through: 1.0, by: 1.0 / 6).map { Color(hue: $0, saturation: 1, brightness: 1) }
        let well = ZStack(content: [
            Circle().strokeBorder(AngularGradient(gradient: Gradient(colors: hues), center: .center), lineWidth: Self.ringWidth),
            Circle().fill(selection).padding(Self.ringWidth + 2),
        ]).frame(width: Self.wellDiameter, height: Self.wellDiameter)
        if environment.controls.labelsHidden { return try well.resolveSingle(in: environment) }
        return try HStack(content: [label, Spacer(), well]).resolveSingle(in: environment)
    }
}
