import Foundation
import Testing
@testable import LoomNotebook

/// `loom.toml` (#17): the TOML subset, the typed tables, and every command reading it.
@Suite struct TOMLDocumentTests {
    @Test func readsTablesStringsNumbersBooleansAndArrays() throws {
        let document = try TOMLDocument(parsing: """
            # a comment
            [project]
            import-paths = ["Sources", 'Lit\\eral']  # trailing comment
            exclude = [
              "drafts/*",
              "a \\"quoted\\" name",
            ]
            [check]
            require-references = true
            "quoted key" = -1_000.5
            """)
        #expect(document.entries.map(\.table) == ["project", "project", "check", "check"])
        #expect(document.entries[0].value == .strings(["Sources", "Lit\\eral"]))
        #expect(document.entries[1].value == .strings(["drafts/*", "a \"quoted\" name"]))
        #expect(document.entries[2].value == .bool(true))
        #expect(document.entries[3].key == "quoted key" && document.entries[3].value == .number(-1000.5))
        #expect(document.entries.map(\.line) == [3, 4, 9, 10])
    }

    @Test func mistakesNameTheirLine() {
        func problem(_ text: String) -> String? {
            do { _ = try TOMLDocument(parsing: text); return nil } catch { return "\(error)" }
        }
        #expect(problem("[render]\nout = _site\n") == "line 2: '_site' is not a string, number, boolean or array (strings are quoted)")
        #expect(problem("a = 1\na = 2\n") == "line 2: 'a' is set twice")
        #expect(problem("x = \"open\n") == "line 1: the string is not closed with \"")
        #expect(problem("x = [\"a\"\n") == "line 1: the array is not closed with ']'")
        #expect(problem("x 1\n") == "line 1: expected '=' after 'x'")
    }
}

@Suite struct ProjectConfigTests {
    func config(_ text: String, in folder: String = "/project") throws -> ProjectConfig {
        try ProjectConfig(path: folder + "/loom.toml", text: text)
    }

    @Test func tablesSetImportsDefaultsAndFolders() throws {
        let folder = try makeTemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/Sources", withIntermediateDirectories: true)
        let config = try config("""
            [project]
            import-paths = ["Sources"]
            imports = ["PureSwiftUI"]
            [defaults]
            scale = 3
            colorScheme = "dark"
            echo = false
            [render]
            out = "public"
            [check]
            require-references = true
            """, in: folder)
        #expect(config.importPaths == [folder + "/Sources"])
        #expect(config.imports == ["PureSwiftUI"])
        #expect(config.defaults.scale == 3 && config.defaults.colorScheme == .dark && !config.defaults.echo)
        #expect(config.renderOut == folder + "/public")
        #expect(config.checkOut == nil && config.requireReferences)
    }

    @Test func unknownKeysAndBadValuesAreErrorsWithASuggestion() {
        func problem(_ text: String) -> String? {
            do { _ = try config(text); return nil } catch { return "\(error)" }
        }
        #expect(problem("[render]\noutt = \"x\"\n") == "/project/loom.toml:2: unknown key 'outt' in [render]; did you mean 'out'?")
        #expect(problem("[projet]\n") == nil)  // an empty unknown table sets nothing…
        #expect(problem("[projet]\nimports = []\n") == "/project/loom.toml:2: unknown table [projet]; did you mean 'project'?")
        #expect(problem("[defaults]\nscale = 7\n") == "/project/loom.toml:2: option 'scale' expects 1, 2 or 3 pixels per point, not '7'")
        #expect(problem("[project]\nimport-paths = [\"/nonexistent/x\"]\n") == "/project/loom.toml:2: import-paths: no such folder: /nonexistent/x")
        #expect(problem("out = \"x\"\n") == "/project/loom.toml:1: 'out' belongs in a table: [project], [defaults], [render] or [check]")
    }

    @Test func excludedFilesAreLeftOut() throws {
        let config = try config("[project]\nexclude = [\"drafts/*\", \"README.md\"]\n")
        let sources = [SourceFile(path: "/project/README.md", displayPath: "README.md", relativePath: "README.md"),
                       SourceFile(path: "/project/drafts/a/b.md", displayPath: "drafts/a/b.md", relativePath: "drafts/a/b.md"),
                       SourceFile(path: "/project/guide.md", displayPath: "guide.md", relativePath: "guide.md")]
        #expect(config.filter(sources).map(\.relativePath) == ["guide.md"])
    }

