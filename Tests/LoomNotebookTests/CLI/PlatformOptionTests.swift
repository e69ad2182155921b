import Foundation
import Testing
@testable import LoomNotebook

/// `platform:` (page or block) and `--platform` choose what `#if os(…)` and `#available` are
/// decided for; without them, an iOS 17 device (#11) — except `loom run` on a plain Swift
/// file, which is built for this machine as `swiftc` builds it (#19).
@Suite("The platform code is compiled for")
struct PlatformOptionTests {
    static let probe = "#if os(macOS)\nprint(\"macOS\")\n#elseif os(iOS)\nprint(\"iOS\")\n#elseif os(Linux)\nprint(\"Linux\")\n#endif\n"

    @Test func runIsAnIOSBuildForSwiftUICodeAndALinuxBuildForPlainSwift() throws {
        let folder = try makeTemporaryFolder()
        try ("import SwiftUI\n" + Self.probe).write(toFile: folder + "/ui.swift", atomically: true, encoding: .utf8)
        try ("import Foundation\n" + Self.probe).write(toFile: folder + "/p.swift", atomically: true, encoding: .utf8)
        #expect(try Loom.run(["run", "ui.swift"], in: folder).standardOutput == "iOS\n")
        #expect(try Loom.run(["run", "p.swift"], in: folder).standardOutput == "Linux\n")
        #expect(try Loom.run(["run", "p.swift", "--platform", "macOS"], in: folder).standardOutput == "macOS\n")
        let bad = try Loom.run(["run", "p.swift", "--platform", "Android"], in: folder)
        #expect(bad.status == 2)
        #expect(bad.standardError.contains("--platform: expected one of iOS, macOS, tvOS, watchOS, visionOS, Linux, not 'Android'"))
    }

    /// `loom run --help` says what `run` decides without `--platform` (extlibs3 #12: it said iOS,
    /// as the page commands' help does, and a plain script printed "linux").
    @Test func eachCommandsHelpStatesItsDefault() throws {
        let folder = try makeTemporaryFolder()
        let run = try Loom.run(["run", "--help"], in: folder).standardOutput
        #expect(!run.contains("iOS (default)"))
        #expect(run.contains("plain Swift is") && run.contains("built for this machine (Linux), as swiftc builds it"))
        let render = try Loom.run(["render", "--help"], in: folder).standardOutput
        #expect(render.contains("decide #if os(…) and #available for iOS (default), macOS, tvOS, watchOS, visionOS or Linux"))
    }

    @Test func aPageSetsItAndABlockOverridesIt() throws {
        let folder = try makeTemporaryFolder()
        let page = "---\nplatform: macOS\n---\n\n```swift\n\(Self.probe)```\n\n```swift\n//| platform: iOS\n\(Self.probe)```\n\n```swift\n\(Self.probe)```\n"
        try page.write(toFile: folder + "/p.md", atomically: true, encoding: .utf8)
        let outcome = try Loom.run(["render", "p.md", "--out", "site", "--report", "report.json"], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let report = try String(contentsOfFile: folder + "/report.json", encoding: .utf8)
        let printed = ["macOS", "iOS", "macOS"].map { "\"\($0)\\n\"" }
        var rest = Substring(report)
        for text in printed {
            let found = try #require(rest.range(of: text), "\(text) in order in \(report)")
            rest = rest[found.upperBound...]
        }
    }
}
