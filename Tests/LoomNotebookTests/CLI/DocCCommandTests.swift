import Foundation
import Testing
import LoomNotebook

@Suite struct DocCCommandTests {
    static let hasDocC = DocCConverter.find() != nil

    @Test("loom docc makes a DocC site whose article shows Loom's picture, light and dark (#18)", .enabled(if: hasDocC))
    func theSiteShowsLoomsPictures() throws {
        let (root, catalog) = try makeCatalog([
            "Guide.md": text("# Guide\n\nA dot.\n\n```swift\nCircle().fill(Color.primary).frame(width: 20, height: 20)\n```\n"),
        ])
        let outcome = try Loom.run(["docc", catalog, "--out", root + "/out"], timeout: 120)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("ran \(catalog): 1 article, 1 block, 0 failed; 1 picture"))
        let page = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: root + "/out/site/data/documentation/guide.json"))) as? [String: Any]
        // The article's paragraph after the code listing shows the image the references list.
        let content = try String(contentsOfFile: root + "/out/site/data/documentation/guide.json", encoding: .utf8)
        #expect(content.contains(#"{"identifier":"Guide-1.png","type":"image"}"#) || content.contains(#"{"type":"image","identifier":"Guide-1.png"}"#))
        let reference = (page?["references"] as? [String: Any])?["Guide-1.png"] as? [String: Any]
        let variants = (reference?["variants"] as? [[String: Any]]) ?? []
        let byTrait = Dictionary(variants.compactMap { variant -> (String, String)? in
            guard let traits = variant["traits"] as? [String], let url = variant["url"] as? String else { return nil }
            return (traits.sorted().joined(separator: ","), url)
        }, uniquingKeysWith: { first, _ in first })
        #expect(byTrait["2x,light"] == "/images/Shapes/Guide-1@2x.png")
        #expect(byTrait["2x,dark"] == "/images/Shapes/Guide-1~dark@2x.png")
        // The site serves the very bytes Loom drew.
        let served = FileManager.default.contents(atPath: root + "/out/site/images/Shapes/Guide-1~dark@2x.png").map(Array.init)
        #expect(served == (try loomPicture("Circle().fill(Color.primary).frame(width: 20, height: 20)", options: "//| colorScheme: dark\n")))
        #expect(FileManager.default.fileExists(atPath: root + "/out/site/index.html"))
    }

    @Test("loom docc on a folder that is not a catalog, or with --out inside it, is a usage error that writes nothing (#18)")
    func badInputIsAUsageError() throws {
        let (root, catalog) = try makeCatalog(["Guide.md": text("# Guide\n")])
        let notCatalog = try Loom.run(["docc", root, "--out", root + "/out"])
        #expect(notCatalog.status == 2)
        #expect(notCatalog.standardError.contains("\(root) is not a DocC catalog (a folder whose name ends in .docc)"))
        let inside = try Loom.run(["docc", catalog, "--out", catalog + "/site"])
        #expect(inside.status == 2)
        #expect(inside.standardError.contains("is inside the catalog"))
        #expect(filesBelow(root) == ["Shapes.docc/Guide.md"])
    }

    @Test("A block that fails makes loom docc exit 1 with the article's file and line, and the site is still made (#18)")
    func aFailingBlockIsLocated() throws {
        let (root, catalog) = try makeCatalog(["Guide.md": text("# Guide\n\n```swift\nText(missing)\n```\n")])
        let outcome = try Loom.run(["docc", catalog, "--out", root + "/out", "--no-convert"])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("\(catalog)/Guide.md:4:6: error: cannot find 'missing' in scope"))
        #expect(FileManager.default.fileExists(atPath: root + "/out/Shapes.docc/Guide.md"))
    }

    @Test("loom record then loom check on a catalog: its images are the references, and a drifted one fails (#18)")
    func checkAndRecordTakeACatalog() throws {
        let (root, catalog) = try makeCatalog([
            "Guide.md": text("# Guide\n\n```swift\nCircle().fill(Color.primary).frame(width: 20, height: 20)\n```\n\n![A dot](dot.png)\n"),
        ])
        let recorded = try Loom.run(["record", catalog], in: root)
        #expect(recorded.status == 0, "\(recorded.standardError)")
        #expect(recorded.standardOutput.contains("recorded references of \(catalog): 2 written, 0 unchanged")
                || recorded.standardError.contains("recorded references of \(catalog): 2 written, 0 unchanged"))
        let checked = try Loom.run(["check", catalog, "--out", root + "/check"], in: root)
        #expect(checked.status == 0, "\(checked.standardError)")
        #expect(checked.standardError.contains("checked 2 pictures of \(catalog): 2 match, 0 differ or are missing; 0 blocks failed"))
        try Data([0]).write(to: URL(fileURLWithPath: catalog + "/Resources/dot@2x.png"))
        let drifted = try Loom.run(["check", catalog, "--out", root + "/check"], in: root)
        #expect(drifted.status == 1)
        #expect(drifted.standardError.contains("\(catalog)/Guide.md:3: error: \(catalog)/Resources/dot@2x.png differs: the reference is not a readable PNG file"))
    }
}