    @Test func theNearestConfigUpToThePackageRootApplies() throws {
        let root = try makeTemporaryFolder()
        try FileManager.default.createDirectory(atPath: root + "/pkg/Docs/guides", withIntermediateDirectories: true)
        try "// swift-tools-version:6.0\n".write(toFile: root + "/pkg/Package.swift", atomically: true, encoding: .utf8)
        try "".write(toFile: root + "/loom.toml", atomically: true, encoding: .utf8)  // above the package: not reached
        #expect(ProjectConfig.find(for: root + "/pkg/Docs/guides", workingDirectory: "/") == nil)
        try "".write(toFile: root + "/pkg/loom.toml", atomically: true, encoding: .utf8)
        #expect(ProjectConfig.find(for: "Docs/guides", workingDirectory: root + "/pkg") == root + "/pkg/loom.toml")
        try "".write(toFile: root + "/pkg/Docs/loom.toml", atomically: true, encoding: .utf8)
        #expect(ProjectConfig.find(for: root + "/pkg/Docs/guides/x.md", workingDirectory: "/") == root + "/pkg/Docs/loom.toml")
    }

    @Test func theInitTemplateIsAValidConfig() throws {
        let config = try config(ProjectTemplate.config)
        #expect(config.renderOut == "/project/_site" && config.checkOut == "/project/_check")
        #expect(config.importPaths.isEmpty && config.exclude.isEmpty && !config.requireReferences)
    }
}

@Suite struct ProjectConfigCommandTests {
    @Test func everyCommandReadsTheConfig() throws {
        let folder = try makeTemporaryFolder()
        let docs = folder + "/Docs"
        try FileManager.default.createDirectory(atPath: docs + "/drafts", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/Sources/Badges", withIntermediateDirectories: true)
        try "import SwiftUI\npublic func badge() -> some View { Circle().fill(Color.green).frame(width: 10, height: 10) }\n"
            .write(toFile: folder + "/Sources/Badges/Badge.swift", atomically: true, encoding: .utf8)
        try """
            [project]
            import-paths = ["Sources"]
            imports = ["Badges"]
            exclude = ["Docs/drafts/*"]
            [defaults]
            scale = 3
            [render]
            out = "public"
            """.write(toFile: folder + "/loom.toml", atomically: true, encoding: .utf8)
        try "# Page\n\n```swift\nbadge()\n```\n".write(toFile: docs + "/page.md", atomically: true, encoding: .utf8)
        try "# Draft\n\n```swift\nbroken(\n```\n".write(toFile: docs + "/drafts/wip.md", atomically: true, encoding: .utf8)
        // No --import-path, --import or --out: the config gives them.
        let render = try Loom.run(["render", "Docs"], in: folder)
        #expect(render.status == 0, "\(render.standardError)")
        #expect(!render.standardError.contains("wip.md"))
        let png = try #require(FileManager.default.contents(atPath: folder + "/public/page/1.png"))
        // 10 points at scale 3: the PNG's IHDR says 30 × 30 pixels.
        #expect(Array(png[16..<24]) == [0, 0, 0, 30, 0, 0, 0, 30])
        #expect(!FileManager.default.fileExists(atPath: folder + "/public/drafts/wip.html"))
        // A flag wins over the config.
        #expect(try Loom.run(["render", "Docs", "--out", "elsewhere"], in: folder).status == 0)
        #expect(FileManager.default.fileExists(atPath: folder + "/elsewhere/page.html"))
        // check and record read it too: the excluded draft would fail them.
        #expect(try Loom.run(["check", "Docs"], in: folder).status == 0)
        #expect(try Loom.run(["record", "Docs"], in: folder).status == 0)
    }

    @Test func aBrokenConfigIsAUsageError() throws {
        let folder = try makeTemporaryFolder()
        try "[render]\nouts = \"x\"\n".write(toFile: folder + "/loom.toml", atomically: true, encoding: .utf8)
        try "# P\n".write(toFile: folder + "/p.md", atomically: true, encoding: .utf8)
        let outcome = try Loom.run(["render", "p.md"], in: folder)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("loom.toml:2: unknown key 'outs' in [render]; did you mean 'out'?"))
    }

    @Test func initWritesAConfigAndAFirstNotebookThatRender() throws {
        let folder = try makeTemporaryFolder()
        let made = try Loom.run(["init", "docs"], in: folder)
        #expect(made.status == 0)
        #expect(made.standardOutput.contains("wrote docs/loom.toml\nwrote docs/index.md\n"))
        let render = try Loom.run(["render", "docs"], in: folder)
        #expect(render.status == 0, "\(render.standardError)")
        // The config's out is relative to the config, not to where loom ran.
        #expect(FileManager.default.fileExists(atPath: folder + "/docs/_site/index/greeting.png"))
        // Run again: nothing is overwritten.
        try "# Mine\n".write(toFile: folder + "/docs/index.md", atomically: true, encoding: .utf8)
        let again = try Loom.run(["init", "docs"], in: folder)
        #expect(again.status == 0)
        #expect(again.standardError.contains("docs/index.md exists; left as it is"))
        #expect(try String(contentsOfFile: folder + "/docs/index.md", encoding: .utf8) == "# Mine\n")
    }
}
