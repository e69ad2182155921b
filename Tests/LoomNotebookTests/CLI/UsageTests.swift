import Foundation
import LoomGraphics
import Testing
@testable import LoomNotebook

/// What `loom` says about itself (#17): its version, complete help per command, and short usage
/// errors that suggest the word that was meant.
@Suite struct UsageTests {
    @Test func versionNamesTheRuntimeLibraries() throws {
        let outcome = try Loom.run(["--version"])
        #expect(outcome.status == 0)
        let line = outcome.standardOutput.trimmingCharacters(in: .newlines)
        #expect(line == "loom \(LoomRelease.version) (Swift \(LoomRelease.swiftVersion), Cairo \(RasterLibraries.cairoVersion), Pango \(RasterLibraries.pangoVersion))")
        #expect(line.range(of: #"^loom \d+\.\d+\.\d+ \(Swift 6\.[\d.]+, Cairo 1\.\d+\.\d+, Pango 1\.\d+\.\d+\)$"#, options: .regularExpression) != nil, "\(line)")
    }

    /// Every flag each command accepts, as the parsers list them.
    static let flags: [String: [String]] = [
        "render": ["--out", "--report", "--cache", "--no-cache", "--self-contained", "--placeholder-assets", "--layout-dump", "--watch", "--safe", "--strict"],
        "check": ["--out", "--junit", "--tolerance-deltae", "--precision", "--require-references", "--safe", "--strict"],
        "record": ["--missing", "--all", "--safe"],
        "docc": ["--out", "--no-convert", "--hosting-base-path"],
    ]
    static let shared = ["--jobs", "--quiet", "--verbose", "--import", "--import-path", "--max-steps", "--max-call-depth", "--max-seconds", "--max-memory", "--device", "--platform", "--help"]

    @Test(arguments: ["render", "check", "record", "docc"])
    func helpExplainsEveryFlagAndTheExitCodes(_ command: String) throws {
        let help = try Loom.run([command, "--help"]).standardOutput
        for flag in Self.flags[command]! + Self.shared {
            // Each flag starts a line of its own, followed by what it does.
            #expect(help.range(of: "\n  (-h, )?\(flag)( [A-Z]|  )", options: .regularExpression) != nil, "\(command) --help does not explain \(flag)")
        }
        #expect(help.contains("Exit status: 0"))
        #expect(help.contains("2 usage error"))
    }

    @Test func everyFlagTheHelpNamesIsAccepted() throws {
        // The other direction: a flag in the help that the parser refuses would be a lie.
        for (command, flags) in Self.flags {
            let help = try Loom.run([command, "--help"]).standardOutput
            let named = Set(help.matches(of: /\n  (--[a-z-]+)/).map { String($0.output.1) })
            #expect(named == Set(flags + Self.shared).subtracting(["--help"]), "\(command)")
        }
    }

    @Test func usageErrorsAreShortAndSuggestTheMeantWord() throws {
        let option = try Loom.run(["render", "notes.md", "--ot", "site"])
        #expect(option.status == 2)
        #expect(option.standardError == """
            loom: error: unknown option '--ot'; did you mean '--out'?
            usage: loom render PATH... [options]
            Run 'loom render --help' for every option.

            """)
        let command = try Loom.run(["chek", "x.md"])
        #expect(command.status == 2)
        #expect(command.standardError.hasPrefix("loom: error: unknown command 'chek'; did you mean 'check'?\n"))
        #expect(command.standardError.split(separator: "\n").count == 3)
        // Nothing close: no guess.
        #expect(try Loom.run(["render", "x.md", "--zzzzzz"]).standardError.hasPrefix("loom: error: unknown option '--zzzzzz'\n"))
        #expect(try Loom.run(["record", "--missing=yes", "x.md"]).standardError.hasPrefix("loom: error: option '--missing' takes no value\n"))
    }

    @Test func aDeviceFlagNamesAKnownDevice() throws {
        let bad = try Loom.run(["render", "x.md", "--device", "iPhone 15 Pr"])
        #expect(bad.status == 2)
        #expect(bad.standardError.hasPrefix("loom: error: --device: expected a device name, not 'iPhone 15 Pr'; did you mean 'iPhone 15 Pro'?"),
                "\(bad.standardError)")
    }

    @Test func suggestionsPickTheOneClosestWord() {
        #expect(Suggestion.closest(to: "--ot", in: ["--out", "--jobs"]) == "--out")
        #expect(Suggestion.closest(to: "--self", in: ["--self-contained", "--quiet"]) == "--self-contained")
        #expect(Suggestion.closest(to: "--xyzzy", in: ["--out", "--jobs"]) == nil)
        #expect(Suggestion.closest(to: "--ab", in: ["--abc", "--abd"]) == nil)  // a tie is no suggestion
    }
}
