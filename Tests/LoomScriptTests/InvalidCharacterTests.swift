import Foundation
import Testing
@testable import LoomScript

/// A character Swift cannot lex before a spaced `=` makes the toolchain's diagnostics generator
/// trap ("A Fix-It must have at least one change", found by `Scripts/fuzz`); Loom answers such
/// sources with swiftc's "invalid character" first, in blocks and in library files.
@Suite struct InvalidCharacterTests {
    @Test(arguments: ["\u{1}", "\u{FFFD}", "\u{FEFF}", "\u{7F}"])
    func aBlockGetsALocatedError(_ character: String) {
        let r = run("let a = 0\nlet b \(character)= 1\nprint(b)")
        #expect(r.errors.map(\.message) == ["invalid character in source file"])
        #expect(r.errors.first?.line == 2 && r.errors.first?.column == 7)
    }

    @Test func accentsAndEmojiAreNotSuspect() {
        #expect(InvalidCharacters.diagnostic(in: "let é = \"👩‍👩‍👧 — ok\"\nprint(é)") == nil)
        #expect(run("print(\"é 👩‍👩‍👧\")").text == "é 👩‍👩‍👧\n")
    }

    @Test func aLibraryFileGetsOneToo() throws {
        let folder = NSTemporaryDirectory() + "loom-invalid-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/Bad", withIntermediateDirectories: true)
        try "public let x \u{1}= 1\n".write(toFile: folder + "/Bad/Bad.swift", atomically: true, encoding: .utf8)
        let session = ScriptSession()
        session.importPaths = [folder]
        let errors = session.importModule("Bad")
        #expect(errors.map(\.message) == ["Bad/Bad.swift:1:14: invalid character in source file"])
    }
}
