import Foundation
import Testing

/// What page commands print (#17): progress and colour on a terminal (with the failure count in
/// the last line), `--quiet`, `--verbose`, `NO_COLOR`, honest zeros and a clean error for an
/// `--out` that is a file.
@Suite struct CommandOutputTests {
    /// A folder with one page whose block fails and one that is fine.
    func pages() throws -> String {
        let folder = try makeTemporaryFolder()
        try "# Broken\n\n```swift\nCircel()\n```\n".write(toFile: folder + "/broken.md", atomically: true, encoding: .utf8)
        try "# Fine\n\n```swift\nlet x = 1\n```\n".write(toFile: folder + "/fine.md", atomically: true, encoding: .utf8)
        return folder
    }

    @Test func onATerminalTheLastLineCountsTheFailures() throws {
        let folder = try pages()
        guard let outcome = try Loom.runOnTerminal(["render", ".", "--out", "site"], in: folder) else { return }
        #expect(outcome.status == 1)
        // What the terminal shows last: after the last carriage return, without the erase-line code.
        let lines = outcome.standardOutput.replacingOccurrences(of: "\u{1B}[2K", with: "")
            .replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n")
            .map { $0.split(separator: "\r").last.map(String.init) ?? "" }
        #expect(lines.last?.hasPrefix("rendered 2 pages (2 blocks, 1 failed) in ") == true, "\(lines)")
        // The live line stood for the per-page lines; the failure still shows, in colour.
        #expect(outcome.standardOutput.contains("[2/2 pages]"))
        #expect(!outcome.standardOutput.contains("rendered fine.md"))
        #expect(outcome.standardOutput.contains("broken.md:4:1: \u{1B}[1;31merror:\u{1B}[0m cannot find 'Circel' in scope"))
    }

    @Test func noColorTurnsColourOff() throws {
        let folder = try pages()
        guard let outcome = try Loom.runOnTerminal(["render", ".", "--out", "site"], in: folder, environment: ["NO_COLOR": "1"]) else { return }
        #expect(outcome.standardOutput.contains("broken.md:4:1: error: cannot find 'Circel' in scope"))
        #expect(!outcome.standardOutput.contains("\u{1B}[1;31m"))
    }

    @Test func checkAndRecordShowProgressOnATerminal() throws {
        let folder = try makeTemporaryFolder()
        for item in ["guide.md", "guide"] {
            try FileManager.default.copyItem(atPath: fixturePath("check/" + item), toPath: folder + "/" + item)
        }
        guard let check = try Loom.runOnTerminal(["check", "guide.md"], in: folder),
              let record = try Loom.runOnTerminal(["record", "guide.md"], in: folder) else { return }
        #expect(check.standardOutput.contains("[1/1 pages] 2 blocks, 0 failed"))
        #expect(check.standardOutput.contains("checked 2 pictures on 1 page: 2 match (2 byte-identical)"))
        #expect(record.standardOutput.contains("[1/1 pages]"))
        #expect(record.standardOutput.contains("recorded references of 1 page: 0 written, 2 unchanged"))
    }

    @Test func verboseKeepsAPageLinePerPageOnATerminal() throws {
        let folder = try pages()
        guard let outcome = try Loom.runOnTerminal(["render", ".", "--out", "site", "--verbose"], in: folder) else { return }
        #expect(outcome.standardOutput.contains("rendered fine.md: 1 block, 0 failed"))
        #expect(!outcome.standardOutput.contains("[2/2 pages]"))
    }

    @Test func quietPrintsOnlyProblems() throws {
        let folder = try pages()
        let outcome = try Loom.run(["render", ".", "--out", "site", "--quiet"], in: folder)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.hasPrefix("broken.md:4:1: error: cannot find 'Circel' in scope"))
        #expect(outcome.standardError.hasSuffix("\nCircel()\n^\n"))
        #expect(try Loom.run(["render", ".", "--quiet", "--verbose"], in: folder).status == 2)
    }

    @Test func anOutThatIsAFileIsACleanUsageError() throws {
        let folder = try pages()
        try "not a folder".write(toFile: folder + "/taken", atomically: true, encoding: .utf8)
        let outcome = try Loom.run(["render", ".", "--out", "taken"], in: folder)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.hasPrefix("loom: error: --out: taken is a file, not a folder\n"))
        #expect(!outcome.standardError.contains("NSCocoaErrorDomain"))
        #expect(!outcome.standardError.contains("rendered"))
        let below = try Loom.run(["check", ".", "--out", "taken/check"], in: folder)
        #expect(below.status == 2)
        #expect(below.standardError.contains("is a file, so taken/check cannot be a folder"))
    }

    @Test func renderingNothingSaysWhy() throws {
        let folder = try makeTemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/empty", withIntermediateDirectories: true)
        let outcome = try Loom.run(["render", "empty", "--out", "site"], in: folder)
        #expect(outcome.standardError.contains("warning: no notebooks to render: no .md files in empty"))
    }

    @Test func checkingNoPictureWarnsAndCanBeRequired() throws {
        let folder = try makeTemporaryFolder()
        // Pictures, but no reference after any block.
        try "# Pictures\n\n```swift\nCircle().frame(width: 10, height: 10)\n```\n".write(toFile: folder + "/p.md", atomically: true, encoding: .utf8)
        let lenient = try Loom.run(["check", "p.md"], in: folder)
        #expect(lenient.status == 0)
        #expect(lenient.standardError.contains("warning: no pictures to check: no block on the page is followed by its reference image; to add one,"))
        let strict = try Loom.run(["check", "p.md", "--require-references"], in: folder)
        #expect(strict.status == 1)
        #expect(strict.standardError.contains("error: no pictures to check"))
    }
}
