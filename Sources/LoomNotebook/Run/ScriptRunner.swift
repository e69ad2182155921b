import Foundation
import LoomScript
import LoomUI

/// `loom run`: runs a whole Swift file as one block in a fresh session.
public struct ScriptRunner {
    public var makeRunner: () -> any BlockRunner
    public var rasterizer: ViewRasterizer
    /// Libraries imported before the script runs (`--import`).
    public var imports: [String]
    /// What `--png` draws on: the phone-width canvas, or a device (`--device`).
    public var canvas = CellOptions()

    public init(makeRunner: @escaping () -> any BlockRunner = { ScriptSession() },
                rasterizer: ViewRasterizer = .loomUI, imports: [String] = []) {
        self.makeRunner = makeRunner
        self.rasterizer = rasterizer
        self.imports = imports
    }

    public struct Outcome: Equatable {
        /// What the script printed.
        public var standardOutput: String
        /// Formatted diagnostics (`file:line:col: error: message`, source line, caret).
        public var standardError: String
        public var exitStatus: Int32
    }

    /// Runs `source` (named `file` in diagnostics). With `pngPath`, renders the last view output
    /// there (and its laid-out tree to `layoutPath`); no view, or a render failure, is an error.
    public func run(source: String, file: String, pngPath: String? = nil, layoutPath: String? = nil) -> Outcome {
        let session = makeRunner()
        session.compile(for: canvas.platform ?? Self.platform(for: source, imports: imports, drawing: pngPath != nil))
        session.nameModule(Self.moduleName(for: file))
        var outcome = Outcome(standardOutput: "", standardError: "", exitStatus: 0)
        for name in imports {
            for diagnostic in session.importModule(name) {
                outcome.standardError += "\(file): error: import \(name): \(diagnostic.message)\n"
                outcome.exitStatus = 1
            }
        }
        guard outcome.exitStatus == 0 else { return outcome }
        let evaluation = session.run(source)
        var lastView: (view: any ViewNode, line: Int, column: Int)?
        for output in evaluation.outputs {
            switch output {
            case .text(let text): outcome.standardOutput += text
            case .view(let view, let line, let column): lastView = (view, line, column)
            case .value: break
            }
        }
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        for diagnostic in evaluation.diagnostics {
            let line = diagnostic.line >= 1 && diagnostic.line <= lines.count ? String(lines[diagnostic.line - 1]) : ""
            outcome.standardError += DiagnosticFormatter.format(
                file: file, line: diagnostic.line, column: diagnostic.column, message: diagnostic.message,
                sourceLine: line.hasSuffix("\r") ? String(line.dropLast()) : line,
                sourceColumn: diagnostic.column, prefix: "error: ") + "\n"
        }
        if !evaluation.diagnostics.isEmpty { outcome.exitStatus = 1 }
        if let pngPath, outcome.exitStatus == 0 {
            guard let lastView else {
                outcome.standardError += "\(file): error: --png needs a view, and the script produced none\n"
                outcome.exitStatus = 1
                return outcome
            }
            do {
                var settings = ViewRasterizer.Settings(proposal: canvas.canvasProposal)
                settings.device = canvas.device
                settings.statusBar = canvas.statusBar
                settings.dumpsLayout = layoutPath != nil
                let raster = try rasterizer.rasterize(lastView.view, settings)
                try AtomicFile.write(raster.png, to: pngPath)
                if let layoutPath, let layout = raster.layout { try AtomicFile.write(layout, to: layoutPath) }
            } catch let located as LocatedScriptError where located.line > 0 {
                let (line, column) = located.isInBlock ? (located.line, located.column) : (lastView.line, lastView.column)
                outcome.standardError += "\(file):\(line):\(column): error: could not render the view: \(located.message)\n"
                outcome.exitStatus = 1
            } catch {
                outcome.standardError += "\(file): error: could not render the view: \(error)\n"
                outcome.exitStatus = 1
            }
        }
        return outcome
    }

    /// Where a script is built for when `--platform` does not say: a plain Swift program for this
    /// machine, as `swiftc` here builds it; one that uses an Apple UI framework (by importing it,
    /// importing a library, or being drawn with `--png`) for an iOS device, as its author does.
    static func platform(for source: String, imports: [String], drawing: Bool) -> CompilationConditions.Platform {
        if drawing || !imports.isEmpty { return .iOS }
        let portable: Set<Substring> = ["Swift", "Foundation", "FoundationEssentials", "Glibc", "Dispatch"]
        let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
        for line in source.split(separator: "\n") {
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "." })[...]
            while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
            guard words.first == "import" else { continue }
            words = words.dropFirst()
            if let kind = words.first, kinds.contains(kind) { words = words.dropFirst() }
            if let module = words.first, !portable.contains(module) { return .iOS }
        }
        return .Linux
    }

    /// `swift Shapes.swift` names the module after the file; a name that is not an identifier
    /// (`my-script.swift`) falls back to `main`.
    static func moduleName(for file: String) -> String {
        let base = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        guard let first = base.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first),
              base.unicodeScalars.allSatisfy({ $0 == "_" || CharacterSet.alphanumerics.contains($0) }) else { return "main" }
        return base
    }

    /// Reads and runs the file at `path`. Throws `LoomError.missingPath`/`.unreadable`.
    public func run(path: String, pngPath: String? = nil, layoutPath: String? = nil) throws -> Outcome {
        guard FileManager.default.fileExists(atPath: path) else { throw LoomError.missingPath(path) }
        guard let data = FileManager.default.contents(atPath: path) else { throw LoomError.unreadable(path) }
        // Any bytes run, as in a notebook: what had to be repaired is said first.
        let text = NotebookText(Array(data), file: path)
        var outcome = run(source: text.text, file: path, pngPath: pngPath, layoutPath: layoutPath)
        outcome.standardError = text.warnings.map { $0 + "\n" }.joined() + outcome.standardError
        return outcome
    }
}
