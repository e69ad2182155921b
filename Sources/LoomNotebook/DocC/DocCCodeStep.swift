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

extension DocCCodeStep {
    /// The Swift files of a catalog by file name (DocC finds a step's file by name anywhere in it).
    static func swiftFiles(in catalog: DocCCatalog) -> [String: String] {
        var files: [String: String] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: catalog.path) else { return [:] }
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let name = (relative as NSString).lastPathComponent
            files[name] = files[name] ?? relative
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

    /// The steps with previews of every tutorial in the catalog, each file and preview once,
    /// with the tutorial's path (as reported) and the step file's path on disk (nil when missing).
    static func previewSteps(in catalog: DocCCatalog) -> [(tutorial: String, step: DocCCodeStep, file: String?)] {
        let files = swiftFiles(in: catalog)
        var found: [(String, DocCCodeStep, String?)] = []
        for tutorial in tutorials(in: catalog) {
            let display = catalog.path + "/" + tutorial
            guard let data = FileManager.default.contents(atPath: display) else { continue }
            var seen = Set<String>()
            for step in steps(in: NotebookText(Array(data), file: display).text) {
                // A step without a preview shows only code; one file shown twice is drawn once.
                guard let preview = step.preview, seen.insert(step.file + "\n" + preview).inserted else { continue }
                let file = files[(step.file as NSString).lastPathComponent].map { catalog.path + "/" + $0 }
                found.append((display, step, file))
            }
        }
        return found
    }
}
