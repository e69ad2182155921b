import LoomGraphics

/// A run of text in the inherited font (`.body` unless told otherwise) and foreground colour.
///
/// Text hugs its content: its ideal size is one line; offered less width it wraps at word
/// boundaries and reports its widest line; it never grows to fill (research doc §1.18).
public struct Text: LeafView, Hashable, Sendable {
    public var string: String

    public init(_ string: String) {
        self.string = string
    }

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        TextNode(string: string, font: environment.font ?? .body, color: environment.foregroundStyle.resolve(in: environment.colorScheme))
    }
}

final class TextNode: LayoutNode {
    let string: String
    let font: Font
    let color: RGBA
    private var layouts: [Double?: TextLayout] = [:]

    init(string: String, font: Font, color: RGBA) {
        self.string = string
        self.font = font
        self.color = color
    }

    /// The paragraph broken for `width` (nil: one line).
    private func layout(forWidth width: Double?) -> TextLayout {
        let key = width.flatMap { $0.isFinite ? $0 : nil }
        if let cached = layouts[key] { return cached }
        let layout = TextLayout(string, font: font.spec, width: key)
        layouts[key] = layout
        return layout
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        let ideal = layout(forWidth: nil)
        guard let width = proposal.width, width < ideal.size.width else { return ideal.size }
        return layout(forWidth: width).size
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        let ideal = layout(forWidth: nil)
        // Break lines for the width we were given; a frame at least as wide as the ideal keeps one line.
        let text = frame.width + 0.001 >= ideal.size.width ? ideal : layout(forWidth: frame.width)
        context.append(.text(text, origin: frame.origin, color: color))
    }

    override func firstBaseline(in size: Size) -> Double { layout(forWidth: nil).firstBaseline }

    override func lastBaseline(in size: Size) -> Double {
        size.height - layout(forWidth: nil).lineHeight + layout(forWidth: nil).ascent
    }

    override var debugName: String { "Text(\"\(string.prefix(24))\")" }
}
