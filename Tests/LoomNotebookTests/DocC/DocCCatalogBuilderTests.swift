import Foundation
import Testing
@testable import LoomNotebook

@Suite struct DocCCatalogBuilderTests {
    static let circle = "Circle().fill(Color.primary).frame(width: 20, height: 20)"

    func build(_ catalog: String, out: String) throws -> (DocCCatalogBuilder.Result, [String]) {
        var lines: [String] = []
        let builder = DocCCatalogBuilder(pageRenderer: PageRenderer(), log: { lines.append($0) })
        let result = try builder.build(try DocCCatalog(path: catalog), out: out)
        return (result, lines)
    }

    @Test("A block's picture becomes a light and a ~dark @2x resource, placed right after the block (#18)")
    func picturesBecomeResourcesPlacedAfterTheirBlocks() throws {
        let article = "# Guide\n\nA dot:\n\n```swift\n\(Self.circle)\n```\nAfter the dot.\n"
        let (root, catalog) = try makeCatalog(["Guide.md": text(article)])
        let (result, _) = try build(catalog, out: root + "/out")
        #expect(result.succeeded)
        let copy = root + "/out/Shapes.docc"
        #expect(try String(contentsOfFile: copy + "/Guide.md", encoding: .utf8) == """
            # Guide

            A dot:

            ```swift
            \(Self.circle)
            ```

            ![The picture the code above draws, made by Loom](Guide-1.png)

            After the dot.

            """)
        let light = FileManager.default.contents(atPath: copy + "/Resources/Guide-1@2x.png").map(Array.init)
        let dark = FileManager.default.contents(atPath: copy + "/Resources/Guide-1~dark@2x.png").map(Array.init)
        #expect(light == (try loomPicture(Self.circle)))
        #expect(dark == (try loomPicture(Self.circle, options: "//| colorScheme: dark\n")))
        #expect(light != dark)  // Color.primary is black in light, white in dark
        #expect(result.pictures.map(\.files) == [["Resources/Guide-1@2x.png", "Resources/Guide-1~dark@2x.png"]])
    }

    @Test("The image right after a block is its reference: Loom's picture replaces it, the user's catalog is untouched (#18)")
    func aPlacedImageIsReplacedInTheCopyOnly() throws {
        let article = """
            # Guide

            ```swift
            \(Self.circle)
            ```

            @Image(source: dot.png, alt: "A dot")

            ```swift
            //| output: square.png
            Rectangle().frame(width: 10, height: 10)
            ```

            ![A square](square)
            """
        let (root, catalog) = try makeCatalog(["Guide.md": text(article), "Resources/dot.png": [1, 2, 3],
                                               "Resources/square@2x.png": [4, 5], "Resources/square~dark@2x.png": [6]])
        let before = snapshot(catalog)
        let (result, _) = try build(catalog, out: root + "/out")
        #expect(result.succeeded)
        #expect(snapshot(catalog) == before)
        let copy = root + "/out/Shapes.docc"
        #expect(try String(contentsOfFile: copy + "/Guide.md", encoding: .utf8) == article.replacingOccurrences(of: "//| output: square.png\n", with: ""))
        #expect(filesBelow(copy).filter { $0.hasPrefix("Resources/") } == [
            "Resources/dot@2x.png", "Resources/dot~dark@2x.png", "Resources/square@2x.png", "Resources/square~dark@2x.png"])
        let dot = FileManager.default.contents(atPath: copy + "/Resources/dot@2x.png").map(Array.init)
        #expect(dot == (try loomPicture(Self.circle)))
        #expect(result.pictures.map(\.replacedReference) == [true, true])
    }

    @Test("A failing block is reported at the article's line; the other blocks still draw (#18)")
    func failuresAreLocatedAndLocal() throws {
        let article = "# Guide\n\n```swift\nlet x = 1\nCircle().fill(undefinedColor)\n```\n\n```swift\n\(Self.circle)\n```\n"
        let (root, catalog) = try makeCatalog(["Guide.md": text(article)])
        let (result, lines) = try build(catalog, out: root + "/out")
        #expect(result.failedBlocks == 1)
        #expect(lines.contains { $0.hasPrefix(catalog + "/Guide.md:5:") && $0.contains("error: cannot find 'undefinedColor' in scope") })
        #expect(result.pictures.map(\.base) == ["Guide-1"])
        #expect(try String(contentsOfFile: root + "/out/Shapes.docc/Guide.md", encoding: .utf8).contains("```\n\n![The picture the code above draws, made by Loom](Guide-1.png)\n"))
    }

    @Test("Option lines and hidden blocks stay out of the copy; hidden setup still runs (#18)")
    func loomMarkupStaysOutOfTheCopy() throws {
        let article = "# Guide\n\n```swift hidden\nlet side = 12.0\n```\n\n```swift\n//| alt: A small square\nRectangle().frame(width: side, height: side)\n```\n"
        let (root, catalog) = try makeCatalog(["Guide.md": text(article)])
        let (result, _) = try build(catalog, out: root + "/out")
        #expect(result.succeeded)
        #expect(try String(contentsOfFile: root + "/out/Shapes.docc/Guide.md", encoding: .utf8)
                == "# Guide\n\n\n```swift\nRectangle().frame(width: side, height: side)\n```\n\n![A small square](Guide-1.png)\n")
    }

    @Test("Two articles' pictures with one name, or a name the catalog already uses, are located errors (#18)")
    func nameCollisionsAreErrors() throws {
        let dot = "```swift\n//| output: dot.png\n\(Self.circle)\n```\n"
        let (root, catalog) = try makeCatalog(["A.md": text("# A\n\n" + dot), "B.md": text("# B\n\n" + dot + "\n```swift\n//| output: logo.png\n\(Self.circle)\n```\n"),
                                               "Resources/logo@2x.png": [9]])
        let (result, _) = try build(catalog, out: root + "/out")
        #expect(result.problems == [
            "\(catalog)/B.md:3: error: the picture name 'dot' is already taken by the block at \(catalog)/A.md:3; give one of them another `//| output:` name",
            "\(catalog)/B.md:8: error: the picture name 'logo' is taken by the catalog's Resources/logo@2x.png; give the block another `//| output:` name",
        ])
        #expect(FileManager.default.contents(atPath: root + "/out/Shapes.docc/Resources/logo@2x.png") == Data([9]))
        #expect(result.pictures.map(\.article) == [catalog + "/A.md"])
    }

    @Test("An output folder inside the catalog, holding it, or with a folder Loom did not make is refused before anything is written (#18)")
    func unsafeOutputFoldersAreRefused() throws {
        let (root, catalog) = try makeCatalog(["A.md": text("# A\n")])
        let shapes = try DocCCatalog(path: catalog)
        #expect(DocCCatalogBuilder.outputProblem(catalog: shapes, out: catalog + "/out")?.contains("is inside the catalog") == true)
        #expect(DocCCatalogBuilder.outputProblem(catalog: shapes, out: root)?.contains("is, or contains, the catalog") == true)
        try FileManager.default.createDirectory(atPath: root + "/mine/site", withIntermediateDirectories: true)
        #expect(DocCCatalogBuilder.outputProblem(catalog: shapes, out: root + "/mine")
                == "\(root)/mine/site exists and was not made by loom docc; choose another --out or move it")
        #expect(throws: LoomError.self) { try build(catalog, out: root + "/mine") }
        #expect(filesBelow(root + "/mine").isEmpty)
        try FileManager.default.createDirectory(atPath: root + "/logs", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: root + "/logs/docc.log", contents: Data("mine".utf8))
        #expect(DocCCatalogBuilder.outputProblem(catalog: shapes, out: root + "/logs")?.hasSuffix("/logs/docc.log exists and was not made by loom docc; choose another --out or move it") == true)
        // Loom's own earlier output is replaced.
        _ = try build(catalog, out: root + "/out")
        _ = try build(catalog, out: root + "/out")
        #expect(DocCCatalogBuilder.outputProblem(catalog: shapes, out: root + "/out") == nil)
    }

    @Test("A catalog in Package/Sources/Target/ documents Target of Package (#18)")
    func aCatalogKnowsItsTarget() throws {
        let root = try makeTemporaryFolder()
        try FileManager.default.createDirectory(atPath: root + "/Sources/Views/Views.docc", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: root + "/Package.swift", contents: Data())
        let catalog = try DocCCatalog(path: root + "/Sources/Views/Views.docc")
        #expect(catalog.packageTarget?.package == root)
        #expect(catalog.packageTarget?.target == "Views")
        #expect(catalog.name == "Views")
        #expect(throws: DocCCatalog.Problem.notCatalog(root + "/Sources")) { try DocCCatalog(path: root + "/Sources") }
        #expect(throws: DocCCatalog.Problem.missing(root + "/No.docc")) { try DocCCatalog(path: root + "/No.docc") }
    }

    @Test("A symlink in the catalog is neither copied nor written through: what it points at is untouched (#18)")
    func symlinksAreNotFollowed() throws {
        let article = "# Guide\n\n```swift\n\(Self.circle)\n```\n\n![A dot](dot.png)\n"
        let (root, catalog) = try makeCatalog(["Guide.md": text(article)])
        try FileManager.default.createDirectory(atPath: root + "/victim", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: root + "/victim/dot.png", contents: Data([7]))
        try FileManager.default.createSymbolicLink(atPath: catalog + "/Resources", withDestinationPath: root + "/victim")
        let (result, lines) = try build(catalog, out: root + "/out")
        #expect(lines.contains("\(catalog)/Resources: warning: not a regular file or folder (a symlink?); not copied"))
        #expect(snapshot(root + "/victim") == ["dot.png": Data([7])])
        #expect(result.pictures.count == 1)
        for file in result.pictures.flatMap(\.files) {
            #expect(!Sandbox.isSymlink(root + "/out/Shapes.docc/" + (file as NSString).deletingLastPathComponent))
            #expect(Sandbox.contains(root + "/out", root + "/out/Shapes.docc/" + file))
        }
    }
}
