import LoomGraphics

/// A run of text in the inherited font (`.body` unless told otherwise) and foreground colour.
///
/// Text hugs its content: its ideal size is one line; offered less width it wraps at word
/// boundaries and reports its widest line; offered less height than its lines need it truncates
/// with an ellipsis; it never grows to fill (research doc §1.18). `Text + Text` joins runs that
/// keep their own fonts and colours.
public struct Text: LeafView, Hashable, Sendable {
    struct Run: Hashable, Sendable {
        var string: String
        var font: Font?
        var weight: Font.Weight?
        var italic = false
        var monospaced = false
        var color: Color?
        /// A foreground style other than a colour (a gradient), stretched over the whole text.
        var style: RunStyle?
        var tracking = 0.0
        var underline = false
        var strikethrough = false
        var underlineColor: Color?
        var strikethroughColor: Color?
        /// An attributed string's `backgroundColor`: filled behind this run's glyphs.
        var backgroundColor: Color?
        var baselineOffset = 0.0
        var design: Font.Design?
        /// A Markdown link: drawn in the accent colour, which `.tint` sets, whatever the foreground.
        var isLink = false
        /// `Text(Image(systemName:))`: the run is that symbol's stand-in glyph, sized with the text.
        var symbolName: String?
    }

    var runs: [Run]

    public init(_ string: String) {
        runs = [Run(string: string)]
    }

    /// `Text(Image(systemName:))`: a symbol set in a line of text, to be joined with `+`.
    /// Only symbols can be set in text; an image from the assets has no glyph to stand in.
    public init(_ image: Image) {
        if case .system(let name) = image.source {
            runs = [Run(string: "", symbolName: name)]
        } else {
            runs = []
        }
    }

    /// The text's characters, all runs joined.
    public var string: String { runs.map(\.string).joined() }

    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = lhs
        joined.runs += rhs.runs
        return joined
    }

    private func changingRuns(_ change: (inout Run) -> Void) -> Text {
        var copy = self
        for index in copy.runs.indices { change(&copy.runs[index]) }
        return copy
    }

    // On a joined text a modifier is a default for its parts: a part that set its own font,
    // weight or colour keeps it, as in SwiftUI (the innermost modifier wins).
    public func font(_ font: Font?) -> Text { changingRuns { if $0.font == nil { $0.font = font } } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { changingRuns { if $0.weight == nil { $0.weight = weight } } }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { changingRuns { $0.italic = true } }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func monospaced() -> Text { changingRuns { $0.monospaced = true } }
    public func monospaced(_ isActive: Bool) -> Text { isActive ? monospaced() : self }
    /// The design of this text's font (serif, rounded, monospaced), whatever font it inherits.
    public func fontDesign(_ design: Font.Design?) -> Text { changingRuns { if $0.design == nil { $0.design = design } } }
    public func foregroundColor(_ color: Color?) -> Text {
        changingRuns { if $0.color == nil && $0.style == nil { $0.color = color } }
    }
    /// SwiftUI's `Text.foregroundStyle(_:)`: still a Text, so it can be joined with `+`.
    public func foregroundStyle(_ style: any ShapeStyle) -> Text {
        if let color = style as? Color { return foregroundColor(color) }
        if style is ForegroundStyle { return self }
        let shared = RunStyle(style)
        return changingRuns { if $0.color == nil && $0.style == nil { $0.style = shared } }
    }
    /// Extra points between characters.
    public func tracking(_ points: Double) -> Text { changingRuns { $0.tracking = points } }
    public func kerning(_ points: Double) -> Text { tracking(points) }
    /// A line under the text, in `color` or else the text's own colour.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        changingRuns { $0.underline = isActive; $0.underlineColor = color }
    }
    /// A line through the text, in `color` or else the text's own colour.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        changingRuns { $0.strikethrough = isActive; $0.strikethroughColor = color }
    }
    /// Raises the text by `offset` points above its baseline (negative lowers it).
    public func baselineOffset(_ offset: Double) -> Text { changingRuns { $0.baselineOffset = offset } }

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        // In an animated picture the words are those of the frame's time, crossfading from the
        // words before while an animated change of them runs.
        let (shown, before, progress) = environment.discrete(self, "text")
        let node = try shown.makeTextNode(in: environment)
        if let before, environment.contentTransition != .identity {
            var still = environment
            still.motion = nil
            node.crossfade = (try before.makeTextNode(in: still), progress)
        }
        return node
    }

    private func makeTextNode(in environment: EnvironmentValues) throws -> TextNode {
        let runs = try runs.map { run in
            var font = run.font ?? environment.font ?? .body
            if let design = run.design {
                font = font.design(design)
            } else if let design = environment.fontDesign, font.design == .default {
                font = font.design(design)
            }
            if let weight = run.weight ?? environment.fontWeight { font = font.weight(weight) }
            if run.italic || environment.italic { font = font.italic() }
            if run.monospaced { font = font.monospaced() }
            // Runs with a style of their own are hidden in the main pass and drawn in their own.
            let color = run.style != nil ? RGBA.clear : (run.isLink ? environment.accentColor : run.color)?.rgba(in: environment)
            if let symbol = run.symbolName {
                var glyph = TextRun(try SymbolGlyphs.shared.requireGlyph(forSystemName: symbol),
                                    font: SymbolGlyphs.fontSpec(forSystemName: symbol, textSize: font.size, in: environment),
                                    color: color, baselineOffset: run.baselineOffset)
                glyph.setsLineMetrics = false
                return glyph
            }
            var textRun = TextRun(environment.textCase.map { $0.apply(to: run.string) } ?? run.string, font: font.spec, color: color,
                                  extraTracking: run.tracking, underline: run.underline, strikethrough: run.strikethrough,
                                  underlineColor: run.underlineColor?.rgba(in: environment), strikethroughColor: run.strikethroughColor?.rgba(in: environment),
                                  baselineOffset: run.baselineOffset)
            textRun.backgroundColor = run.backgroundColor?.rgba(in: environment)
            return textRun
        }
        var styled: [(style: RunStyle, runs: Set<Int>)] = []
        for (index, run) in self.runs.enumerated() {
            guard let style = run.style else { continue }
            if let group = styled.firstIndex(where: { $0.style == style }) { styled[group].runs.insert(index) } else { styled.append((style, [index])) }
        }
        return TextNode(runs: runs, styledRuns: styled, environment: environment)
    }
}

