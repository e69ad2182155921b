import Foundation
import LoomNotebook
import LoomScript
import LoomUI

/// The fixture folder bundled with the tests.
func fixturePath(_ relative: String = "") -> String {
    let root = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.path
    return relative.isEmpty ? root : root + "/" + relative
}

func fixtureText(_ relative: String) throws -> String {
    try String(contentsOfFile: fixturePath(relative), encoding: .utf8)
}

/// A fresh, empty temporary folder.
func makeTemporaryFolder(_ name: String = #function) throws -> String {
    let clean = name.filter { $0.isLetter || $0.isNumber }
    let path = NSTemporaryDirectory() + "loom-notebook-tests/\(clean)-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// Every file below `folder`, relative, sorted.
func filesBelow(_ folder: String) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder)
    var files: [String] = []
    while let next = enumerator?.nextObject() as? String {
        var isDirectory: ObjCBool = false
        FileManager.default.fileExists(atPath: folder + "/" + next, isDirectory: &isDirectory)
        if !isDirectory.boolValue { files.append(next) }
    }
    return files.sorted()
}

/// A view the fake rasteriser understands. LoomUI never lays it out (it resolves to nothing);
/// only `ViewRasterizer.fake` looks at it.
struct FakeView: ViewNode {
    var width: Int
    var height: Int
    var failsToRender = false

    func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] { [] }
}

/// A stand-in session that follows a tiny script language, one command per line:
/// `view W H`, `print TEXT`, `value TEXT`, `error LINE COL MESSAGE`, `unrenderable`, and
/// `rect W H` (a real LoomUI `Rectangle` framed to W×H points).
/// Other lines are ignored. Records every source it ran.
final class FakeRunner: BlockRunner {
    var sources: [String] = []

    func run(_ source: String) -> BlockEvaluation {
        sources.append(source)
        var evaluation = BlockEvaluation(outputs: [], diagnostics: [])
        for line in source.split(separator: "\n") {
            let words = line.split(separator: " ", maxSplits: 3).map(String.init)
            switch words.first {
            case "view":
                evaluation.outputs.append(.view(FakeView(width: Int(words[1])!, height: Int(words[2])!)))
            case "print":
                evaluation.outputs.append(.text(words.dropFirst().joined(separator: " ") + "\n"))
            case "value":
                evaluation.outputs.append(.value(DisplayValue(text: words.dropFirst().joined(separator: " "))))
            case "error":
                evaluation.diagnostics.append(ScriptDiagnostic(
                    line: Int(words[1])!, column: Int(words[2])!, message: words.count > 3 ? words[3] : ""))
            case "rect":
                evaluation.outputs.append(.view(Rectangle().frame(width: Double(words[1])!, height: Double(words[2])!)))
            case "unrenderable":
                evaluation.outputs.append(.view(FakeView(width: 1, height: 1, failsToRender: true)))
            default:
                break
            }
        }
        return evaluation
    }
}

struct FakeRenderError: Error, CustomStringConvertible {
    var description: String { "the view is too large" }
}

extension ViewRasterizer {
    /// Renders a `FakeView` at 2× to bytes that name its size (not a real PNG; deterministic).
    static var fake: ViewRasterizer {
        ViewRasterizer { view, settings in
            guard let view = view as? FakeView, !view.failsToRender else { throw FakeRenderError() }
            let scale = settings.scale
            var text = "PNG \(view.width)x\(view.height)"
            if scale != 2 { text += " @\(scale)" }
            if let width = settings.proposal.width, let height = settings.proposal.height {
                text += " in \(width)x\(height)"
            }
            if let device = settings.device { text += " on \(device.name)\(settings.statusBar ? " with its status bar" : "")" }
            return Raster(png: Array(text.utf8), width: Int(Double(view.width) * scale),
                          height: Int(Double(view.height) * scale), scale: scale)
        }
    }
}

extension PageRenderer {
    static func fake() -> PageRenderer {
        PageRenderer(makeRunner: { FakeRunner() }, rasterizer: .fake)
    }
}

/// Renders a Markdown string through the fake pipeline.
func renderFake(_ markdown: String, relativePath: String = "page.md") -> PageRenderer.RenderedPage {
    PageRenderer.fake().render(markdown: markdown, sourcePath: relativePath, relativePath: relativePath)
}
