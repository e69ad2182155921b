import Foundation

/// A tutorial step's code and the preview DocC shows beside it:
/// `@Code(name: "ContentView.swift", file: Step_1.swift) { @Image(source: Step_1.png, alt: "…") }`.
/// The preview is the step's reference: Loom draws the file's view and puts its picture there.
public struct DocCCodeStep: Equatable, Sendable {
    /// The Swift file, as the directive names it (a resource of the catalog).
    public var file: String
    /// The base name of the `@Image` inside the directive; nil when the step shows only code.
    public var preview: String?
    /// 1-based line of the `@Code` directive in the tutorial.
    public var line: Int

    /// Every `@Code` directive of a tutorial file, in order.
    public static func steps(in text: String) -> [DocCCodeStep] {
        var steps: [DocCCodeStep] = []
        let characters = Array(text)
        for match in text.matches(of: /@Code\s*\(/) {
            let start = text.distance(from: text.startIndex, to: match.range.lowerBound)
            let line = characters[..<start].filter { $0 == "\n" }.count + 1
            // The arguments run to the closing parenthesis (quoted strings may hold one).
            var index = text.distance(from: text.startIndex, to: match.range.upperBound)
            var quoted = false
            while index < characters.count, quoted || characters[index] != ")" {
                if characters[index] == "\"" { quoted.toggle() }
                index += 1
            }
            let arguments = String(characters[text.distance(from: text.startIndex, to: match.range.upperBound)..<min(index, characters.count)])
            guard let file = arguments.firstMatch(of: /file\s*:\s*(?:"([^"]*)"|([^,)\s]+))/)
                .flatMap({ $0.output.1.map(String.init) ?? $0.output.2.map(String.init) }) else { continue }
            // A body in braces right after the arguments may hold the preview image.
            index += 1
            while index < characters.count, characters[index].isWhitespace { index += 1 }
            var preview: String?
            if index < characters.count, characters[index] == "{" {
                var depth = 0
                var end = index
                while end < characters.count {
                    if characters[end] == "{" { depth += 1 }
                    if characters[end] == "}" { depth -= 1; if depth == 0 { break } }
                    end += 1
                }
                let body = String(characters[index..<min(end, characters.count)])
                preview = DocCPlacedImage.directiveSources(in: body).first.map(DocCImageName.base(ofSource:))
            }
            steps.append(DocCCodeStep(file: file, preview: preview, line: line))
        }
        return steps
    }
}

/// A tutorial step's Swift file run as a one-block page in both palettes.
struct DocCCodeStepRun {
    var step: DocCCodeStep
    /// The Swift file found in the catalog (relative to it), nil when there is none.
    var codeFile: String?
    var light: CellResult?
    var dark: CellResult?
    /// Located problems: the file is missing, or its code failed (at the Swift file's own lines).
    var problems: [String] = []

    init(_ step: DocCCodeStep, tutorial: String, catalog: DocCCatalog, files: [String: String], renderer: PageRenderer) {
        self.step = step
        let name = (step.file as NSString).lastPathComponent
        guard let relative = files[name], let data = FileManager.default.contents(atPath: catalog.path + "/" + relative) else {
            problems.append("\(tutorial):\(step.line): error: the step's file '\(step.file)' is not in the catalog")
            return
        }
        codeFile = relative
        let display = catalog.path + "/" + relative
        let code = NotebookText(Array(data), file: display).text
        // A fence longer than any run of backticks in the file, so the file is one block whatever it holds.
        let fence = String(repeating: "`", count: max(3, (code.matches(of: /`+/).map(\.output.count).max() ?? 0) + 1))
        let markdown = "\(fence)swift\n\(code)\(code.hasSuffix("\n") ? "" : "\n")\(fence)\n"
        var darkRenderer = renderer
        darkRenderer.pageDefaults.colorScheme = .dark
        light = renderer.render(markdown: markdown, sourcePath: display, relativePath: "steps/" + name + ".md").notebook.results.first
        if let light, !DocCArticleRun.images(of: light).isEmpty {
            dark = darkRenderer.render(markdown: markdown, sourcePath: display, relativePath: "steps/" + name + ".md").notebook.results.first
        }
        if let light, light.status == .error {
            // The file's line L is the page's line L + 1 (the fence comes first).
            problems += light.diagnostics.map { diagnostic in
                var located = diagnostic
                located.line -= 1
                return DiagnosticFormatter.format(located, file: display, prefix: "error: ")
            }
        }
    }

    var failed: Bool { light?.status == .error || codeFile == nil }

    var picture: (light: ImageAsset, dark: ImageAsset?)? {
        guard let light, let first = DocCArticleRun.images(of: light).first else { return nil }
        return (first, dark.flatMap { DocCArticleRun.images(of: $0).first })
    }

    /// The Swift files of a catalog by file name (DocC finds a step's file by name anywhere in it).
    static func swiftFiles(in catalog: DocCCatalog) -> [String: String] {
        var files: [String: String] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: catalog.path) else { return [:] }
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            files[(relative as NSString).lastPathComponent] = files[(relative as NSString).lastPathComponent] ?? relative
        }
        return files
    }

    /// The tutorial files of a catalog, relative, sorted.
    static func tutorials(in catalog: DocCCatalog) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: catalog.path) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".tutorial") { found.append(relative) }
        }
        return found.sorted()
    }
}
