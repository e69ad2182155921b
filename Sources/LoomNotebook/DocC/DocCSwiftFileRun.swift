import Foundation

/// A Swift file — a tutorial step's code, a snippet — run as a one-block page in both palettes.
struct DocCSwiftFileRun {
    var light: CellResult?
    var dark: CellResult?
    /// Located problems: the file cannot be read, or its code failed (at the file's own lines).
    var problems: [String] = []

    init(file path: String, renderer: PageRenderer) {
        guard let data = FileManager.default.contents(atPath: path) else {
            problems.append("error: \(LoomError.unreadable(path))")
            return
        }
        let code = NotebookText(Array(data), file: path).text
        // A fence longer than any run of backticks in the file, so the file is one block whatever it holds.
        let fence = String(repeating: "`", count: max(3, (code.matches(of: /`+/).map(\.output.count).max() ?? 0) + 1))
        let markdown = "\(fence)swift\n\(code)\(code.hasSuffix("\n") ? "" : "\n")\(fence)\n"
        let page = "swift-files/" + (path as NSString).lastPathComponent + ".md"
        var darkRenderer = renderer
        darkRenderer.pageDefaults.colorScheme = .dark
        light = renderer.render(markdown: markdown, sourcePath: path, relativePath: page).notebook.results.first
        if let light, !DocCArticleRun.images(of: light).isEmpty {
            dark = darkRenderer.render(markdown: markdown, sourcePath: path, relativePath: page).notebook.results.first
        }
        if let light, light.status == .error {
            // The file's line L is the page's line L + 1 (the fence comes first).
            problems += light.diagnostics.map { diagnostic in
                var located = diagnostic
                located.line -= 1
                return DiagnosticFormatter.format(located, file: path, prefix: "error: ")
            }
        }
    }

    var failed: Bool { light?.status != .ok && light?.status != .expectedError }

    /// The file's first picture (a step's view), or its last (a snippet's), with its dark twin.
    func picture(last: Bool = false) -> (light: ImageAsset, dark: ImageAsset?)? {
        guard let light else { return nil }
        let lights = DocCArticleRun.images(of: light)
        let darks = dark.map(DocCArticleRun.images(of:)) ?? []
        guard let index = last ? lights.indices.last : lights.indices.first else { return nil }
        return (lights[index], index < darks.count ? darks[index] : nil)
    }
}
