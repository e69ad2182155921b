import Foundation
import Testing
@testable import LoomNotebook

@Suite struct ReportTests {
    private func reportObject(_ markdown: String) throws -> [String: Any] {
        let page = renderFake(markdown, relativePath: "guides/page.md")
        let text = Report(pages: [page.report]).jsonText()
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func hasTheDocumentedShape() throws {
        let json = try reportObject("# P\n\n```swift\nview 100 50\nprint hi\nvalue 3\n```\n\n```swift\nok\nerror 2 4 bad \"thing\"\n```\n")
        let pages = try #require(json["pages"] as? [[String: Any]])
        #expect(pages.count == 1)
        #expect(pages[0]["source"] as? String == "guides/page.md")
        #expect(pages[0]["html"] as? String == "guides/page.html")
        let blocks = try #require(pages[0]["blocks"] as? [[String: Any]])
        #expect(blocks.count == 2)

        #expect(blocks[0]["line"] as? Int == 3)
        #expect(blocks[0]["status"] as? String == "ok")
        #expect((blocks[0]["milliseconds"] as? NSNumber) != nil)
        #expect((blocks[0]["diagnostics"] as? [Any])?.isEmpty == true)
        let outputs = try #require(blocks[0]["outputs"] as? [[String: Any]])
        #expect(outputs.count == 3)
        #expect(outputs[0]["kind"] as? String == "image")
        #expect(outputs[0]["path"] as? String == "guides/page/1.png")
        #expect(outputs[0]["width"] as? Int == 200)
        #expect(outputs[0]["height"] as? Int == 100)
        #expect(outputs[0]["scale"] as? Int == 2)
        #expect(outputs[1]["kind"] as? String == "text")
        #expect(outputs[1]["text"] as? String == "hi\n")
        #expect(outputs[2]["kind"] as? String == "value")
        #expect(outputs[2]["text"] as? String == "3")

        #expect(blocks[1]["line"] as? Int == 9)
        #expect(blocks[1]["status"] as? String == "error")
        let diagnostics = try #require(blocks[1]["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(diagnostics[0]["line"] as? Int == 11)
        #expect(diagnostics[0]["column"] as? Int == 4)
        #expect(diagnostics[0]["message"] as? String == "bad \"thing\"")
    }

    @Test func keysComeInTheDocumentedOrder() {
        let page = renderFake("```swift\nprint x\n```\n", relativePath: "p.md")
        let text = Report(pages: [page.report]).jsonText()
        let keys = ["\"pages\"", "\"source\"", "\"html\"", "\"blocks\"", "\"line\"", "\"status\"", "\"outputs\"",
                    "\"kind\"", "\"text\"", "\"diagnostics\"", "\"milliseconds\""]
        let positions = keys.compactMap { text.range(of: $0)?.lowerBound }
        #expect(positions.count == keys.count)
        #expect(positions == positions.sorted())
    }

    @Test func jsonEscapesControlCharacters() {
        #expect(JSONValue.string("a\"b\\c\nd\u{1}").serialized() == "\"a\\\"b\\\\c\\nd\\u0001\"")
        #expect(JSONValue.double(2).serialized() == "2")
        #expect(JSONValue.double(1.5).serialized() == "1.5")
        #expect(JSONValue.object([("b", .int(1)), ("a", .null)]).serialized() == "{\"b\":1,\"a\":null}")
    }
}
