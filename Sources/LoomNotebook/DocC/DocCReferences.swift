import Foundation
import LoomGraphics

/// `loom check` and `loom record` on a catalog. A catalog's references are its own images: the
/// image placed right after a block (`DocCPlacedImage`) or a tutorial step's preview
/// (`DocCCodeStep`), in the variants Loom draws —
/// `ring@2x.png` from the light run and, when the catalog has one, `ring~dark@2x.png` from the
/// dark run. `record` writes those variants into the catalog (images only, never an article).
public struct DocCReferences {
    public var pageRenderer: PageRenderer
    public var tolerance: ImageTolerance
    public var diffing = ImageDiffing.png
    public var log: (String) -> Void
    /// Articles run at once (`--jobs`).
    public var jobs = 1

    public init(pageRenderer: PageRenderer, tolerance: ImageTolerance = .default, log: @escaping (String) -> Void = { _ in }) {
        self.pageRenderer = pageRenderer
        self.tolerance = tolerance
        self.log = log
    }

    public struct Case: Equatable {
        public enum Outcome: Equatable {
            case matches
            case differs(String)
            /// `check`: the catalog has no such variant. `record`: it was written.
            case missing
            case written
            case unchanged
            case refused(String)
        }
        /// The article and the block's fence line.
        public var article: String
        public var line: Int
        /// The reference variant, relative to the catalog (`Resources/ring@2x.png`).
        public var file: String
        public var outcome: Outcome

        var failed: Bool {
            switch outcome {
            case .differs, .missing, .refused: return true
            default: return false
            }
        }
    }

    public struct Result {
        public var cases: [Case] = []
        public var failedBlocks = 0
        public var exitStatus: Int32 { failedBlocks == 0 && !cases.contains(where: \.failed) ? 0 : 1 }
    }

    /// Compares each block's pictures with its reference's variants; a failure leaves the new
    /// picture (and the difference, when the sizes agree) in `artifacts`.
    public func check(_ catalog: DocCCatalog, artifacts: String) throws -> Result {
        try run(catalog) { variant, picture, tolerance in
            guard let reference = FileManager.default.contents(atPath: variant.path).map(Array.init) else {
                return variant.dark ? nil : .missing  // a catalog need not have dark variants
            }
            guard let mismatch = diffing.diff(picture.png, reference, tolerance) else { return .matches }
            let stem = artifacts + "/" + (variant.file as NSString).deletingPathExtension
            try? AtomicFile.write(picture.png, to: stem + ".actual.png")
            if let difference = mismatch.difference { try? AtomicFile.write(difference.pngData(), to: stem + ".difference.png") }
            return .differs(mismatch.message + " (the new picture is \(stem).actual.png)")
        }
    }

    /// Writes each block's pictures over its reference's variants (only those that changed
    /// beyond the tolerance, unless `all`; only those that do not exist, with `missingOnly`).
    public func record(_ catalog: DocCCatalog, all: Bool = false, missingOnly: Bool = false) throws -> Result {
        try run(catalog) { variant, picture, tolerance in
            if missingOnly, FileManager.default.fileExists(atPath: variant.path) { return .unchanged }
            if !all, let existing = FileManager.default.contents(atPath: variant.path).map(Array.init),
               diffing.diff(picture.png, existing, tolerance) == nil {
                return .unchanged
            }
            try AtomicFile.write(picture.png, to: variant.path)
            return .written
        }
    }

    struct Variant {
        var file: String
        var path: String
        var dark: Bool
    }

    func run(_ catalog: DocCCatalog,
             _ compare: (Variant, ImageAsset, ImageTolerance) throws -> Case.Outcome?) throws -> Result {
        var result = Result()
        let images = DocCCatalog.images(below: catalog.path)
        /// Compares (or records) one reference's variants.
        func visit(article: String, line: Int, base: String, picture: (light: ImageAsset, dark: ImageAsset?),
                   tolerance: ImageTolerance) throws {
            let folder = images[base]?.first.map { ($0 as NSString).deletingLastPathComponent } ?? "Resources"
            var variants = [(picture.light, false)]
            if let dark = DocCArticleRun.darkVariant(light: picture.light, dark: picture.dark) { variants.append((dark, true)) }
            for (image, dark) in variants {
                let name = DocCImageName.fileName(base: base, scale: image.scale, dark: dark)
                let file = folder.isEmpty ? name : folder + "/" + name
                let path = catalog.path + "/" + file
                var item = Case(article: article, line: line, file: file, outcome: .matches)
                if !Sandbox.contains(catalog.path, path) || Sandbox.isSymlink(path) {
                    item.outcome = .refused("\(file) is a symlink or leads outside the catalog; Loom neither reads nor writes references through links")
                } else if let outcome = try compare(Variant(file: file, path: path, dark: dark), image, tolerance) {
                    item.outcome = outcome
                } else {
                    continue
                }
                log(Self.line(item, catalog: catalog))
                result.cases.append(item)
            }
        }
        for (source, run) in try DocCArticleRun.runs(of: catalog, renderer: pageRenderer, jobs: jobs) {
            guard let run else {
                log("error: \(LoomError.unreadable(source.displayPath))")
                result.failedBlocks += 1
                continue
            }
            for (cell, cellResult) in run.cells {
                if cellResult.status == .error {
                    result.failedBlocks += 1
                    for diagnostic in cellResult.diagnostics {
                        log(DiagnosticFormatter.format(diagnostic, file: source.displayPath, prefix: "error: "))
                    }
                }
                guard let reference = run.reference(for: cell), let picture = run.pictures(of: cell).first else { continue }
                try visit(article: source.displayPath, line: cell.fenceLine, base: reference.base, picture: picture,
                          tolerance: cell.options.tolerance.applied(to: self.tolerance))
            }
        }
        for (tutorial, step, file) in DocCCodeStep.previewSteps(in: catalog) {
            guard let preview = step.preview else { continue }
            guard let file else {
                result.failedBlocks += 1
                log("\(tutorial):\(step.line): error: the step's file '\(step.file)' is not in the catalog")
                continue
            }
            let run = DocCSwiftFileRun(file: file, renderer: pageRenderer)
            if run.failed { result.failedBlocks += 1 }
            for problem in run.problems { log(problem) }
            guard let picture = run.picture() else { continue }
            try visit(article: tutorial, line: step.line, base: preview, picture: picture, tolerance: tolerance)
        }
        return result
    }

    static func line(_ item: Case, catalog: DocCCatalog) -> String {
        let location = "\(item.article):\(item.line)"
        let file = catalog.path + "/" + item.file
        switch item.outcome {
        case .matches: return "\(location): \(file) matches"
        case .differs(let message): return "\(location): error: \(file) differs: \(message)"
        case .missing: return "\(location): error: \(file) is missing; `loom record \(catalog.path)` writes it"
        case .written: return "wrote \(file)"
        case .unchanged: return "\(file) unchanged (within the tolerance)"
        case .refused(let why): return "\(location): error: \(why)"
        }
    }
}
