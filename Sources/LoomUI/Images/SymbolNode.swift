import Foundation
import LoomGraphics

/// An SF Symbol drawn with its Material Design Icons stand-in, sized by the current font like a
/// character of text and painted with the foreground style.
final class SymbolNode: LayoutNode {
    let layout: TextLayout
    let environment: EnvironmentValues
    let resizable: Bool
    /// The glyph's ink box relative to its layout origin, which is the symbol's natural frame.
    let ink: Rect

    init(name: String, resizable: Bool, environment: EnvironmentValues) throws {
        let glyph = try SymbolGlyphs.shared.requireGlyph(forSystemName: name)
        let spec = SymbolGlyphs.fontSpec(forSystemName: name, textSize: (environment.font ?? .body).size, in: environment)
        layout = TextLayout(runs: [TextRun(glyph, font: spec)])
        let bounds = layout.inkBounds(at: .zero, boxWidth: 0, alignment: 0)
        ink = bounds.isEmpty ? Rect(size: layout.size) : bounds
        self.environment = environment
        self.resizable = resizable
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        guard resizable else { return ink.size }
        return Size(width: proposal.width ?? ink.width, height: proposal.height ?? ink.height)
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        let sx = frame.width / max(ink.width, 0.001), sy = frame.height / max(ink.height, 0.001)
        let place = Transform(translationX: -ink.minX, y: -ink.minY)
            .concatenating(Transform(scaleX: sx, y: sy))
            .concatenating(Transform(translationX: frame.minX, y: frame.minY))
        var inner = DisplayList()
        // The glyph is drawn in its own coordinates, where `ink` is what lands on `frame`: a
        // gradient stretched over `ink` covers the symbol's frame.
        inner.items = [.text(layout, origin: .zero, boxWidth: 0, alignment: 0, paint: environment.animated(environment.foregroundPaint(in: ink), "foreground"))]
        context.append(shadowsOf: ForegroundStyle(), in: environment) {
            context.append(.layer(inner, transform: place, opacity: 1, clip: nil, evenOddClip: false))
        }
    }

    override var debugName: String { "Symbol" }
}

/// The map from SF Symbol names to Material Design Icons glyphs. Names come from `SFSymbolNames`;
/// code points are read from the icon font's own CSS, installed with the font.
final class SymbolGlyphs: @unchecked Sendable {
    static let fontFamily = "Material Design Icons"
    static let sizeRatio = 1.2
    static let cssPath = "/usr/share/fonts-materialdesignicons-webfont/css/materialdesignicons.css"
    static let shared = SymbolGlyphs()

    private let codepoints: [String: Character]

    private init() {
        var table: [String: Character] = [:]
        if let css = try? String(contentsOfFile: Self.cssPath, encoding: .utf8) {
            // Entries read `.mdi-star:before {\n  content: "\F4CE";\n}`.
            var name: String?
            for line in css.split(separator: "\n") {
                if line.hasPrefix(".mdi-"), let end = line.range(of: ":before") {
                    name = String(line[line.index(line.startIndex, offsetBy: 5)..<end.lowerBound])
                } else if let current = name, let slash = line.range(of: "\"\\") {
                    let hex = line[slash.upperBound...].prefix { $0.isHexDigit }
                    if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
                        table[current] = Character(scalar)
                    }
                    name = nil
                }
            }
        }
        codepoints = table
    }

    func glyph(forSystemName name: String) -> Character? {
        guard let mdi = Self.materialName(forSystemName: name) else { return nil }
        return codepoints[mdi]
    }

    /// The stand-in glyph as a string, or an error that names close symbols.
    func requireGlyph(forSystemName name: String) throws -> String {
        guard let glyph = glyph(forSystemName: name) else {
            // A library's symbol with no stand-in is drawn as a boxed question mark, plainly not
            // the symbol, instead of failing the whole view.
            if let placeholder = codepoints[Self.placeholderGlyph] { return String(placeholder) }
            throw RenderError("Image(systemName: \"\(name)\"): no stand-in glyph for this symbol; \(suggestion(for: name))")
        }
        return String(glyph)
    }

    /// The Material Design Icons glyph drawn for an unknown SF Symbol.
    static let placeholderGlyph = "help-circle-outline"

    static func materialName(forSystemName name: String) -> String? {
        let name = SFSymbolNames.renamed[name] ?? name
        return SFSymbolNames.materialName[name] ?? SFSymbolNames.materialName[baseName(name)]
    }

    /// The icon font request for a symbol beside text of `textSize` points: SF Symbols are drawn
    /// a little larger than their text and MDI glyphs leave a margin (`sizeRatio`); some glyphs
    /// are scaled further so their ink matches SF's (`SymbolInkScale`); `.imageScale` applies last.
    static func fontSpec(forSystemName name: String, textSize: Double, in environment: EnvironmentValues) -> FontSpec {
        let glyphScale = materialName(forSystemName: name).map(SymbolInkScale.factor(forMaterialName:)) ?? 1
        return FontSpec(family: .named(fontFamily), size: textSize * sizeRatio * glyphScale * environment.imageScale.factor, weight: 400)
    }

    /// `star.fill.circle` falls back to `star.fill`, then `star`.
    private static func baseName(_ name: String) -> String {
        var parts = name.split(separator: ".")
        while parts.count > 1 {
            parts.removeLast()
            if SFSymbolNames.materialName[parts.joined(separator: ".")] != nil { return parts.joined(separator: ".") }
        }
        return name
    }

    func suggestion(for name: String) -> String {
        if codepoints.isEmpty { return "the icon font's CSS is missing (\(Self.cssPath)); run Scripts/bootstrap" }
        let head = String(name.split(separator: ".").first ?? "")
        let close = SFSymbolNames.materialName.keys.filter { $0.hasPrefix(head) }.sorted().prefix(5)
        return close.isEmpty ? "\(SFSymbolNames.materialName.count) symbols are known" : "known symbols like it: \(close.joined(separator: ", "))"
    }
}
