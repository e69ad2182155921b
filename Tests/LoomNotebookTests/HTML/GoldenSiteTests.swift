import Foundation
import LoomTestSupport
import Testing
@testable import LoomNotebook

/// mdBook-style fixture sites: `Fixtures/golden/<case>/notebooks` is built with the fake
/// pipeline and every output file must equal `Fixtures/golden/<case>/expected`, with no file
/// missing or extra. `LOOM_RECORD=failed` (or `all`) rewrites the expectations.
@Suite struct GoldenSiteTests {
    /// The fixtures in the source tree (not the bundle copy), so expectations can be rewritten.
    static let sourceFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/golden").path

    @Test(arguments: ["tour"])
    func siteMatchesExpected(_ name: String) throws {
        let out = try makeTemporaryFolder()
        let builder = SiteBuilder(outputDirectory: out, pageRenderer: .fake())
        let result = try builder.build(inputs: [fixturePath("golden/\(name)/notebooks")],
                                       reportPath: nil)
        #expect(result.exitStatus == 1)
        let expected = Self.sourceFixtures + "/\(name)/expected"
        if case .success(let mode) = RecordMode.current, mode == .all || mode == .failed {
            try? FileManager.default.removeItem(atPath: expected)
            try FileManager.default.copyItem(atPath: out, toPath: expected)
            return
        }
        let actualFiles = filesBelow(out)
        let expectedFiles = filesBelow(expected)
        #expect(actualFiles == expectedFiles, "files differ; rerun with LOOM_RECORD=failed to accept")
        for file in Set(actualFiles).intersection(expectedFiles).sorted() {
            let actual = FileManager.default.contents(atPath: out + "/" + file)
            let wanted = FileManager.default.contents(atPath: expected + "/" + file)
            #expect(actual == wanted, "\(file) differs from \(expected)/\(file)")
        }
    }
}
