import Foundation
import Testing

/// Renders every notebook of the hostile corpus (`Tests/Hostile/`) with the real `loom` in a
/// fresh folder and holds it to DESIGN's promises: the process exits (no signal, no hang), the
/// page and the index exist, the case's own expectations hold, and nothing outside the notebook's
/// folder and `--out` was read into the site or written — a secret and a victim file sit beside
/// the notebook's folder to catch both.
@Suite struct HostileCorpusTests {
    static let secret = "SECRET-CONTENT-7f3a"
    static let victim = Array("VICTIM-BYTES-not-a-real-png".utf8)

    @Test func theCorpusIsThere() {
        #expect(HostileCase.all.count >= 30, "no corpus at \(HostileCase.folder)")
    }

    @Test(arguments: HostileCase.all)
    func caseHasItsOutcome(_ hostile: HostileCase) throws {
        if let knownIssue = hostile.knownIssue {
            try withKnownIssue(Comment(rawValue: knownIssue)) { try Self.run(hostile) }
        } else {
            try Self.run(hostile)
        }
    }

    static func run(_ hostile: HostileCase) throws {
        let root = try makeTemporaryFolder("hostile-" + hostile.name)
        let notebook = root + "/notebook", out = hostile.outIsNotebook ? notebook : root + "/out"
        for folder in ["notebook", "secret", "victim"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        try Data(secret.utf8).write(to: URL(fileURLWithPath: root + "/secret/passwd.txt"))
        try Data("print(\"EVIL-LOADED\")\n".utf8).write(to: URL(fileURLWithPath: root + "/secret/evil.swift"))
        try Data(victim).write(to: URL(fileURLWithPath: root + "/victim/logo.png"))
        try Data(hostile.bytes).write(to: URL(fileURLWithPath: notebook + "/" + hostile.name))
        for link in hostile.symlinks {
            try FileManager.default.createSymbolicLink(atPath: notebook + "/" + link.name, withDestinationPath: link.target)
        }
        for name in hostile.touches {
            let path = notebook + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            FileManager.default.createFile(atPath: path, contents: Data("made by the case".utf8))
        }
        let outside = snapshot(root, skipping: ["notebook", "out"])
        let written = snapshot(notebook)

        var arguments = [hostile.command, "notebook/" + hostile.name]
        if hostile.command != "record" { arguments += ["--out", hostile.outIsNotebook ? "notebook" : "out"] }
        arguments += hostile.arguments
        for run in 1...hostile.runs {
            let outcome = try Loom.run(arguments, in: root, timeout: 120)
            let context = "\(hostile.name), run \(run): status \(outcome.status)\n\(outcome.standardError)"
            func because(_ problem: String) -> Comment { Comment(rawValue: problem + "\n" + context) }
            try #require(!outcome.signaled, "loom was killed (signal \(outcome.status): a crash or a hang)")
            #expect(outcome.status == hostile.status, because("the exit status is not \(hostile.status)"))
            for text in hostile.stderr { #expect(outcome.standardError.contains(text), because("stderr lacks '\(text)'")) }
            for text in hostile.notStderr { #expect(!outcome.standardError.contains(text), because("stderr has '\(text)'")) }
            #expect(!outcome.standardError.contains("\u{1B}"), because("an escape sequence reached the terminal"))
            if hostile.command == "render" && outcome.status != 2 {
                let html = FileManager.default.contents(atPath: out + "/" + hostile.htmlName)
                    .map { withoutExpectations(String(decoding: $0, as: UTF8.self)) }
                #expect(html != nil, because("the page was lost"))
                #expect(FileManager.default.fileExists(atPath: out + "/index.html"), because("the index was lost"))
                for text in hostile.page { #expect(html?.contains(text) == true, because("the page lacks '\(text)'")) }
                for text in hostile.notPage { #expect(html?.contains(text) == false, because("the page has '\(text)'")) }
            }
            if hostile.command == "check" && outcome.status != 2 {
                #expect(FileManager.default.fileExists(atPath: out + "/report.html"), because("the check report was lost"))
            }
            // Nothing outside was changed, nothing the user wrote was touched, nothing secret was copied in.
            #expect(snapshot(root, skipping: ["notebook", "out"]) == outside, because("a file outside the notebook folder and --out changed"))
            let now = snapshot(notebook)
            for (path, content) in written { #expect(now[path] == content, because("the notebook's \(path) was changed or deleted")) }
            if hostile.outIsNotebook { #expect(now == written, because("files were written into the notebook's folder")) }
            if !hostile.outIsNotebook {
                for (path, content) in snapshot(out) {
                    let text = withoutExpectations(String(decoding: content, as: UTF8.self))
                    #expect(!text.contains(secret) && !text.contains("EVIL-LOADED") && content != victim,
                            because("\(path) in --out holds a file from outside the notebook's folder"))
                }
            }
        }
    }

    /// `text` without the case's `<!-- hostile … -->` comment, which the page carries as raw HTML
    /// (and which names the very strings the page must not hold).
    static func withoutExpectations(_ text: String) -> String {
        guard let start = text.range(of: "<!-- hostile"),
              let end = text.range(of: "-->", range: start.upperBound..<text.endIndex) else { return text }
        return String(text[..<start.lowerBound] + text[end.upperBound...])
    }

    /// Every file and symlink below `folder` (symlinks not followed): path → bytes, or `-> target`.
    static func snapshot(_ folder: String, skipping skipped: Set<String> = []) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return files }
        while let relative = enumerator.nextObject() as? String {
            if let top = relative.split(separator: "/").first, skipped.contains(String(top)) {
                enumerator.skipDescendants()
                continue
            }
            let path = folder + "/" + relative
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
                files[relative] = Array("-> \(target)".utf8)
                continue
            }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = FileManager.default.contents(atPath: path).map { Array($0) } ?? []
            }
        }
        return files
    }
}
