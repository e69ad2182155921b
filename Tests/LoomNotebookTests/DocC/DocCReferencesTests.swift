import Foundation
import Testing
@testable import LoomNotebook

@Suite struct DocCReferencesTests {
    static let article = """
        # Guide

        ```swift
        Circle().fill(Color.primary).frame(width: 20, height: 20)
        ```

        @Image(source: dot.png, alt: "A dot")
        """

    @Test("record writes a catalog's references in Loom's variants, and check then passes; the article is never changed (#18)")
    func recordThenCheck() throws {
        let (root, catalog) = try makeCatalog(["Guide.md": text(Self.article), "Resources/dot.png": [1, 2, 3]])
        let references = DocCReferences(pageRenderer: PageRenderer())
        let shapes = try DocCCatalog(path: catalog)
        // The hand-made 1× picture is not what Loom draws at 2×: missing.
        let before = try references.check(shapes, artifacts: root + "/check")
        #expect(before.cases.map(\.file) == ["Resources/dot@2x.png"])
        #expect(before.cases.map(\.outcome) == [.missing])
        #expect(before.exitStatus == 1)
        let recorded = try references.record(shapes)
        #expect(recorded.cases.map(\.file) == ["Resources/dot@2x.png", "Resources/dot~dark@2x.png"])
        #expect(recorded.cases.map(\.outcome) == [.written, .written])
        #expect(FileManager.default.contents(atPath: catalog + "/Resources/dot@2x.png").map(Array.init)
                == (try loomPicture("Circle().fill(Color.primary).frame(width: 20, height: 20)")))
        #expect(try String(contentsOfFile: catalog + "/Guide.md", encoding: .utf8) == Self.article)
        #expect(FileManager.default.contents(atPath: catalog + "/Resources/dot.png") == Data([1, 2, 3]))
        let after = try references.check(shapes, artifacts: root + "/check")
        #expect(after.cases.map(\.outcome) == [.matches, .matches])
        #expect(after.exitStatus == 0)
        #expect(try references.record(shapes).cases.map(\.outcome) == [.unchanged, .unchanged])
    }

    @Test("check fails on a drifted dark variant and leaves the new picture as an artifact (#18)")
    func driftIsReported() throws {
        let (root, catalog) = try makeCatalog(["Guide.md": text(Self.article)])
        let references = DocCReferences(pageRenderer: PageRenderer())
        let shapes = try DocCCatalog(path: catalog)
        _ = try references.record(shapes)
        // The light picture where the dark one belongs: same size, other colours.
        try FileManager.default.copyItem(atPath: catalog + "/Resources/dot@2x.png", toPath: root + "/light.png")
        try FileManager.default.removeItem(atPath: catalog + "/Resources/dot~dark@2x.png")
        try FileManager.default.copyItem(atPath: root + "/light.png", toPath: catalog + "/Resources/dot~dark@2x.png")
        let result = try references.check(shapes, artifacts: root + "/check")
        #expect(result.exitStatus == 1)
        guard case .differs(let message)? = result.cases.last?.outcome else {
            Issue.record("expected the dark variant to differ: \(result.cases)")
            return
        }
        #expect(message.contains("check/Resources/dot~dark@2x.actual.png"))
        #expect(FileManager.default.fileExists(atPath: root + "/check/Resources/dot~dark@2x.actual.png"))
    }
}