/// A non-colour style on some runs of a text; runs set together share one (compared by identity).
final class RunStyle: Hashable, @unchecked Sendable {
    let style: any ShapeStyle

    init(_ style: any ShapeStyle) {
        self.style = style
    }

    static func == (lhs: RunStyle, rhs: RunStyle) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// How lines line up inside a multi-line text's own box.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing

    var fraction: Double {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}

/// Paragraph settings text inherits from the environment.
struct ParagraphStyle: Hashable {
    var lineLimit: Int?
    var alignment: TextAlignment = .leading
    var lineSpacing: Double = 0
    var truncationMode: Text.TruncationMode = .tail
    /// How far text may shrink to fit its proposal before it truncates (1: not at all).
    var minimumScaleFactor: Double = 1
}

extension Text {
    /// Where text that does not fit is cut for its ellipsis.
    public enum TruncationMode: Hashable, Sendable, CaseIterable {
        case head, middle, tail

        var layoutTruncation: TextTruncation {
            switch self {
            case .head: .head
            case .middle: .middle
            case .tail: .tail
            }
        }
    }
}

final class TextNode: LayoutNode {
    let runs: [TextRun]
    /// Where the foreground style comes from; it is stretched over the text's own frame.
    let environment: EnvironmentValues
    var paragraph: ParagraphStyle { environment.paragraph }
    private var layouts: [LayoutKey: TextLayout] = [:]

    private struct LayoutKey: Hashable {
        var width: Double?
        var maxLines: Int?
        /// The fraction of their size the fonts are set at (`minimumScaleFactor`).
        var scale = 1.0
    }

    /// Runs painted with a style of their own (`Text.foregroundStyle(gradient)`), by style.
    let styledRuns: [(style: RunStyle, runs: Set<Int>)]
    /// The words before an animated change of them, and how far the change is: both are drawn,
    /// the old fading out as the new fades in.
    var crossfade: (from: TextNode, progress: Double)?

    init(runs: [TextRun], styledRuns: [(style: RunStyle, runs: Set<Int>)] = [], environment: EnvironmentValues) {
        self.runs = runs
        self.styledRuns = styledRuns
        self.environment = environment
    }

