import Foundation
import Testing

/// `loom previews` end to end on a small package written for each test (#14).
@Suite struct PreviewsCommandTests {
    static let card = """
        import SwiftUI

        public struct Card: View {
            var color: Color = .blue
            public init() {}
            public var body: some View {
                Rectangle().fill(color).frame(width: 40, height: 30)
            }
        }

        #Preview("Fixed", traits: .fixedLayout(width: 200, height: 160)) {
            Card()
        }

        #Preview("Fits", traits: .sizeThatFitsLayout) {
            Card()
        }

        #Preview("Side", traits: .landscapeLeft) {
            Card()
        }

        #Preview {
            Card()
        }

        """

    static let broken = """
        import SwiftUI

        #Preview("Broken") {
            Card()
                .noSuchModifier()
        }

        """

    /// A package with the `Cards` target (`files`) and a test target whose preview is not the package's.
    func makePackage(_ files: [String: String], name: String = #function) throws -> String {
        let root = try makeTemporaryFolder(name) + "/Cards"
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Cards", targets: [
                .target(name: "Cards"),
                .testTarget(name: "CardsTests", dependencies: ["Cards"]),
            ])
            """
        let all = files.merging(["Package.swift": manifest,
                                 "Tests/CardsTests/CardsTests.swift": "import SwiftUI\n#Preview { Text(\"not a library preview\") }\n"]) { $1 }
        for (path, text) in all {
            let file = root + "/" + path
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        }
        return root
    }

    func report(_ path: String) throws -> [[String: Any]] {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        return json?["previews"] as? [[String: Any]] ?? []
    }

    @Test("the gallery has every library preview, each on the canvas its traits ask for, and a failing one shows its file:line on its card (#14)")
    func galleryFollowsTraitsAndLocatesFailures() throws {
        let package = try makePackage(["Sources/Cards/Card.swift": Self.card, "Sources/Cards/Broken.swift": Self.broken])
        let out = package + "/../site"
        let outcome = try Loom.run(["previews", package, "--out", out, "--report", package + "/../report.json", "--no-cache"], timeout: 120)
        // One preview fails: the run fails, the rest of the gallery is still made.
        #expect(outcome.status == 1, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("found 5 previews in 2 of 2 Swift files"))
        let previews = try report(package + "/../report.json")
        #expect(previews.count == 5)
        func size(_ name: String) -> [Int]? {
            guard let preview = previews.first(where: { $0["title"] as? String == name }),
                  let image = (preview["outputs"] as? [[String: Any]])?.first else { return nil }
            return [image["width"] as? Int ?? 0, image["height"] as? Int ?? 0]
        }
        // At 2×: a fixed layout is that canvas, size-that-fits the view's own size, landscape an
        // iPhone 15 turned, no trait the iPhone 15's screen.
        #expect(size("Fixed") == [400, 320])
        #expect(size("Fits") == [80, 60])
        #expect(size("Side") == [1704, 786])
        #expect(size("line 23") == [786, 1704])
        let failed = try #require(previews.first { $0["title"] as? String == "Broken" })
        #expect(failed["status"] as? String == "error")
        #expect(failed["source"] as? String == "Sources/Cards/Broken.swift")
        #expect(failed["line"] as? Int == 3)
        let diagnostic = try #require((failed["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["line"] as? Int == 5)
        #expect((diagnostic["message"] as? String)?.contains("noSuchModifier") == true)
        // The terminal and the card name the Swift file and line, not the page Loom made.
        #expect(outcome.standardError.contains("Cards/Sources/Cards/Broken.swift:5:"))
        let card = try String(contentsOfFile: out + "/Cards/Broken.html", encoding: .utf8)
        #expect(card.contains("Sources/Cards/Broken.swift:5:"))
        #expect(card.contains("Sources/Cards/Broken.swift:3</a>"))
        let index = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(index.contains("5 previews found, 4 rendered"))
        #expect(index.contains("href=\"Cards/Card.html#fixed\""))
        #expect(index.contains("loom-sidebar-group\">Cards<"))
    }

    static let growing = """
        import SwiftUI

        struct Ring: View {
            var animated: Bool
            @State private var progress: Double = 0
            var body: some View {
                Circle()
                    .trim(from: 0, to: animated ? progress : 1)
                    .stroke(Color.blue, lineWidth: 12)
                    .frame(width: 80, height: 80)
                    .onAppear { withAnimation(.easeInOut(duration: 1)) { progress = 1 } }
            }
        }

        #Preview("Grows on a phone") { Ring(animated: true) }
        #Preview("Drawn whole on a phone") { Ring(animated: false) }
        #Preview("Grows", traits: .fixedLayout(width: 120, height: 120)) { Ring(animated: true) }
        #Preview("Drawn whole", traits: .fixedLayout(width: 120, height: 120)) { Ring(animated: false) }

        """

    @Test("a preview's still is the view after its onAppear animation has ended, as Xcode's canvas shows it, on a device and on a fixed canvas")
    func previewStillsShowTheSettledView() throws {
        let package = try makePackage(["Sources/Cards/Ring.swift": Self.growing])
        let out = package + "/../site"
        let outcome = try Loom.run(["previews", package, "--out", out, "--report", package + "/../report.json", "--no-cache"], timeout: 120)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let previews = try report(package + "/../report.json")
        func picture(_ title: String) throws -> Data {
            let preview = try #require(previews.first { $0["title"] as? String == title })
            let path = try #require((preview["outputs"] as? [[String: Any]])?.first?["path"] as? String)
            return try Data(contentsOf: URL(fileURLWithPath: out + "/" + path))
        }
        // The ring that grew is the ring drawn whole (at its start it would be nothing at all).
        #expect(try picture("Grows on a phone") == picture("Drawn whole on a phone"))
        #expect(try picture("Grows") == picture("Drawn whole"))
    }

    @Test("--record writes a reference per preview, --check then passes, and a changed view fails with a difference image (#14)")
    func recordThenCheck() throws {
        let package = try makePackage(["Sources/Cards/Card.swift": Self.card])
        let record = try Loom.run(["previews", package, "--record"], timeout: 120)
        #expect(record.status == 0, "\(record.standardError)")
        let references = package + "/Previews/__References__/Cards/Card"
        #expect(Set(filesBelow(references)) == [".loom-fingerprint.json", "Fits.png", "Fixed.png", "Side.png", "line-23.png"])

        let check = try Loom.run(["previews", package, "--check", "--out", package + "/../check", "--junit", package + "/../junit.xml"], timeout: 120)
        #expect(check.status == 0, "\(check.standardError)")
        #expect(check.standardError.contains("checked 4 pictures on 1 page: 4 match (4 byte-identical)"))
        let junit = try String(contentsOfFile: package + "/../junit.xml", encoding: .utf8)
        #expect(junit.contains("name=\"Fixed.png\""))
        #expect(junit.contains("line=\"11\""))

        try Self.card.replacingOccurrences(of: "var color: Color = .blue", with: "var color: Color = .red")
            .write(toFile: package + "/Sources/Cards/Card.swift", atomically: true, encoding: .utf8)
        let drifted = try Loom.run(["previews", package, "--check", "--out", package + "/../check"], timeout: 120)
        #expect(drifted.status == 1)
        #expect(drifted.standardError.contains("Sources/Cards/Card.swift:11: error: Fixed.png differs from its reference"))
        #expect(drifted.standardError.contains("loom previews \(package) --record"))
        #expect(FileManager.default.fileExists(atPath: package + "/../check/Cards/Card/Fixed.difference.png"))
        #expect(FileManager.default.fileExists(atPath: package + "/../check/report.html"))
    }

    @Test("a preview that fails and was never recorded is a warning in --check; one that was recorded and then fails is an error (#14)")
    func unrecordedFailuresAreWarnings() throws {
        let package = try makePackage(["Sources/Cards/Card.swift": Self.card, "Sources/Cards/Broken.swift": Self.broken])
        let record = try Loom.run(["previews", package, "--record"], timeout: 120)
        #expect(record.status == 1, "the broken preview cannot be recorded")
        let check = try Loom.run(["previews", package, "--check", "--out", package + "/../check", "--junit", package + "/../junit.xml"], timeout: 120)
        #expect(check.status == 0, "\(check.standardError)")
        #expect(check.standardError.contains("Broken.png has no reference and its block failed, so it is not checked"))
        #expect(check.standardError.contains("4 match (4 byte-identical), 1 not recorded (failed, no reference)"))
        let junit = try String(contentsOfFile: package + "/../junit.xml", encoding: .utf8)
        #expect(junit.contains("<skipped message="))
        #expect(!junit.contains("<failure"))

        // A recorded preview that now fails is a regression.
        try Self.card.replacingOccurrences(of: "    Card()\n}\n\n#Preview(\"Fits\"", with: "    Card().noSuchModifier()\n}\n\n#Preview(\"Fits\"")
            .write(toFile: package + "/Sources/Cards/Card.swift", atomically: true, encoding: .utf8)
        let broken = try Loom.run(["previews", package, "--check", "--out", package + "/../check"], timeout: 120)
        #expect(broken.status == 1)
        #expect(broken.standardError.contains("Fixed.png could not be checked"), "\(broken.standardError)")
    }

    @Test("a second run takes the pictures from the block cache, until the module's sources change (#14)")
    func theCacheIsKeyedOnTheModulesSources() throws {
        let package = try makePackage(["Sources/Cards/Card.swift": Self.card])
        let arguments = ["previews", package, "--out", package + "/../site"]
        let first = try Loom.run(arguments, timeout: 120)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardError.contains("rendered 4 of 4 previews (0 failed)"))
        #expect(first.standardError.contains(", 0 from the cache"))
        let second = try Loom.run(arguments, timeout: 120)
        #expect(second.standardError.contains(", 4 from the cache"))
        // Another file of the module changes what every preview may see.
        try "public let spacing = 4.0\n".write(toFile: package + "/Sources/Cards/Spacing.swift", atomically: true, encoding: .utf8)
        let third = try Loom.run(arguments, timeout: 120)
        #expect(third.standardError.contains(", 0 from the cache"))
    }

    @Test("a folder without Package.swift is a usage error (#14)")
    func needsAPackage() throws {
        let folder = try makeTemporaryFolder()
        let outcome = try Loom.run(["previews", folder])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("is not a package folder (no Package.swift)"))
    }
}
