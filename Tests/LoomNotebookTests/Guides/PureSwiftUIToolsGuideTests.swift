import Foundation
import LoomNotebook
import LoomScript
import Testing

/// The three original PureSwiftUITools guides (inner shadows, gradient map, grid view), run
/// unchanged against the bundled `PureSwiftUITools` library, as
/// `loom render ../shared/reference/pure-swift-ui-tools --import PureSwiftUITools --placeholder-assets`
/// would. Every block meant to run must succeed; the deliberate fragments must fail.
@Suite struct PureSwiftUIToolsGuideTests {
    /// `<repo>/../shared/reference/pure-swift-ui-tools`, found from this file.
    static let guides = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/reference/pure-swift-ui-tools").path

    static var guidesPresent: Bool {
        FileManager.default.fileExists(atPath: guides + "/inner-shadows.md")
    }

    /// Blocks (by the line of their opening fence) that are fragments on purpose.
    static let fragments: [String: [Int: String]] = [
        "inner-shadows.md": [
            37: "`Something()` stands for any view, and the chain shows three alternatives at once",
            114: "`index` is the loop variable of code the guide leaves out",
            129: "`index` is the loop variable of code the guide leaves out",
            238: "a lone `.ps_innerShadow(…)` line with no view before it",
            327: "a lone `.border(…)` line with no view before it",
            504: "`index` is the loop variable of code the guide leaves out",
        ],
        "gradient-map.md": [
            57: "`index` is a variable of code the guide leaves out",
            67: "a lone `.backgroundColor(…)` line, and `fraction` is undefined",
        ],
        "grid-view.md": [:],
    ]

    /// Blocks that only declare a view (and what it uses) and must still show it.
    static let declaredViews: [String: [Int]] = [
        "inner-shadows.md": [164],
    ]

    struct BlockOutcome {
        var line: Int
        var ok: Bool
        var message: String
        var images: Int
    }

    /// Renders one guide in a session that has imported PureSwiftUITools (what `--import` does).
    static func run(_ name: String) throws -> [BlockOutcome] {
        let path = guides + "/" + name
        let markdown = try String(contentsOfFile: path, encoding: .utf8)
        let renderer = PageRenderer(makeRunner: {
            let session = ScriptSession()
            _ = session.importModule("PureSwiftUITools")
            return session
        }, placeholderAssets: true)
        let page = renderer.render(markdown: markdown, sourcePath: path, relativePath: name)
        return page.report.blocks.map { block in
            BlockOutcome(line: block.line, ok: block.status != .error,
                         message: block.diagnostics.map { "\($0.line):\($0.column): \($0.message)" }.joined(separator: "; "),
                         images: block.outputs.filter { if case .image = $0 { return true }; return false }.count)
        }
    }

    /// The bundled library itself loads without a diagnostic (it imports PureSwiftUI in turn).
    @Test func theLibraryLoads() {
        let diagnostics = ScriptSession().importModule("PureSwiftUITools")
        #expect(diagnostics.isEmpty, "\(diagnostics.map { "\($0.line):\($0.column): \($0.message)" })")
    }

    @Test(.enabled(if: guidesPresent, "../shared/reference/pure-swift-ui-tools is not next to this repository"),
          arguments: ["inner-shadows.md", "gradient-map.md", "grid-view.md"])
    func everyRunnableBlockSucceeds(_ guide: String) throws {
        let outcomes = try Self.run(guide)
        #expect(!outcomes.isEmpty)
        let fragments = Self.fragments[guide] ?? [:]
        for outcome in outcomes {
            if let why = fragments[outcome.line] {
                #expect(!outcome.ok, "\(guide):\(outcome.line) is a fragment (\(why)) but ran")
            } else {
                #expect(outcome.ok, "\(guide):\(outcome.line) failed: \(outcome.message)")
            }
        }
        for line in Self.declaredViews[guide] ?? [] {
            #expect(outcomes.first { $0.line == line }?.images == 1, "\(guide):\(line) should show the view it declares")
        }
        let lines = Set(outcomes.map(\.line))
        for line in fragments.keys.sorted() {
            #expect(lines.contains(line), "\(guide): no block opens at line \(line) any more")
        }
    }
}