    private func layout(width: Double?, maxLines: Int?, scale: Double = 1) -> TextLayout {
        let key = LayoutKey(width: width.flatMap { $0.isFinite ? $0 : nil }, maxLines: maxLines, scale: scale)
        if let cached = layouts[key] { return cached }
        let layout = TextLayout(runs: scaled(runs, by: scale), width: key.width, maxLines: key.maxLines,
                                lineSpacing: paragraph.lineSpacing, truncation: paragraph.truncationMode.layoutTruncation)
        layouts[key] = layout
        return layout
    }

    /// The runs with their fonts (and tracking) at `scale` of their size.
    private func scaled(_ runs: [TextRun], by scale: Double) -> [TextRun] {
        guard scale != 1 else { return runs }
        return runs.map { run in
            var copy = run
            copy.font.size *= scale
            copy.tracking *= scale
            copy.baselineOffset *= scale
            return copy
        }
    }

    /// The same paragraph with only `shown` runs visible, drawn with the context's paint: the
    /// line breaks match, because colours do not change them.
    private func layout(_ key: LayoutKey, showing shown: Set<Int>) -> TextLayout {
        let variant = runs.enumerated().map { index, run in
            var copy = run
            copy.color = shown.contains(index) ? nil : .clear
            return copy
        }
        return TextLayout(runs: scaled(variant, by: key.scale), width: key.width, maxLines: key.maxLines,
                          lineSpacing: paragraph.lineSpacing, truncation: paragraph.truncationMode.layoutTruncation)
    }

    private var ideal: TextLayout { ideal(at: 1) }
    private func ideal(at scale: Double) -> TextLayout { layout(width: nil, maxLines: paragraph.lineLimit, scale: scale) }

    /// How much less than it needs text accepts without wrapping or dropping a line: only
    /// floating-point noise. Containers propose from the sizes they measured, not from frames
    /// snapped to the pixel grid (`RenderContext.unsnappedSize`), so text is re-offered exactly
    /// what it asked for; and SwiftUI's text never answers wider than its offer.
    static let snappingSlack = 0.001

    /// The paragraph for a proposal: wrapped to a narrower width, cut to the lines a height allows.
    private func layout(for proposal: ProposedSize) -> TextLayout {
        let key = layoutKey(for: proposal)
        return layout(width: key.width, maxLines: key.maxLines, scale: key.scale)
    }

    /// The width, line limit and font scale the paragraph is laid out with for a proposal: text
    /// that would be cut first shrinks, down to `minimumScaleFactor`, then truncates (research
    /// doc §1.18's pressure pipeline; Loom does not tighten).
    private func layoutKey(for proposal: ProposedSize) -> LayoutKey {
        let full = layoutKey(for: proposal, scale: 1)
        let smallest = paragraph.minimumScaleFactor
        guard full.maxLines != nil, smallest < 1 else { return full }
        let fits = { (scale: Double) in self.layoutKey(for: proposal, scale: scale).maxLines == nil }
        guard fits(smallest) else { return layoutKey(for: proposal, scale: smallest) }
        // The largest scale that fits, to a hundredth of a point at body size.
        var low = smallest, high = 1.0
        while high - low > 0.0005 {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        return layoutKey(for: proposal, scale: low)
    }

    private func layoutKey(for proposal: ProposedSize, scale: Double) -> LayoutKey {
        let ideal = ideal(at: scale)
        let width: Double? = proposal.width.flatMap { $0 + Self.snappingSlack < ideal.size.width ? $0 : nil }
        var maxLines = paragraph.lineLimit
        if let height = proposal.height, height.isFinite {
            let fitting = max(1, Int(saturating: ((height + Self.snappingSlack + paragraph.lineSpacing) / ideal.lineHeight).rounded(.down)))
            maxLines = min(maxLines ?? .max, fitting)
        }
        let wrapped = layout(width: width, maxLines: nil, scale: scale)
        if let maxLines, wrapped.lineCount > maxLines { return LayoutKey(width: width ?? ideal.size.width, maxLines: maxLines, scale: scale) }
        return LayoutKey(width: width, maxLines: nil, scale: scale)
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        // Offered no width at all, text takes none (research doc §1.18 leaves this open). Stacks
        // probe width 0 for each child's minimum and share space least flexible first; with
        // minimums of zero that order is by ideal width, so a row proposed exactly its ideal
        // width gives every text its ideal width, as SwiftUI rows do, instead of squeezing a
        // long word whose widest letter made it look less flexible.
        if proposal.width == 0 { return Size(width: 0, height: layout(for: proposal).size.height) }
        return layout(for: proposal).size
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        guard let (from, progress) = crossfade else { return drawText(in: frame, proposal: proposal, into: context) }
        // The old words keep their own size, centred where the new ones are.
        let size = from.sizeThatFits(proposal)
        let oldFrame = Rect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height)
        let old = context.collect { from.drawText(in: oldFrame, proposal: proposal, into: context) }
        let new = context.collect { drawText(in: frame, proposal: proposal, into: context) }
        context.append(.layer(old.fadingEachLeaf(by: 1 - progress), transform: .identity, opacity: 1, clip: nil, evenOddClip: false))
        context.append(.layer(new.fadingEachLeaf(by: progress), transform: .identity, opacity: 1, clip: nil, evenOddClip: false))
    }

