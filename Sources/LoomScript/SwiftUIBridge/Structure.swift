import LoomGraphics
import LoomUI

extension Interpreter {
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
        while let element = try it() {
            try tick(loc)
            let v = try callFunction(f, [element], loc)
            // Each row is tagged with its element's identity, the value a Picker selects.
            let tag = self.tag(for: forEachIdentity(of: element, loc: loc))
            out += try builderChildren(v, loc: loc).map { TaggedView(content: $0, tag: tag) }
        }
        return out
    }
}

/// Views that only arrange others: `Spacer`, `EmptyView`, `Group` and `ForEach`.
extension NativeRegistry {
    func installStructure() {
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
