import Foundation
import LoomScript
import Testing
@testable import LoomNotebook

/// A cache that cannot lie (#21): damaged entries are misses, failures are cached as failures.
@Suite struct CacheIntegrityTests {
    private func render(_ markdown: String, cache: BlockCache, folder: String,
                        runner: @escaping () -> any BlockRunner = { FakeRunner() }) -> PageRenderer.RenderedPage {
        PageRenderer(makeRunner: runner, rasterizer: .fake, cache: cache)
            .render(markdown: markdown, sourcePath: folder + "/page.md", relativePath: "page.md")
    }

    @Test func aDamagedEntryIsAMissNotServed() throws {
        let folder = try makeTemporaryFolder()
        let cache = BlockCache(directory: folder + "/cache", environment: CacheEnvironment(fingerprint: "env"))
        let page = "```swift\nprint honest\n```\n"
        _ = render(page, cache: cache, folder: folder)
        let entries = filesBelow(folder + "/cache").filter { $0.hasSuffix(".json") && !$0.hasPrefix("highlight/") }
        let entry = folder + "/cache/" + (try #require(entries.first))
        // Same length, one word changed: a JSON decoder alone would serve it.
        let damaged = try String(contentsOfFile: entry, encoding: .utf8).replacingOccurrences(of: "honest", with: "forged")
        try damaged.write(toFile: entry, atomically: true, encoding: .utf8)
        let again = render(page, cache: cache, folder: folder)
        #expect(again.html.contains("honest"))
        #expect(!again.html.contains("forged"))
        #expect(again.notebook.results.first?.cached == false)
    }

    @Test func sealedEntriesCheckTheirBody() {
        let sealed = BlockCache.sealed(Array("{}".utf8))
        #expect(BlockCache.unsealed(Data(sealed)) == Array("{}".utf8))
        var flipped = sealed
        flipped[flipped.count - 1] = UInt8(ascii: "]")
        #expect(BlockCache.unsealed(Data(flipped)) == nil)
        #expect(BlockCache.unsealed(Data("{\"status\":\"ok\"}".utf8)) == nil, "an unsealed (old or hand-made) entry is a miss")
    }

    /// A session whose every library fails to load.
    final class NoLibraries: BlockRunner {
        func run(_ source: String) -> BlockEvaluation { FakeRunner().run(source) }
        func importModule(_ name: String) -> [ScriptDiagnostic] { [ScriptDiagnostic(line: 1, column: 1, message: "no such module '\(name)'")] }
    }

    @Test func aFailedImportFailsTheCachedRunToo() throws {
        let folder = try makeTemporaryFolder()
        let cache = BlockCache(directory: folder + "/cache", environment: CacheEnvironment(fingerprint: "env"))
        let page = "---\nimports: [Missing]\n---\n```swift\nprint hello\n```\n"
        let cold = render(page, cache: cache, folder: folder, runner: { NoLibraries() })
        let warm = render(page, cache: cache, folder: folder, runner: { NoLibraries() })
        #expect(cold.notebook.results.map(\.status) == [.error])
        #expect(warm.notebook.results.map(\.cached) == [true])
        #expect(warm.notebook.results.map(\.status) == [.error])
        #expect(warm.notebook.results.first?.diagnostics.first?.message == "import Missing: no such module 'Missing'")
    }
}