    private func drawText(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        let key = layoutKey(for: proposal)
        let text = layout(width: key.width, maxLines: key.maxLines, scale: key.scale)
        let alignment = paragraph.alignment.fraction
        if environment.redactionReasons.contains(.placeholder) {
            // Text of one colour of its own (`Text("A").foregroundColor(.blue)`) has bars of that colour.
            let colors = Set(runs.map(\.color))
            let paint = colors.count == 1 ? colors.first!.map { Paint.solid($0) } : nil
            return TextPlaceholder.draw(text, runs: scaled(runs, by: key.scale), width: key.width, lineSpacing: paragraph.lineSpacing, in: frame, alignment: alignment,
                                        paint: paint ?? environment.animated(environment.foregroundPaint(in: frame), "foreground"), into: context)
        }
        context.append(shadowsOf: ForegroundStyle(), in: environment) {
            context.append(.text(text, origin: frame.origin, boxWidth: frame.width, alignment: alignment, paint: environment.animated(environment.foregroundPaint(in: frame), "foreground")))
        }
        for (style, shown) in styledRuns {
            context.append(shadowsOf: style.style, in: environment) {
                context.append(.text(layout(key, showing: shown), origin: frame.origin, boxWidth: frame.width, alignment: alignment,
                                     paint: environment.animated(style.style.paint(in: frame, environment: environment), "foreground.run")))
            }
        }
    }

    override func firstBaseline(in size: Size) -> Double { ideal.firstBaseline }

    override var textEdgeFontSize: Double? { ideal.font.size }

    override func lastBaseline(in size: Size) -> Double {
        size.height - ideal.lineHeight + paragraph.lineSpacing + ideal.ascent
    }

    override var debugName: String { "Text(\"\(runs.map(\.string).joined().prefix(24))\")" }
}

extension ViewNode {
    /// At most `limit` lines; the last one kept ends in an ellipsis when text is cut.
    public func lineLimit(_ limit: Int?) -> EnvironmentModifierView {
        EnvironmentModifierView(content: self) { $0.paragraph.lineLimit = limit.map { max($0, 1) } }
    }

    /// How the lines of multi-line text line up inside its box.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> EnvironmentModifierView {
        EnvironmentModifierView(content: self) { $0.paragraph.alignment = alignment }
    }

    /// Where text below this view is cut when it does not fit: `.head`, `.middle` or `.tail`.
    public func truncationMode(_ mode: Text.TruncationMode) -> EnvironmentModifierView {
        EnvironmentModifierView(content: self) { $0.paragraph.truncationMode = mode }
    }

    /// Lets text below this view shrink to this fraction of its font size before it truncates.
    public func minimumScaleFactor(_ factor: Double) -> EnvironmentModifierView {
        EnvironmentModifierView(content: self) { $0.paragraph.minimumScaleFactor = min(max(factor, 0.01), 1) }
    }

    /// Points added between lines of text.
    public func lineSpacing(_ spacing: Double) -> EnvironmentModifierView {
        EnvironmentModifierView(content: self) { $0.paragraph.lineSpacing = spacing }
    }

    /// The weight of text below this view.
    public func fontWeight(_ weight: Font.Weight?) -> EnvironmentModifierView {
        EnvironmentModifierView(content: self) { $0.fontWeight = weight }
    }

    /// Bold text below this view. `isActive: false` adds nothing (an outer weight stays), as in
    /// SwiftUI, whose parameter says "whether bold font styling is added".
    public func bold(_ isActive: Bool = true) -> EnvironmentModifierView {
        EnvironmentModifierView(content: self) { if isActive { $0.fontWeight = .bold } }
    }

    public func italic(_ isActive: Bool = true) -> EnvironmentModifierView {
        EnvironmentModifierView(content: self) { if isActive { $0.italic = true } }
    }
}
