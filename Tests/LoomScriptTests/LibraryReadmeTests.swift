import Foundation
import LoomUI
import Testing
@testable import LoomScript

/// Every ```` ```swift ```` block of the seed libraries' READMEs, run as a user pasting it into
/// a notebook would: `import SwiftUI` and the package's module before it, in a fresh session
/// with every package on the import path. A block must run and draw unless the README itself
/// leaves it incomplete — those are listed with the reason, and must still fail (a listed block
/// that starts working is taken off the list, so the list stays true).
@Suite("The seed libraries' README blocks", .enabled(if: SeedLibraries.folder != nil, "../shared/libraries is not beside the checkout"))
struct LibraryReadmeTests {
    struct Block: CustomStringConvertible, Sendable {
        let package: String, module: String, index: Int, code: String
        var description: String { "\(package) #\(index)" }
    }

    static let packages: [(folder: String, module: String)] = [
        ("CodeSlicing-pure-swift-ui", "PureSwiftUI"), ("CodeSlicing-pure-swift-ui-design", "PureSwiftUIDesign"),
        ("CypherPoet-AnimatableGradients", "AnimatableGradients"), ("kieranb662-Sliders-SwiftUI", "Sliders"),
        ("kieranb662-SwiftUI-Color-Kit", "ColorKit"), ("mmng-a-Neumorphismic", "Neumorphismic"), ("nutterfi-Shapes", "Shapes"),
    ]

    /// Blocks that cannot run as written, and why: the README's own elisions, not Loom's gaps.
    static let incomplete: [String: String] = [
        "CodeSlicing-pure-swift-ui #1": "a modifier chain with no view before it (`.frame(width: 100)`)",
        "CodeSlicing-pure-swift-ui #2": "a modifier chain with no view before it",
        "CodeSlicing-pure-swift-ui #5": "draws Image(\"my-image\"), an asset the README does not ship",
        "CodeSlicing-pure-swift-ui #6": "a modifier chain with no view before it",
        "CodeSlicing-pure-swift-ui #7": "`... properties` elides code",
        "CodeSlicing-pure-swift-ui #11": "uses `MyView` and `condition`, never declared",
        "CodeSlicing-pure-swift-ui #12": "uses `DialerButton` and state the README never declares",
        "CodeSlicing-pure-swift-ui #13": "uses `boxSize` and `self` outside any view",
        "CodeSlicing-pure-swift-ui #14": "a `@State` line, `//...` and a lone modifier",
        "CodeSlicing-pure-swift-ui #15": "modifiers with no view before them",
        "CodeSlicing-pure-swift-ui #16": "a `@State` line, `//...` and a lone modifier",
        "CodeSlicing-pure-swift-ui #17": "a `@State` line, `//...` and a lone modifier",
        "CodeSlicing-pure-swift-ui #18": "reads `modified`, never declared",
        "CodeSlicing-pure-swift-ui #23": "uses `MyView`, never declared",
        "CodeSlicing-pure-swift-ui #24": "uses `MyView` and `condition`, never declared",
        "CodeSlicing-pure-swift-ui-design #0": "reads `innerRadiusRatio`, never declared",
        "CodeSlicing-pure-swift-ui-design #1": "reads `innerRadiusRatio`, never declared",
        "CypherPoet-AnimatableGradients #0": "a Package.swift excerpt",
        "CypherPoet-AnimatableGradients #3": "an `.onAppear` modifier with no view before it",
        "CypherPoet-AnimatableGradients #6": "reads `animationCompletion`, never declared",
        "CypherPoet-AnimatableGradients #8": "reads `animationCompletion`, never declared",
        "CypherPoet-AnimatableGradients #10": "reads `animationCompletion`, never declared",
        "CypherPoet-AnimatableGradients #12": "reads `animationCompletion`, never declared",
        "CypherPoet-AnimatableGradients #14": "reads `animationCompletion`, never declared",
        "CypherPoet-AnimatableGradients #16": "reads `animationCompletion`, never declared",
        "kieranb662-Sliders-SwiftUI #1": "uses `red`, `green`, `blue` and `MyLSliderStyle`, never declared",
        "kieranb662-Sliders-SwiftUI #2": "a Package.swift excerpt",
        "kieranb662-SwiftUI-Color-Kit #0": "holds an editor placeholder (`<#...#>`)",
        "kieranb662-SwiftUI-Color-Kit #1": "holds an editor placeholder (`<#...#>`)",
        "kieranb662-SwiftUI-Color-Kit #2": "holds an editor placeholder (`<#...#>`)",
        "mmng-a-Neumorphismic #0": "a call missing its closing parenthesis",
        "mmng-a-Neumorphismic #2": "uses `DemosView` and `SettingsView`, never declared",
        "mmng-a-Neumorphismic #3": "uses the `Tab` enum a later block declares",
    ]

