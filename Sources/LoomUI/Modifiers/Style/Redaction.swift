import LoomGraphics

/// Why the views below are redacted (SwiftUI's `RedactionReasons`).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Data shown as generic placeholders: text becomes rounded bars of its size and shape.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Only views marked `privacySensitive()` are redacted, and Loom has none.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content that is waiting for an update (iOS 17); drawn unchanged at rest.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

extension ViewNode {
    /// Adds `reason` to the redaction of the views below (`[]` adds none).
    public func redacted(reason: RedactionReasons) -> EnvironmentModifierView {
        EnvironmentModifierView(content: self) { $0.redactionReasons.formUnion(reason) }
    }

    /// Takes every redaction reason off the views below.
    public func unredacted() -> EnvironmentModifierView {
        EnvironmentModifierView(content: self) { $0.redactionReasons = [] }
    }
}

/// Redacted as a placeholder, a text keeps its size and line breaks and draws each line as a
/// rounded bar as long as the line, in its foreground style made faint, centred on the line.
/// The bar's proportions and faintness are estimates, not measured against iOS: calibrate them
/// when a reference screenshot is at hand.
enum TextPlaceholder {
    /// The bar's height, as a fraction of the font size.
    static let heightRatio = 0.875
    /// The bar's corner radius, as a fraction of its height.
    static let cornerRatio = 0.25
    /// How opaque the foreground style is in a bar.
    static let opacity = 0.16

    /// Each line's leading edge and width, in points from the paragraph's box, for `layout`
    /// (`runs` wrapped to `width`): found by laying out ever longer pieces of the text, since a
    /// paragraph breaks greedily, word by word, so its line n is the first line of the text from there on.
    static func lines(of layout: TextLayout, runs: [TextRun], width: Double?, boxWidth: Double, alignment: Double) -> [(x: Double, width: Double)] {
        let characters = runs.flatMap { Array($0.string) }
        /// The runs cut to the characters in `range`, each keeping its attributes.
        func piece(_ range: Range<Int>) -> [TextRun] {
            var pieces: [TextRun] = []
            var offset = 0
            for run in runs {
                let count = run.string.count
                let lower = max(range.lowerBound, offset), upper = min(range.upperBound, offset + count)
                if lower < upper {
                    var cut = run
                    cut.string = String(characters[lower..<upper])
                    pieces.append(cut)
                }
                offset += count
            }
            return pieces
        }
        func measured(_ range: Range<Int>) -> Double {
            var end = range.upperBound
            while end > range.lowerBound, characters[end - 1].isWhitespace { end -= 1 }
            guard end > range.lowerBound else { return 0 }
            let line = TextLayout(runs: piece(range.lowerBound..<end)).size.width
            return width.map { min(line, $0) } ?? line
        }
        func place(_ lineWidth: Double) -> (x: Double, width: Double) { ((boxWidth - lineWidth) * alignment, lineWidth) }

        guard layout.lineCount > 1 else { return [place(min(layout.size.width, boxWidth))] }
        var result: [(x: Double, width: Double)] = []
        var start = 0
        for index in 0..<layout.lineCount {
            if start < characters.count, characters[start].isNewline { start += 1 }
            guard start < characters.count else { break }
            if index == layout.lineCount - 1 {
                // The last line kept: the rest of the text, cut to the box when it is truncated.
                result.append(place(min(measured(start..<characters.count), layout.size.width)))
                break
            }
            // The longest run of whole words from `start` that stays on one line; a first word
            // too long for the line is broken between characters, as the paragraph breaks it.
            func fits(_ end: Int) -> Bool {
                !characters[start..<end].contains { $0.isNewline } && TextLayout(runs: piece(start..<end), width: width).lineCount == 1
            }
            let wordEnds = (start + 1...characters.count).filter { end in
                end == characters.count || (characters[end - 1].isWhitespace && !characters[end].isWhitespace)
            }
            var low = start
            for end in wordEnds {
                guard fits(end) else { break }
                low = end
            }
            if low == start {
                var high = wordEnds.first ?? characters.count
                low = start + 1
                while low < high {
                    let middle = (low + high + 1) / 2
                    if fits(middle) { low = middle } else { high = middle - 1 }
                }
            }
            result.append(place(measured(start..<low)))
            start = low
        }
        return result
    }

    /// The bars for `layout` drawn at `frame`, filled with `paint`.
    static func draw(_ layout: TextLayout, runs: [TextRun], width: Double?, lineSpacing: Double, in frame: Rect, alignment: Double,
                     paint: Paint, into context: RenderContext) {
        let barHeight = layout.font.size * heightRatio
        let lineBox = layout.lineHeight - lineSpacing
        let bars = context.collect {
            for (index, line) in lines(of: layout, runs: runs, width: width, boxWidth: frame.width, alignment: alignment).enumerated() where line.width > 0 {
                let top = frame.minY + Double(index) * layout.lineHeight + (lineBox - barHeight) / 2
                let bar = Rect(x: frame.minX + line.x, y: top, width: line.width, height: barHeight)
                context.append(.fill(RoundedRectangle(cornerRadius: barHeight * cornerRatio).path(in: bar), paint, evenOdd: false))
            }
        }
        context.append(.layer(bars, transform: .identity, opacity: opacity, clip: nil, evenOddClip: false))
    }
}
