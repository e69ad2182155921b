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
        /// Killed by a signal (a crash, or the timeout) rather than exited: `status` is the signal.
        var signaled = false
    }

    struct NotBuilt: Error, CustomStringConvertible {
        var description: String { "no loom binary at \(Loom.executable); `swift test` builds it with the tests" }
    }

    /// Runs loom; past `timeout` seconds it is killed (and the outcome says `signaled`).
    /// `environment` is added to this process's own (with `GITHUB_ACTIONS` removed unless given,
    /// so tests run the same under Actions).
    static func run(_ arguments: [String], in folder: String? = nil, timeout: Double? = nil,
                    environment: [String: String] = [:]) throws -> Outcome {
        guard FileManager.default.isExecutableFile(atPath: executable) else { throw NotBuilt() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var inherited = ProcessInfo.processInfo.environment
        inherited["GITHUB_ACTIONS"] = nil
        process.environment = inherited.merging(environment) { $1 }
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        if let timeout {
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [process] in
                if process.isRunning { process.terminate() }
            }
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
                       standardError: String(decoding: errorData, as: UTF8.self),
                       signaled: process.terminationReason == .uncaughtSignal)
    }
}

extension Loom {
    /// Runs loom on a pseudo-terminal (util-linux `script`), as a person at a terminal would;
    /// stdout and stderr arrive together. Nil when `script` is not installed.
    static func runOnTerminal(_ arguments: [String], in folder: String, environment: [String: String] = [:]) throws -> Outcome? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return nil }
        let quoted = ([executable] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", quoted.joined(separator: " "), "/dev/null"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var inherited = ProcessInfo.processInfo.environment
        inherited["GITHUB_ACTIONS"] = nil
        inherited["NO_COLOR"] = nil
        process.environment = inherited.merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, standardOutput: String(decoding: data, as: UTF8.self), standardError: "")
    }
}

@Suite struct CommandLineTests {
    @Test func usageErrorsExitWithTwo() throws {
        for arguments in [[], ["frobnicate"], ["render"], ["render", "--bogus", "x.md"], ["render", "x.md", "--out"],
                          ["render", "/nonexistent/notebook.md"], ["run"], ["run", "/nonexistent/script.swift"],
                          ["run", "a.swift", "--png"], ["run", "a.swift", "--layout-dump"],
                          ["render", "x.md", "--max-steps", "0"], ["check", "x.md", "--max-seconds", "soon"], ["render", "x.md", "--max-memory", "0"], ["run", "a.swift", "--max-memory", "lots"],
                          ["record", "x.md", "--jobs", "-1"], ["render", "x.md", "--import-path", "/nonexistent"]] {
            let outcome = try Loom.run(arguments)
            #expect(outcome.status == 2, "\(arguments)")
            #expect(outcome.standardError.contains("usage: loom"), "\(arguments)")
        }
    }

