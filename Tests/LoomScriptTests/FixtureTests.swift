import Foundation
import Testing
@testable import LoomScript

/// jlox-style fixtures: each `Fixtures/<feature>/<case>.swift` runs in a fresh session and its
/// `// expect: …` comments list the printed lines and shown values in order;
/// `// expect error: line:col: message` lists diagnostics (lines counted in the file).
/// A line `// --- block` starts a new block in the same session.
struct Fixture: CustomStringConvertible, Sendable {
    let path: String
    var description: String { path.components(separatedBy: "/Fixtures/").last ?? path }

    static var folder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    }

    static let all: [Fixture] = {
        let fm = FileManager.default
        guard let e = fm.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        // `_libraries/` holds the test libraries fixtures import (session.importPaths).
        return e.compactMap { $0 as? URL }.filter { $0.lastPathComponent.hasSuffix(".swift") && !$0.path.contains("/_libraries/") }
            .map { Fixture(path: $0.path) }.sorted { $0.path < $1.path }
    }()

    func run() throws -> (expected: [String], actual: [String]) {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        var expected: [String] = []
        for (i, line) in lines.enumerated() {
            if let r = line.range(of: "// expect: ") { expected.append(String(line[r.upperBound...])) }
            if let r = line.range(of: "// expect error: ") { expected.append("error: " + String(line[r.upperBound...])) }
            _ = i
        }
        // Split into blocks, remembering each block's first line.
        var blocks: [(start: Int, source: String)] = []
        var current: [String] = []
        var start = 1
        for (i, line) in lines.enumerated() {
            if line.hasPrefix("// --- block") {
                blocks.append((start, current.joined(separator: "\n")))
                current = []
                start = i + 2
            } else {
                current.append(line)
            }
        }
        blocks.append((start, current.joined(separator: "\n")))
        let session = ScriptSession(budget: Budget(steps: 2_000_000, callDepth: 200, seconds: 5))
        session.importPaths = [Fixture.folder.appendingPathComponent("_libraries").path]
        // A program swiftc checks is built as swiftc builds it here: for Linux, as `loom run` does.
        if !text.contains("// swiftc: skip") { session.conditions.platform = .Linux }
        var actual: [String] = []
        for block in blocks {
            let result = session.run(block.source, origin: BlockOrigin(file: URL(fileURLWithPath: path).lastPathComponent, firstLine: block.start))
            for out in result.outputs {
                switch out {
                case .text(let t):
                    var ls = t.components(separatedBy: "\n")
                    if ls.last == "" { ls.removeLast() }
                    actual += ls
                case .value(let v): actual.append(v.text)
                case .view: actual.append("<view>")
                }
            }
            for d in result.diagnostics {
                actual.append("error: \(d.line + block.start - 1):\(d.column): \(d.message)")
            }
        }
        return (expected, actual)
    }
}

@Test("fixture programs", arguments: Fixture.all)
func fixture(_ f: Fixture) throws {
    let (expected, actual) = try f.run()
    #expect(actual == expected, "\(f)")
}

@Test func fixturesExist() {
    #expect(Fixture.all.count > 10)
}
