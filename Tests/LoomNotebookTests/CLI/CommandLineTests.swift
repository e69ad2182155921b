import Foundation
import Testing

/// Runs the built `loom` binary (it sits next to the test bundle in the build folder).
struct Loom {
    static var executable: String {
        Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("loom").path
    }

    struct Outcome {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    struct NotBuilt: Error, CustomStringConvertible {
        var description: String { "no loom binary at \(Loom.executable); `swift test` builds it with the tests" }
    }

    static func run(_ arguments: [String], in folder: String? = nil) throws -> Outcome {
        guard FileManager.default.isExecutableFile(atPath: executable) else { throw NotBuilt() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
                       standardError: String(decoding: errorData, as: UTF8.self))
    }
}

@Suite struct CommandLineTests {
    @Test func usageErrorsExitWithTwo() throws {
        for arguments in [[], ["frobnicate"], ["render"], ["render", "--bogus", "x.md"], ["render", "x.md", "--out"],
                          ["render", "/nonexistent/notebook.md"], ["run"], ["run", "/nonexistent/script.swift"],
                          ["run", "a.swift", "--png"]] {
            let outcome = try Loom.run(arguments)
            #expect(outcome.status == 2, "\(arguments)")
            #expect(outcome.standardError.contains("usage: loom"), "\(arguments)")
        }
    }

    @Test func helpExitsWithZero() throws {
        let outcome = try Loom.run(["--help"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.contains("render PATH..."))
        for command in ["render", "run"] {
            let help = try Loom.run([command, "--help"])
            #expect(help.status == 0)
            #expect(help.standardOutput.hasPrefix("usage: loom \(command)"))
        }
    }

    @Test func renderWritesTheSiteAndReportsFailure() throws {
        let folder = try makeTemporaryFolder()
        // A syntax error fails with the stub interpreter and with the real one.
        try "# Broken\n\n```swift\nlet = = 1\n```\n".write(toFile: folder + "/broken.md", atomically: true, encoding: .utf8)
        try "# Plain\n\nNo code.\n".write(toFile: folder + "/plain.md", atomically: true, encoding: .utf8)
        let outcome = try Loom.run(["render", "broken.md", "plain.md", "--out", "site", "--report=report.json"], in: folder)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("rendered broken.md: 1 block, 1 failed"))
        #expect(outcome.standardError.contains("rendered plain.md: 0 blocks, 0 failed"))
        #expect(filesBelow(folder + "/site").filter { !$0.hasPrefix(".loom-cache/") } == ["broken.html", "index.html", "plain.html"])
        let data = try #require(FileManager.default.contents(atPath: folder + "/report.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect((json["pages"] as? [Any])?.count == 2)
    }

    @Test func renderExitsWithZeroWhenNothingFails() throws {
        let folder = try makeTemporaryFolder()
        try "# Plain\n".write(toFile: folder + "/plain.md", atomically: true, encoding: .utf8)
        let outcome = try Loom.run(["render", "plain.md"], in: folder)
        #expect(outcome.status == 0)
        #expect(filesBelow(folder + "/_site") == ["index.html", "plain.html"])
    }

    @Test func runPrintsDiagnosticsWithACaret() throws {
        let folder = try makeTemporaryFolder()
        try "let x = 1\nlet = = 2\n".write(toFile: folder + "/bad.swift", atomically: true, encoding: .utf8)
        let outcome = try Loom.run(["run", "bad.swift"], in: folder)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("bad.swift:"))
        #expect(outcome.standardError.contains(": error: "))
        #expect(outcome.standardError.contains("^"))
    }
}
