/// A block's last value as data for the page (see `DisplayValue`): its `print` text, and one
/// level of its parts — elements, fields, entries — each with its debug text, as inside a
/// collection, and a swatch when it is a colour.
extension Interpreter {
    func display(_ v: Value) -> DisplayValue {
        DisplayValue(text: describe(v), typeName: metatype(of: v).name, content: parts(of: v))
    }

    private func part(_ v: Value) -> DisplayValue {
        DisplayValue(text: describe(v, debug: true), typeName: metatype(of: v).name, content: swatch(v).map { .color($0) } ?? .scalar)
    }

    private func parts(of v: Value) -> DisplayValue.Content {
        switch v {
        case .some(let x): return parts(of: x)
        case .array(let xs) where !xs.isEmpty: return elements(xs)
        case .set(let s) where !s.members.isEmpty: return elements(s.members)
        case .dictionary(let d) where !d.keys.isEmpty:
            let shown = min(d.keys.count, DisplayValue.shownParts)
            return .entries((0..<shown).map { DisplayValue.Entry(key: part(d.keys[$0]), value: part(d.values[$0])) },
                            omitted: d.keys.count - shown)
        case .tuple(let vs, let labels) where !vs.isEmpty: return fields(vs, labels)
        case .enumValue(let e) where !e.payload.isEmpty: return fields(e.payload, e.labels)
        case .structValue(let s): return stored(s.type.storedProperties.map(\.name), s.fields)
        case .object(let o):
            // A class shows its own stored properties after those it inherits, as a Playground does.
            return stored(o.type.chain.reversed().flatMap(\.storedProperties).map(\.name), o.fields)
        default:
            return swatch(v).map { .color($0) } ?? .scalar
        }
    }

    private func stored(_ names: [String], _ fields: Fields) -> DisplayValue.Content {
        names.isEmpty ? .scalar : .fields(names.map { .init(name: $0, value: part(fields[$0] ?? .void)) })
    }

    private func elements(_ xs: [Value]) -> DisplayValue.Content {
        let shown = xs.prefix(DisplayValue.shownParts)
        return .elements(shown.map(part), omitted: xs.count - shown.count)
    }

    /// Unlabelled parts are named by position, as Swift names a tuple's (`.0`, `.1`).
    private func fields(_ vs: [Value], _ labels: [String?]) -> DisplayValue.Content {
        .fields(vs.indices.map { i in .init(name: (i < labels.count ? labels[i] : nil) ?? ".\(i)", value: part(vs[i])) })
    }

    /// A colour's components, when the native type says how to resolve one.
    private func swatch(_ v: Value) -> DisplayValue.Swatch? {
        guard case .native(let n) = v, let rgba = n.type.swatch?(n.payload) else { return nil }
        return DisplayValue.Swatch(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }
}
