import LoomGraphics
import LoomUI

extension Interpreter {
    /// A string literal taken as a LocalizedStringKey: held as the Text its Markdown makes.
    func localizedStringKey(_ markdown: String) -> Value {
        wrap(Text(markdown: markdown), as: "LocalizedStringKey")
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

    /// A script value as a view's tag: strings and integers as themselves (so they equal the
    /// titles LoomUI tags untagged rows with), anything else hashable by its value, the rest
    /// (closures) by its description.
    func tag(for value: Value) -> AnyHashable {
        switch value.optionalPayload ?? .null {
        case .string(let s): return AnyHashable(s)
        case .int(let i): return AnyHashable(i)
        case let v: return HashKey(v).map(AnyHashable.init) ?? AnyHashable(describe(v))
        }
    }

    /// An element's `id` when it has one (Identifiable data), else the element itself.
    func forEachIdentity(of element: Value, loc: Loc) -> Value {
        switch element {
        case .structValue, .object, .enumValue:
            return (try? member(of: element, "id", loc: loc, expected: nil)) ?? element
        default:
            return element
        }
    }

    func forEachChildren(_ data: Value, _ content: Value, loc: Loc) throws -> [any ViewNode] {
        guard case .function(let f) = content else { throw ScriptError(loc, "ForEach needs a content closure") }
        var it = try makeIterator(data, loc)
        var out: [any ViewNode] = []
        while let element = it() {
            try tick(loc)
            let v = try callFunction(f, [element], loc)
            // Each row is tagged with its element's identity, the value a Picker selects.
            let tag = self.tag(for: forEachIdentity(of: element, loc: loc))
            out += try builderChildren(v, loc: loc).map { TaggedView(content: $0, tag: tag) }
        }
        return out
    }
}

/// Text, Spacer, EmptyView, Group and ForEach.
extension NativeRegistry {
    func installTextAndViews() {
        nativeType("TextAlignment", conformances: ["Equatable"]) { t in
            t.constants([("leading", TextAlignment.leading), ("center", TextAlignment.center), ("trailing", TextAlignment.trailing)])
        }
        nativeType("Text.TruncationMode", conformances: ["Equatable"]) { t in
            t.constants([("head", Text.TruncationMode.head), ("middle", Text.TruncationMode.middle), ("tail", Text.TruncationMode.tail)])
        }
        nativeType("Text.Case", conformances: ["Equatable"]) { t in
            t.constants([("uppercase", Text.Case.uppercase), ("lowercase", Text.Case.lowercase)])
        }
        // A localized string key is held as the Text it shows: its Markdown read into runs.
        nativeType("LocalizedStringKey", conformances: ["Equatable"]) { t in
            t.initializer("init(_ value: String)") { c in c.interpreter.wrap(Text(markdown: c.string(0)), as: "LocalizedStringKey") }
            t.initializer("init(stringLiteral value: String)") { c in c.interpreter.wrap(Text(markdown: c.string(0)), as: "LocalizedStringKey") }
        }
        // An attributed string is held as the Text it shows.
        nativeType("AttributedString", conformances: ["Equatable"]) { t in
            t.initializer("init(markdown: String)") { c in c.interpreter.wrap(Text(markdown: c.string(0)), as: "AttributedString") }
            t.initializer("init(_ string: String)") { c in c.interpreter.wrap(Text(c.string(0)), as: "AttributedString") }
        }
        nativeType("Text", conformances: ["View", "Equatable"]) { t in
            t.initializer("init(_ content: String)") { c in c.wrap(Text(c.string(0))) }
            t.initializer("init(verbatim content: String)") { c in c.wrap(Text(c.string(0))) }
            // SwiftUI parses Markdown only in string literals (LocalizedStringKey): a literal argument
            // takes `init(_ key:)` below (see `literalScore`), a String value this verbatim one.
            t.initializer("init(_ attributedContent: AttributedString)") { c in c.wrap(try c.native(0) as Text) }
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
            t.method("foregroundStyle(_ primary: ShapeStyle, _ secondary: ShapeStyle)") { c in c.wrap(try c.receiverView().foregroundStyle(try c.style(0))) }
            t.method("foregroundStyle(_ primary: ShapeStyle, _ secondary: ShapeStyle, _ tertiary: ShapeStyle)") { c in
                c.wrap(try c.receiverView().foregroundStyle(try c.style(0)))
            }
        }
        nativeType("Spacer", conformances: ["View"]) { t in
            t.initializer("init(minLength: CGFloat? = nil)") { c in c.wrap(Spacer(minLength: try c.optionalDouble(0))) }
        }
        nativeType("EmptyView", conformances: ["View"]) { t in
            t.initializer("init()") { c in c.wrap(EmptyView()) }
        }
        nativeType("Group", conformances: ["View"]) { t in
            t.initializer("init<Content: View>(@ViewBuilder content: () -> Content)") { c in c.wrap(LoomUI.Group(content: try c.children(0))) }
        }
        nativeType("ForEach", conformances: ["View"]) { t in
            // `ForEach(0..<3) { i in … }`, `ForEach(items, id: \.self) { … }`, `ForEach(identifiables) { … }`.
            t.initializer("init<Content: View, Data: RandomAccessCollection>(_ data: Data, @ViewBuilder content: (Data.Element) -> Content)") { c in
                c.wrap(LoomUI.Group(content: try c.interpreter.forEachChildren(c.value(0), c.value(1), loc: c.loc)))
            }
            t.initializer("init<Content: View, Data: RandomAccessCollection>(_ data: Data, id: KeyPath, @ViewBuilder content: (Data.Element) -> Content)") { c in
                c.wrap(LoomUI.Group(content: try c.interpreter.forEachChildren(c.value(0), c.value(2), loc: c.loc)))
            }
        }
    }
}
