import Foundation
import LoomGraphics
import LoomUI

extension Interpreter {
    /// A string literal taken as a LocalizedStringKey: held as the Text its Markdown makes.
    func localizedStringKey(_ markdown: String) -> Value {
        wrap(Text(markdown: markdown), as: "LocalizedStringKey")
    }

    /// Whether a value interpolated into a LocalizedStringKey is drawn inline rather than as its
    /// description: an `Image` (a symbol in the line) or a `Text` (with its own styling).
    func isInlineInLocalizedStringKey(_ v: Value) -> Bool {
        guard case .native(let n) = v else { return false }
        return n.payload is Image || n.type.name == "Text"
    }

    /// Keys and inline images or texts, in order, joined into one key (`Text + Text`).
    func localizedStringKey(joining pieces: [Value]) -> Value {
        let texts: [Text] = pieces.compactMap { piece in
            guard case .native(let n) = piece else { return nil }
            return (n.payload as? Text) ?? (n.payload as? Image).map { Text($0) }
        }
        guard let first = texts.first else { return localizedStringKey("") }
        return wrap(texts.dropFirst().reduce(first, +), as: "LocalizedStringKey")
    }

    /// Backslash-escapes Markdown punctuation, so an interpolated value shows verbatim.
    func markdownEscaped(_ s: String) -> String {
        var out = ""
        for ch in s {
            if "\\`*_~[]<>!#".contains(ch) { out.append("\\") }
            out.append(ch)
        }
        return out
    }
}

/// `Text` and the values it takes: alignment, truncation, case, `LocalizedStringKey`.
extension NativeRegistry {
    func installText() {
        nativeType("TextAlignment", conformances: ["Equatable"]) { t in
            t.constants(of: TextAlignment.self)
        }
        nativeType("Text.TruncationMode", conformances: ["Equatable"]) { t in
            t.constants(of: Text.TruncationMode.self)
        }
        nativeType("Text.Case", conformances: ["Equatable"]) { t in
            t.constants(of: Text.Case.self)
        }
        // A localized string key is held as the Text it shows: its Markdown read into runs.
        nativeType("LocalizedStringKey", conformances: ["Equatable"]) { t in
            t.initializer("init(_ value: String)") { c in c.interpreter.wrap(Text(markdown: c.string(0)), as: "LocalizedStringKey") }
            t.initializer("init(stringLiteral value: String)") { c in c.interpreter.wrap(Text(markdown: c.string(0)), as: "LocalizedStringKey") }
        }
        nativeType("Text", conformances: ["View", "Equatable"]) { t in
            t.initializer("init(_ content: String)") { c in c.wrap(Text(c.string(0))) }
            t.initializer("init(verbatim content: String)") { c in c.wrap(Text(c.string(0))) }
            // SwiftUI's `init<S: StringProtocol>(_ content: S)`: a Substring shows as it reads (`Text(word.prefix(1))`).
            t.initializer("init(_ content: Substring)") { c in c.wrap(Text(c.string(0))) }
            // SwiftUI parses Markdown only in string literals (LocalizedStringKey): a literal argument
            // takes `init(_ key:)` below (see `literalScore`), a String value this verbatim one.
            // Each run drawn with its attributes (`StandardLibrary/AttributedString.swift`, `TextAttributes.swift`).
            t.initializer("init(_ attributedContent: AttributedString)") { c in c.wrap(Text(try c.native(0) as AttributedString)) }
            // `Text(LocalizedStringKey(someString))` is SwiftUI's way to show Markdown from a variable.
            // (A String value scores lower for LocalizedStringKey than for String, so it stays verbatim.)
            t.initializer("init(_ key: LocalizedStringKey)") { c in c.wrap(try c.native(0) as Text) }
            // `Text(Image(systemName: "star"))`: a symbol that can be joined to text with `+`.
            t.initializer("init(_ image: Image)") { c in c.wrap(Text(try c.native(0) as Image)) }
            t.type.describe = { "Text(\"\(($0 as? Text)?.string ?? "")\")" }
            // SwiftUI's Text modifiers return a Text (so `Text + Text` and `-> Text` functions take
            // modified texts); on a Text they win over the View modifiers of the same name.
            t.staticMethod("+(lhs: Text, rhs: Text)") { c in c.wrap((try c.native(0) as Text) + (try c.native(1) as Text)) }
            t.method("font(_ font: Font?)") { c in c.wrap((try c.receiverNative() as Text).font(try c.optionalNative(0))) }
            t.method("fontWeight(_ weight: Font.Weight?)") { c in c.wrap((try c.receiverNative() as Text).fontWeight(try c.optionalNative(0))) }
            t.method("bold(_ isActive: Bool = true)") { c in c.wrap((try c.receiverNative() as Text).bold(c.bool(0))) }
            t.method("italic(_ isActive: Bool = true)") { c in c.wrap((try c.receiverNative() as Text).italic(c.bool(0))) }
            t.method("baselineOffset(_ baselineOffset: CGFloat)") { c in c.wrap((try c.receiverNative() as Text).baselineOffset(try c.double(0))) }
            t.method("fontDesign(_ design: Font.Design?)") { c in c.wrap((try c.receiverNative() as Text).fontDesign(try c.optionalNative(0))) }
            t.method("foregroundColor(_ color: Color?)") { c in c.wrap((try c.receiverNative() as Text).foregroundColor(try c.optionalNative(0))) }
            t.method("foregroundStyle(_ style: ShapeStyle)") { c in c.wrap((try c.receiverNative() as Text).foregroundStyle(try c.style(0))) }
            // A Text's own overloads hide View's of the same name, so the hierarchical forms are repeated here.
            t.method("foregroundStyle(_ primary: ShapeStyle, _ secondary: ShapeStyle)") { c in
                c.wrap(try c.receiverView().foregroundStyle(try c.style(0), try c.style(1)))
            }
            t.method("foregroundStyle(_ primary: ShapeStyle, _ secondary: ShapeStyle, _ tertiary: ShapeStyle)") { c in
                c.wrap(try c.receiverView().foregroundStyle(try c.style(0), try c.style(1), try c.style(2)))
            }
        }
        nativeType("Text") { t in
            t.method("tracking(_ tracking: CGFloat)") { c in c.wrap((try c.receiverNative() as Text).tracking(try c.double(0))) }
            // Tabular figures, as for `Font.monospacedDigit()`: the text as it is.
            t.method("monospacedDigit()") { c in c.receiverValue }
            t.method("kerning(_ kerning: CGFloat)") { c in c.wrap((try c.receiverNative() as Text).kerning(try c.double(0))) }
            t.method("underline(_ isActive: Bool = true, color: Color? = nil)") { c in
                c.wrap((try c.receiverNative() as Text).underline(c.value(0).isNull || c.bool(0), color: try c.optionalNative(1)))
            }
            t.method("strikethrough(_ isActive: Bool = true, color: Color? = nil)") { c in
                c.wrap((try c.receiverNative() as Text).strikethrough(c.value(0).isNull || c.bool(0), color: try c.optionalNative(1)))
            }
            t.method("monospaced(_ isActive: Bool = true)") { c in c.wrap((try c.receiverNative() as Text).monospaced(c.bool(0))) }
        }
    }
}
