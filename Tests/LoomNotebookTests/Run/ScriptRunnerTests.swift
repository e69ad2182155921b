import Foundation
import Testing
@testable import LoomNotebook

@Suite struct ScriptRunnerTests {
    private let runner = ScriptRunner(makeRunner: { FakeRunner() }, rasterizer: .fake)

    @Test func printsTextAndSucceeds() {
        let outcome = runner.run(source: "print one\nvalue ignored\nprint two\n", file: "s.swift")
        #expect(outcome == ScriptRunner.Outcome(standardOutput: "one\ntwo\n", standardError: "", exitStatus: 0))
    }

    @Test func diagnosticsGoToStandardErrorWithACaret() {
        let outcome = runner.run(source: "print one\nerror 2 7 it broke\n", file: "s.swift")
        #expect(outcome.exitStatus == 1)
        #expect(outcome.standardError == "s.swift:2:7: error: it broke\nerror 2 7 it broke\n      ^\n")
    }

    @Test func writesTheLastViewAsPNG() throws {
        let folder = try makeTemporaryFolder()
        let outcome = runner.run(source: "view 1 1\nview 3 4\n", file: "s.swift", pngPath: folder + "/out.png")
        #expect(outcome.exitStatus == 0)
        #expect(FileManager.default.contents(atPath: folder + "/out.png") == Data("PNG 3x4".utf8))
    }

    @Test func theCanvasOptionsChooseADevice() throws {
        let folder = try makeTemporaryFolder()
        var onPhone = runner
        _ = onPhone.canvas.apply(key: "device", value: "iPhone 15")
        #expect(onPhone.run(source: "view 3 4\n", file: "s.swift", pngPath: folder + "/out.png").exitStatus == 0)
        #expect(FileManager.default.contents(atPath: folder + "/out.png") == Data("PNG 3x4 on iPhone 15".utf8))
    }

    @Test func pngWithoutAViewOrWithARenderFailureFails() throws {
        let folder = try makeTemporaryFolder()
        #expect(runner.run(source: "print x\n", file: "s.swift", pngPath: folder + "/a.png").exitStatus == 1)
        let failed = runner.run(source: "unrenderable\n", file: "s.swift", pngPath: folder + "/b.png")
        #expect(failed.exitStatus == 1)
        #expect(failed.standardError.contains("the view is too large"))
        #expect(filesBelow(folder).isEmpty)
    }

    @Test func missingFilesThrow() {
        #expect(throws: LoomError.missingPath("/nonexistent.swift")) { try runner.run(path: "/nonexistent.swift") }
    }
}
