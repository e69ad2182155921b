import Foundation
import LoomScript

/// A block's last value on the page, as a Playground's result view shows it: the text `print`
/// writes (a colour's swatch before it), then — for a collection, a struct, a tuple — a small
/// table of its elements, fields or entries, one level deep.
enum ValueHTML {
    static func html(_ value: DisplayValue) -> String {
        let summary = "<pre class=\"loom-output loom-value\"><code>\(swatch(value))\(HTML.escape(value.text))</code></pre>"
        guard let rows = rows(value.content) else { return summary }
        return summary + "<table class=\"loom-value-parts\"><caption>\(HTML.escape(caption(value)))</caption><tbody>"
            + rows + "</tbody></table>"
    }

    /// `[Int] · 3 elements`, `Point`, `[String: Int] · 2 key/value pairs`.
    static func caption(_ value: DisplayValue) -> String {
        func counted(_ n: Int, _ one: String, _ many: String) -> String { "\(value.typeName) · \(n) \(n == 1 ? one : many)" }
        switch value.content {
        case .elements(let xs, let omitted): return counted(xs.count + omitted, "element", "elements")
        case .entries(let xs, let omitted): return counted(xs.count + omitted, "key/value pair", "key/value pairs")
        default: return value.typeName
        }
    }

    private static func rows(_ content: DisplayValue.Content) -> String? {
        switch content {
        case .scalar, .color: return nil
        case .elements(let xs, let omitted):
            return xs.enumerated().map { row(header: String($0.offset), $0.element) }.joined() + more(omitted, "element", "elements")
        case .fields(let fields):
            return fields.map { row(header: HTML.escape($0.name), $0.value) }.joined()
        case .entries(let entries, let omitted):
            return entries.map { row(header: "<code>\(swatch($0.key))\(HTML.escape($0.key.text))</code>", $0.value) }.joined()
                + more(omitted, "key/value pair", "key/value pairs")
        }
    }

    private static func row(header: String, _ value: DisplayValue) -> String {
        "<tr><th scope=\"row\">\(header)</th><td><code>\(swatch(value))\(HTML.escape(value.text))</code></td></tr>"
    }

    private static func more(_ omitted: Int, _ one: String, _ many: String) -> String {
        omitted == 0 ? "" : "<tr class=\"loom-value-more\"><td colspan=\"2\">… \(omitted) more \(omitted == 1 ? one : many)</td></tr>"
    }

    /// A square of the colour, its hex value as a tooltip; the text beside it names the colour.
    private static func swatch(_ value: DisplayValue) -> String {
        guard case .color(let c) = value.content else { return "" }
        func byte(_ x: Double) -> Int { Int((min(max(x.isNaN ? 0 : x, 0), 1) * 255).rounded()) }
        let (r, g, b) = (byte(c.red), byte(c.green), byte(c.blue))
        let alpha = HTML.number(min(max(c.alpha.isNaN ? 1 : c.alpha, 0), 1))
        let hex = String(format: "#%02X%02X%02X", r, g, b)
        return "<span class=\"loom-swatch\" style=\"background-color: rgb(\(r) \(g) \(b) / \(alpha))\" title=\"\(hex)\" aria-hidden=\"true\"></span>"
    }
}
