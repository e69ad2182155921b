import Foundation
import Testing

/// `loom render`'s cache, self-contained and job flags, through the built binary (#5).
@Suite struct RenderCommandTests {
    private func site() throws -> String {
        let folder = try makeTemporaryFolder()
        try FileManager.default.copyItem(atPath: fixturePath("browser-site"), toPath: folder + "/docs")
        return folder
    }

    @Test func cacheGoesInTheOutputFolderOrWhereToldOrNowhere() throws {
        let folder = try site()
        var outcome = try Loom.run(["render", "docs", "--out", "a"], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(filesBelow(folder + "/a").contains { $0.hasPrefix(".loom-cache/") })
        outcome = try Loom.run(["render", "docs", "--out", "b", "--no-cache"], in: folder)
        #expect(!filesBelow(folder + "/b").contains { $0.hasPrefix(".loom-cache/") })
        outcome = try Loom.run(["render", "docs", "--out", "c", "--cache", "store", "--jobs", "1"], in: folder)
        #expect(!filesBelow(folder + "/c").contains { $0.hasPrefix(".loom-cache/") })
        #expect(filesBelow(folder + "/store").filter { !$0.hasPrefix("highlight/") }.count == 7)
        for file in filesBelow(folder + "/b") {
            #expect(FileManager.default.contents(atPath: folder + "/a/" + file) == FileManager.default.contents(atPath: folder + "/b/" + file))
        }
    }

    @Test func badFlagCombinationsAreUsageErrors() throws {
        let folder = try site()
        #expect(try Loom.run(["render", "docs", "--no-cache", "--cache", "x"], in: folder).status == 2)
        #expect(try Loom.run(["render", "docs", "--jobs", "0"], in: folder).status == 2)
        #expect(try Loom.run(["render", "docs", "--import-path", "nowhere"], in: folder).status == 2)
    }

    @Test func selfContainedWritesOnlyPages() throws {
        let folder = try site()
        let outcome = try Loom.run(["render", "docs", "--out", "out", "--self-contained", "--no-cache"], in: folder)
        #expect(outcome.status == 0)
        #expect(filesBelow(folder + "/out") == ["appendix.html", "colours.html", "guides/shapes.html", "index.html"])
    }

    @Test func importPathSourcesArePartOfTheKey() throws {
        let folder = try site()
        try FileManager.default.createDirectory(atPath: folder + "/lib", withIntermediateDirectories: true)
        try "let a = 1\n".write(toFile: folder + "/lib/A.swift", atomically: true, encoding: .utf8)
        _ = try Loom.run(["render", "docs", "--out", "out", "--import-path", "lib"], in: folder)
        func entries() -> Set<String> { Set(filesBelow(folder + "/out/.loom-cache").filter { !$0.hasPrefix("highlight/") }) }
        let before = entries()
        _ = try Loom.run(["render", "docs", "--out", "out", "--import-path", "lib"], in: folder)
        #expect(entries() == before, "an unchanged library reuses every entry")
        try "let a = 2\n".write(toFile: folder + "/lib/A.swift", atomically: true, encoding: .utf8)
        _ = try Loom.run(["render", "docs", "--out", "out", "--import-path", "lib"], in: folder)
        #expect(entries().subtracting(before).count == 7, "a changed library re-runs every block")
    }
}
