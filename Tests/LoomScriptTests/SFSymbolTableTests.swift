import Foundation
import Testing
@testable import LoomUI
@testable import LoomScript

/// SF Symbol names live in one table, LoomUI's `SFSymbolNames` (each with its stand-in glyph).
/// The bundled PureSwiftUI spells the same names as enum cases; this keeps the two in step.
@Suite("One SF Symbol table")
struct SFSymbolTableTests {
    @Test func pureSwiftUICasesAreExactlyLoomUIsSymbols() throws {
        let folder = try #require(ScriptSession.bundledLibraries)
        let source = try String(contentsOf: folder.appendingPathComponent("PureSwiftUI/SFSymbols.swift"), encoding: .utf8)
        var cases: [String: String] = [:]
        for line in source.split(separator: "\n") {
            let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ")
            guard words.count == 4, words[0] == "case", words[2] == "=" else { continue }
            cases[String(words[1])] = String(words[3].dropFirst().dropLast())
        }
        #expect(Set(cases.values) == Set(SFSymbolNames.materialName.keys))
        // The identifier is the name with dots as underscores (`_` before a leading digit,
        // backticks around a keyword such as `repeat`).
        for (written, name) in cases {
            let identifier = written.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let spelled = name.replacingOccurrences(of: ".", with: "_")
            #expect(identifier == (spelled.first!.isNumber ? "_" + spelled : spelled))
        }
    }
}