    @Test func helpExitsWithZero() throws {
        let outcome = try Loom.run(["--help"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.contains("render PATH..."))
        for command in ["render", "run", "check", "record"] {
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
        #expect(filesBelow(folder + "/site").filter { !$0.hasPrefix(".loom-cache/") } == ["broken.html", "index.html", "plain.html", "search-index.js"])
        let data = try #require(FileManager.default.contents(atPath: folder + "/report.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect((json["pages"] as? [Any])?.count == 2)
    }

    @Test func renderExitsWithZeroWhenNothingFails() throws {
        let folder = try makeTemporaryFolder()
        try "# Plain\n".write(toFile: folder + "/plain.md", atomically: true, encoding: .utf8)
        let outcome = try Loom.run(["render", "plain.md"], in: folder)
        #expect(outcome.status == 0)
        #expect(filesBelow(folder + "/_site") == ["index.html", "plain.html", "search-index.js"])
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

    @Test func renderLocatesAFailedBlockOnTheTerminal() throws {
        let folder = try makeTemporaryFolder()
        try "# Typo\n\n```swift\nCircel()\n```\n".write(toFile: folder + "/typo.md", atomically: true, encoding: .utf8)
        let outcome = try Loom.run(["render", "typo.md", "--out", "site"], in: folder)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("typo.md:4:1: error: cannot find 'Circel' in scope"))
        #expect(outcome.standardError.contains("Circel()\n^"))
    }

    /// A library view that fails only when drawn (a `GeometryReader` body indexing past the
    /// end): the message names the library's line, the location is the block's statement.
    @Test func aLibraryFailingWhileDrawnIsReportedAtTheBlocksStatement() throws {
        let folder = try makeTemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/Gauges", withIntermediateDirectories: true)
        let library = """
            import SwiftUI

            public struct Ticks: View {
                public init() {}
                public var body: some View {
                    GeometryReader { proxy in
                        let marks = [1, 2, 3]
                        Text("\\(marks[3])")
                    }
                }
            }

            """
        try library.write(toFile: folder + "/Gauges/Ticks.swift", atomically: true, encoding: .utf8)
        try "# Ticks\n\n```swift\nimport Gauges\n\nlet x = 1\nTicks()\n    .frame(width: 40, height: 40)\n```\n"
            .write(toFile: folder + "/ticks.md", atomically: true, encoding: .utf8)
        let rendered = try Loom.run(["render", "ticks.md", "--out", "site", "--import-path", "."], in: folder)
        #expect(rendered.status == 1)
        #expect(rendered.standardError.contains("ticks.md:7:1: error: could not render the view: Gauges/Ticks.swift:8:21: Fatal error: Index out of range"), "\(rendered.standardError)")
        try "import Gauges\nTicks()\n".write(toFile: folder + "/ticks.swift", atomically: true, encoding: .utf8)
        let ran = try Loom.run(["run", "ticks.swift", "--png", "out.png", "--import-path", "."], in: folder)
        #expect(ran.status == 1)
        #expect(ran.standardError.contains("ticks.swift:2:1: error: could not render the view: Gauges/Ticks.swift:8:21:"), "\(ran.standardError)")
    }

    /// A method or view body declared in an earlier block that fails when a later block uses it:
    /// the message names the page line of the fault, the location is the later block's statement.
    @Test func aFaultInAnEarlierBlocksDeclarationNamesItsPageLine() throws {
        let folder = try makeTemporaryFolder()
        let page = """
            # Earlier

            ```swift
            struct Shelf: View {
                let books = ["A", "B"]
                func third() -> String { books[2] }
                var body: some View { Text(books[3]) }
            }
            ```

            Later blocks use it.

            ```swift
            let shelf = Shelf()
            print(shelf.third())
            ```

            ```swift
            Shelf()
            ```

            """
        try page.write(toFile: folder + "/shelf.md", atomically: true, encoding: .utf8)
        let rendered = try Loom.run(["render", "shelf.md", "--out", "site"], in: folder)
        #expect(rendered.status == 1)
        #expect(rendered.standardError.contains("shelf.md:15:1: error: shelf.md:6:30: Fatal error: Index out of range"), "\(rendered.standardError)")
        #expect(rendered.standardError.contains("shelf.md:19:1: error: could not render the view: shelf.md:7:32: Fatal error: Index out of range"), "\(rendered.standardError)")
    }

    @Test func layoutDumpWritesEachPicturesFramesBesideIt() throws {
        let folder = try makeTemporaryFolder()
        try """
            # Frames

            ```swift
            VStack(spacing: 10) {
                Rectangle().frame(width: 40, height: 30)
                Circle().frame(width: 20, height: 20)
            }
            ```
            """.write(toFile: folder + "/frames.md", atomically: true, encoding: .utf8)
        let outcome = try Loom.run(["render", "frames.md", "--out", "site", "--layout-dump"], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let dump = try String(contentsOfFile: folder + "/site/frames/1.layout.txt", encoding: .utf8)
        #expect(dump == """
            VStack (0, 0, 40, 60)
              Frame (0, 0, 40, 30)
                Rectangle (0, 0, 40, 30)
              Frame (10, 40, 20, 20)
                Circle (10, 40, 20, 20)

            """)
        // Without the flag the dump is not written, and a stale one is cleared away.
        _ = try Loom.run(["render", "frames.md", "--out", "site"], in: folder)
        #expect(FileManager.default.fileExists(atPath: folder + "/site/frames/1.png"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/site/frames/1.layout.txt"))
    }

    @Test func budgetFlagsChangeTheLimits() throws {
        let folder = try makeTemporaryFolder()
        try "var total = 0\nfor i in 0..<5_000 { total += i }\nprint(total)\n"
            .write(toFile: folder + "/loop.swift", atomically: true, encoding: .utf8)
        let roomy = try Loom.run(["run", "loop.swift"], in: folder)
        #expect(roomy.status == 0)
        #expect(roomy.standardOutput == "12497500\n")
        let tight = try Loom.run(["run", "loop.swift", "--max-steps", "1000"], in: folder)
        #expect(tight.status == 1)
        #expect(tight.standardError.contains("loop.swift:2:"))
        #expect(tight.standardError.contains("1000 steps"))

        try "func down(_ n: Int) -> Int { n == 0 ? 0 : down(n - 1) }\nprint(down(100))\n"
            .write(toFile: folder + "/deep.swift", atomically: true, encoding: .utf8)
        #expect(try Loom.run(["run", "deep.swift"], in: folder).standardOutput == "0\n")
        let shallow = try Loom.run(["run", "deep.swift", "--max-call-depth", "50"], in: folder)
        #expect(shallow.status == 1)
        #expect(shallow.standardError.contains("deep.swift:1:"))
    }

    @Test func runImportsLibrariesAndDumpsTheLayout() throws {
        let folder = try makeTemporaryFolder()
        try "Circle().frame(30)\n".write(toFile: folder + "/lib.swift", atomically: true, encoding: .utf8)
        let without = try Loom.run(["run", "lib.swift", "--png", "out.png"], in: folder)
        #expect(without.status == 1)
        let with = try Loom.run(["run", "lib.swift", "--import", "PureSwiftUI", "--png", "out.png", "--layout-dump"], in: folder)
        #expect(with.status == 0, "\(with.standardError)")
        #expect(try String(contentsOfFile: folder + "/out.layout.txt", encoding: .utf8).hasPrefix("Frame (0, 0, 30, 30)\n"))
        let unknown = try Loom.run(["run", "lib.swift", "--import", "Nope"], in: folder)
        #expect(unknown.status == 1)
        #expect(unknown.standardError.contains("no such module 'Nope'"))
    }
}
