import LoomScript
import Testing
@testable import LoomNotebook

/// How a block's last value looks on the page (#15): the `print` text as before, a swatch for a
/// colour, a table of a collection's or a struct's parts.
@Suite struct ValueHTMLTests {
    @Test func aScalarIsThePreItAlwaysWas() {
        #expect(ValueHTML.html(DisplayValue(text: "a < b", typeName: "String"))
            == "<pre class=\"loom-output loom-value\"><code>a &lt; b</code></pre>")
    }

    @Test func aColourGetsASwatchWithItsHexAsTooltip() {
        let html = ValueHTML.html(DisplayValue(text: "orange", typeName: "UIColor",
                                               content: .color(.init(red: 1, green: 0.5, blue: 0, alpha: 0.25))))
        #expect(html == "<pre class=\"loom-output loom-value\"><code><span class=\"loom-swatch\" style=\"background-color: rgb(255 128 0 / 0.25)\" title=\"#FF8000\" aria-hidden=\"true\"></span>orange</code></pre>")
    }

    @Test func aStructsFieldsBecomeRowsUnderItsName() {
        let value = DisplayValue(text: "Point(x: 1.0, y: 2.0)", typeName: "Point", content: .fields([
            .init(name: "x", value: .init(text: "1.0")), .init(name: "y", value: .init(text: "2.0")),
        ]))
        #expect(ValueHTML.html(value).hasSuffix("<table class=\"loom-value-parts\"><caption>Point</caption><tbody>"
            + "<tr><th scope=\"row\">x</th><td><code>1.0</code></td></tr><tr><th scope=\"row\">y</th><td><code>2.0</code></td></tr>"
            + "</tbody></table>"))
    }

    @Test func elementsAreNumberedAndTheOmittedCounted() {
        let value = DisplayValue(text: "[1, 2, 3]", typeName: "[Int]", content: .elements([.init(text: "1")], omitted: 2))
        let html = ValueHTML.html(value)
        #expect(html.contains("<caption>[Int] · 3 elements</caption>"))
        #expect(html.contains("<tr><th scope=\"row\">0</th><td><code>1</code></td></tr>"))
        #expect(html.contains("<tr class=\"loom-value-more\"><td colspan=\"2\">… 2 more elements</td></tr>"))
    }

    @Test func dictionaryKeysAreCodeAndNamesAreEscaped() {
        let value = DisplayValue(text: "[\"<a>\": 1]", typeName: "[String: Int]", content: .entries([
            .init(key: .init(text: "\"<a>\""), value: .init(text: "1")),
        ], omitted: 0))
        let html = ValueHTML.html(value)
        #expect(html.contains("<caption>[String: Int] · 1 key/value pair</caption>"))
        #expect(html.contains("<tr><th scope=\"row\"><code>&quot;&lt;a&gt;&quot;</code></th><td><code>1</code></td></tr>"))
    }
}