    static let blocks: [Block] = {
        guard let folder = SeedLibraries.folder else { return [] }
        var blocks: [Block] = []
        for (package, module) in packages {
            guard let readme = try? String(contentsOfFile: "\(folder)/\(package)/README.md", encoding: .utf8) else { continue }
            for (index, code) in swiftBlocks(in: readme).enumerated() {
                blocks.append(Block(package: package, module: module, index: index, code: code))
            }
        }
        return blocks
    }()

    /// The fenced blocks whose info string starts `swift` (any case, `swift:File.swift` too).
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = [], current: [String]?, fence = ""
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil {
                let ticks = trimmed.prefix { $0 == "`" }
                if ticks.count >= 3, trimmed.dropFirst(ticks.count).lowercased().hasPrefix("swift") { (current, fence) = ([], String(ticks)) }
            } else if trimmed == fence {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current!.append(String(line))
            }
        }
        return blocks
    }

    /// Incomplete blocks that run on the README's page, where the blocks before them have run:
    /// they read what an earlier block declared (`@State private var animationCompletion`).
    static let runOnThePage: Set<String> = [
        "CypherPoet-AnimatableGradients #6", "CypherPoet-AnimatableGradients #8", "CypherPoet-AnimatableGradients #10",
        "CypherPoet-AnimatableGradients #12", "CypherPoet-AnimatableGradients #14", "CypherPoet-AnimatableGradients #16",
    ]

    @Test func everyReadmeIsRead() {
        // 25 + 4 + 17 + 3 + 3 + 5 + 9 blocks today: a parser that lost some would shrink this.
        #expect(Self.blocks.count == 66)
        let listed = Set(Self.incomplete.keys), found = Set(Self.blocks.map(\.description))
        #expect(listed.isSubset(of: found), "listed but not found: \(listed.subtracting(found).sorted())")
    }

    static func session() throws -> ScriptSession {
        let folder = try #require(SeedLibraries.folder)
        let session = ScriptSession()
        session.importPaths = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            .map { folder + "/" + $0 }.filter { FileManager.default.fileExists(atPath: $0 + "/Package.swift") }
        return session
    }

    /// What went wrong running `block` in `session` and drawing its views.
    static func failures(of block: Block, in session: ScriptSession) -> [String] {
        let r = run("import SwiftUI\nimport \(block.module)\n" + block.code, in: session)
        var failures = r.errors.map(\.message)
        for view in r.views {
            do { _ = try LoomUI.renderImage(view, scale: 1) } catch { failures.append("\(error)") }
        }
        return failures
    }

    @Test(arguments: packages.map(\.folder))
    func runsAsAPage(_ package: String) throws {
        // One session for the whole README, block after block, as `loom render README.md` runs it.
        let session = try Self.session()
        for block in Self.blocks where block.package == package {
            let failures = Self.failures(of: block, in: session)
            if Self.incomplete[block.description] != nil, !Self.runOnThePage.contains(block.description) {
                #expect(!failures.isEmpty, "\(block) now runs on the page")
            } else {
                #expect(failures.isEmpty, "\(block) on the page: \(failures)")
            }
        }
    }

    @Test(arguments: blocks)
    func runs(_ block: Block) throws {
        let failures = Self.failures(of: block, in: try Self.session())
        if let reason = Self.incomplete[block.description] {
            #expect(!failures.isEmpty, "\(block) now runs: take it off the list (\(reason))")
        } else {
            #expect(failures.isEmpty, "\(block): \(failures)")
        }
    }
}
