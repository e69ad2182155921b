import LoomGraphics
import LoomUI
import Testing
@testable import LoomScript

/// A block's last value reaches the page as data (#15): its `print` text, and one level of its
/// parts — what a Playground's result view lists.
@Suite struct DisplayValueTests {
    func lastValue(_ source: String) throws -> DisplayValue {
        let result = ScriptSession().run(source)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let values = result.outputs.compactMap { output -> DisplayValue? in
            if case .value(let v) = output { return v }
            return nil
        }
        return try #require(values.last)
    }

    func swatch(_ rgba: RGBA) -> DisplayValue.Content {
        .color(.init(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha))
    }

    @Test func aStructShowsItsStoredFieldsInOrder() throws {
        let v = try lastValue("struct Point { var x: Double; var y = 2; var norm: Double { x } }\nPoint(x: 1)")
        #expect(v.text == "Point(x: 1.0, y: 2)")
        #expect(v.typeName == "Point")
        #expect(v.content == .fields([.init(name: "x", value: .init(text: "1.0", typeName: "Double")),
                                      .init(name: "y", value: .init(text: "2", typeName: "Int"))]))
    }

    @Test func partsShowTheirDebugTextAsInsideACollection() throws {
        let v = try lastValue("[\"a\": 1]")
        #expect(v.text == "[\"a\": 1]")
        #expect(v.typeName == "[String: Int]")
        #expect(v.content == .entries([.init(key: .init(text: "\"a\"", typeName: "String"), value: .init(text: "1", typeName: "Int"))], omitted: 0))
    }

    @Test func aLongArrayShowsItsFirstHundredElementsAndCountsTheRest() throws {
        let v = try lastValue("Array(0..<250)")
        guard case .elements(let shown, let omitted) = v.content else { Issue.record("\(v.content)"); return }
        #expect(shown.count == DisplayValue.shownParts && omitted == 150)
        #expect(shown.first?.text == "0" && shown.last?.text == "99")
    }

    @Test func colourPartsCarryTheSwatchLoomUIResolves() throws {
        let v = try lastValue("struct Theme { var accent: Color; var ink: UIColor }\nTheme(accent: .orange, ink: .systemRed)")
        guard case .fields(let fields) = v.content, fields.count == 2 else { Issue.record("\(v.content)"); return }
        #expect(fields[0].value.content == swatch(Color.orange.resolve()))
        #expect(fields[1].value.content == swatch(Color.red.resolve()), "UIColor.systemRed is SwiftUI's red")
    }

    @Test func aPlatformColourOnItsOwnIsASwatch() throws {
        let v = try lastValue("UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25)")
        #expect(v.content == .color(.init(red: 1, green: 0.5, blue: 0, alpha: 0.25)))
        #expect(v.text == "UIExtendedSRGBColorSpace 1.0 0.5 0.0 0.25")
    }

    @Test func tuplesAndPayloadsAreNamedByLabelOrPosition() throws {
        let tuple = try lastValue("(1, name: \"x\")")
        #expect(tuple.content == .fields([.init(name: ".0", value: .init(text: "1", typeName: "Int")),
                                          .init(name: "name", value: .init(text: "\"x\"", typeName: "String"))]))
        let payload = try lastValue("enum Shape { case rect(width: Int, Int) }\nShape.rect(width: 3, 4)")
        #expect(payload.content == .fields([.init(name: "width", value: .init(text: "3", typeName: "Int")),
                                            .init(name: ".1", value: .init(text: "4", typeName: "Int"))]))
    }

    @Test func aClassListsInheritedFieldsFirstAndAnOptionalShowsWhatItWraps() throws {
        let object = try lastValue("class A { var a = 1 }\nclass B: A { var b = 2 }\nB()")
        #expect(object.text == "main.B")
        #expect(object.content == .fields([.init(name: "a", value: .init(text: "1", typeName: "Int")),
                                           .init(name: "b", value: .init(text: "2", typeName: "Int"))]))
        let optional = try lastValue("let xs: [Int]? = [7]\nxs")
        #expect(optional.text == "Optional([7])")
        #expect(optional.content == .elements([.init(text: "7", typeName: "Int")], omitted: 0))
    }

    @Test func scalarsAreJustTheirText() throws {
        #expect(try lastValue("\"hi\"") == DisplayValue(text: "hi", typeName: "String"))
        #expect(try lastValue("[Int]()").content == .scalar)
        #expect(try lastValue("1.5").content == .scalar)
    }
}
