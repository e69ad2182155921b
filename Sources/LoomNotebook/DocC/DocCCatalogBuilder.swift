import Foundation
import LoomScript

/// `loom docc`: runs the swift blocks of a catalog's articles and writes a copy of the catalog in
/// which Loom's pictures are resources and the articles place them after the blocks that drew
/// them. The user's catalog is only read. Each article is run twice, in SwiftUI's light and dark
/// palettes, so DocC shows the picture that matches the reader's appearance (`name@2x.png` and
/// `name~dark@2x.png`).
///
/// A block whose one picture is followed by an image (`![…](ring.png)` or `@Image(source: ring.png, …)`,
/// `DocCPlacedImage`) replaces that image's files in the copy: the hand-made screenshot becomes
/// Loom's. Other pictures are new resources named after the article (`Guide-1@2x.png`, or the
/// block's `//| output:` name), placed with `![alt](Guide-1.png)` after the block.
public struct DocCCatalogBuilder {
    /// Runs the articles in the light palette; the dark run is this with `colorScheme: dark` as its default.
    public var pageRenderer: PageRenderer
    public var log: (String) -> Void
    /// Articles run at once (`--jobs`).
    public var jobs = 1

    public init(pageRenderer: PageRenderer, log: @escaping (String) -> Void = { _ in }) {
        self.pageRenderer = pageRenderer
        self.log = log
    }

    /// A picture Loom put into the copy.
    public struct Picture: Equatable {
        /// The article or tutorial, as reported (`Sliders.docc/Guide.md`).
        public var article: String
        /// The opening fence of the block that drew it (a tutorial step's `@Code` line).
        public var line: Int
        /// The name the article places it by (`Guide-1`).
        public var base: String
        /// The files written, relative to the copy (`Resources/Guide-1@2x.png`, `Resources/Guide-1~dark@2x.png`).
        public var files: [String]
        /// It replaced the image the article already placed after the block.
        public var replacedReference: Bool
    }

    public struct Result {
        /// The catalog copy, `OUT/Name.docc`.
        public var copyPath = ""
        public var articles = 0
        public var blocks = 0
        public var failedBlocks = 0
        public var pictures: [Picture] = []
        /// The folder of the symbol graphs for docc: the documented module's (`DocCSymbolGraph`,
        /// when the catalog sits in a package's target) and its snippets' (`DocCSnippetGraph`).
        public var symbolGraphs: String?
        /// The public symbols the module's graph gives DocC.
        public var symbols = 0
        /// Problems outside a block's own run (a picture name taken twice, an unclosed fence…), located.
        public var problems: [String] = []

        public var succeeded: Bool { failedBlocks == 0 && problems.isEmpty }
    }

    /// The file in the output folder that lists what `loom docc` made there, so a later run
    /// replaces only its own folders (DESIGN: nothing the user wrote is ever deleted).
    public static let markerName = ".loom-docc"

    /// Why `out` cannot receive this catalog's copy and site, or nil when it can.
    public static func outputProblem(catalog: DocCCatalog, out: String, siteName: String = "site") -> String? {
        let catalogPath = Sandbox.realPath(catalog.path)
        let outPath = Sandbox.realPath(out)
        if Sandbox.isInside(outPath, catalogPath) {
            return "the output folder '\(out)' is inside the catalog \(catalog.path); DocC would read Loom's copy as part of the catalog"
        }
        if Sandbox.isInside(catalogPath, outPath) {
            return "the output folder '\(out)' is, or contains, the catalog \(catalog.path); Loom replaces folders there, so choose another"
        }
        let owned = ownedEntries(in: out)
        for entry in ownEntries(catalog: catalog, siteName: siteName) where !owned.contains(entry) {
            if FileManager.default.fileExists(atPath: out + "/" + entry) {
                return "\(out)/\(entry) exists and was not made by loom docc; choose another --out or move it"
            }
        }
        return nil
    }

    /// What `loom docc` writes in the output folder: the copy, docc's site and docc's log.
    static func ownEntries(catalog: DocCCatalog, siteName: String) -> [String] {
        [catalog.name + ".docc", siteName, logName, symbolGraphsName]
    }

    /// The folder of the module's and the snippets' symbol graphs, beside the copy.
    public static let symbolGraphsName = "symbol-graphs"

    /// docc's output, kept beside the site.
    public static let logName = "docc.log"

    static func ownedEntries(in out: String) -> Set<String> {
        guard let text = try? String(contentsOfFile: out + "/" + markerName, encoding: .utf8) else { return [] }
        return Set(text.split(separator: "\n").map(String.init))
    }

    /// Claims `entries` of `out` for `loom docc` (before anything is written there).
    static func claim(_ entries: [String], in out: String) throws {
        let owned = ownedEntries(in: out).union(entries)
        try AtomicFile.write(owned.sorted().joined(separator: "\n") + "\n", to: out + "/" + markerName)
    }

    /// Copies `catalog` to `out/Name.docc` (replacing an earlier copy) and weaves Loom's pictures
    /// into it. Throws only when the copy cannot be made; everything else is in the result.
    public func build(_ catalog: DocCCatalog, out: String, siteName: String = "site") throws -> Result {
        if let problem = Self.outputProblem(catalog: catalog, out: out, siteName: siteName) {
            throw LoomError.unwritable(out, reason: problem)
        }
        var result = Result()
        let copy = out + "/" + catalog.name + ".docc"
        result.copyPath = copy
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        try Self.claim(Self.ownEntries(catalog: catalog, siteName: siteName), in: out)
        if FileManager.default.fileExists(atPath: copy) { try FileManager.default.removeItem(atPath: copy) }
        for skipped in try catalog.copy(to: copy) {
            log("\(catalog.path)/\(skipped): warning: not a regular file or folder (a symlink?); not copied")
        }
        /// Base names given to pictures so far → the article line that took each.
        var taken: [String: String] = [:]
        let catalogImages = DocCCatalog.images(below: catalog.path)
        /// Writes one picture under `base` into the copy; false (with the problem noted) when it cannot be.
        func place(_ picture: (light: ImageAsset, dark: ImageAsset?), base: String, at location: (file: String, line: Int),
                   replacingReference isReference: Bool) -> Bool {
            let here = "\(location.file):\(location.line)"
            if let owner = taken[base] {
                result.problems.append("\(here): error: the picture name '\(base)' is already taken by the block at \(owner); give one of them another `//| output:` name")
                return false
            }
            if !isReference, let existing = catalogImages[base] {
                result.problems.append("\(here): error: the picture name '\(base)' is taken by the catalog's \(existing[0]); give the block another `//| output:` name")
                return false
            }
            taken[base] = here
            do {
                let files = try Self.write(picture.light, dark: DocCArticleRun.darkVariant(light: picture.light, dark: picture.dark),
                                           base: base, into: copy, replacing: isReference ? catalogImages[base] ?? [] : [])
                result.pictures.append(Picture(article: location.file, line: location.line, base: base,
                                               files: files, replacedReference: isReference))
                return true
            } catch {
                result.problems.append("\(here): error: \(error)")
                return false
            }
        }
        /// The snippets the articles show: module → name → file.
        var snippetFiles: [String: [String: String]] = [:]
        /// The picture each snippet file drew, by the base it was placed under.
        var snippetPictures: [String: String] = [:]
        /// Runs a Swift file (a snippet, a tutorial step) and reports its problems.
        func runFile(_ file: String) -> DocCSwiftFileRun {
            let run = DocCSwiftFileRun(file: file, renderer: pageRenderer)
            result.blocks += 1
            if run.failed { result.failedBlocks += 1 }
            for problem in run.problems { log(problem) }
            return run
        }
        for (source, run) in try DocCArticleRun.runs(of: catalog, renderer: pageRenderer, jobs: jobs) {
            guard let run, let data = FileManager.default.contents(atPath: source.path) else {
                result.problems.append("error: \(LoomError.unreadable(source.displayPath))")
                continue
            }
            result.articles += 1
            for warning in run.article.warnings { log(warning) }
            let lines = run.article.markdownLines
            var edit = DocCArticleEdit()
            var pictureNumber = 0
            let stem = Notebook.stem(of: source.relativePath).replacingOccurrences(of: "/", with: "-")
            for (cell, cellResult) in run.cells {
                result.blocks += 1
                if cellResult.status == .error {
                    result.failedBlocks += 1
                    for diagnostic in cellResult.diagnostics {
                        log(DiagnosticFormatter.format(diagnostic, file: source.displayPath, prefix: "error: "))
                    }
                }
                edit.dropOptionLines(of: cell)
                if !cell.options.echo { edit.dropBlock(cell) }
                let reference = run.reference(for: cell)
                var newBases: [String] = []
                for (number, picture) in run.pictures(of: cell).enumerated() {
                    pictureNumber += 1
                    let base: String
                    if number == 0, let reference {
                        base = reference.base
                    } else if number == 0, let named = cell.options.outputName {
                        base = DocCImageName.base(ofSource: named)
                    } else {
                        base = "\(stem)-\(pictureNumber)"
                    }
                    let isReference = number == 0 && reference != nil
                    if place(picture, base: base, at: (source.displayPath, cell.fenceLine), replacingReference: isReference), !isReference {
                        newBases.append(base)
                    }
                }
                if !newBases.isEmpty {
                    let alt = cell.options.alt ?? cell.options.caption ?? "The picture the code above draws, made by Loom"
                    if !edit.insertImages(newBases, alt: alt, after: cell, markdownLines: lines) {
                        result.problems.append("\(source.displayPath):\(cell.fenceLine): error: this block has no closing fence, so its pictures cannot be placed after it")
                    }
                }
            }
            // Snippets: the picture of the snippet file's last view goes after the directive.
            for snippet in DocCSnippet.snippets(in: run.article) {
                guard let package = catalog.packageTarget?.package, let file = snippet.file(in: package),
                      FileManager.default.fileExists(atPath: file) else {
                    result.blocks += 1
                    result.failedBlocks += 1
                    log("\(source.displayPath):\(snippet.line): error: no file for the snippet '\(snippet.path)'; Loom looks in the Snippets folder of the package whose Sources/ holds the catalog")
                    continue
                }
                snippetFiles[snippet.module, default: [:]][snippet.name] = file
                let placed = DocCPlacedImage.after(snippet.paragraph, markdownLines: lines)
                let reference = placed.count == 1 ? placed[0] : nil
                // A snippet shown again (another slice of it) shows the picture already made.
                if reference == nil, let base = snippetPictures[file] {
                    edit.insertImages([base], alt: "The picture the snippet draws, made by Loom", after: snippet.paragraph.endLine,
                                      container: snippet.paragraph, markdownLines: lines)
                    continue
                }
                guard let picture = runFile(file).picture(last: true) else { continue }
                let base = reference?.base ?? snippet.pictureBase
                snippetPictures[file] = base
                if place(picture, base: base, at: (source.displayPath, snippet.line), replacingReference: reference != nil), reference == nil {
                    edit.insertImages([base], alt: "The picture the snippet draws, made by Loom", after: snippet.paragraph.endLine,
                                      container: snippet.paragraph, markdownLines: lines)
                }
            }
            let text = NotebookText(Array(data), file: source.displayPath).text
            try AtomicFile.write(edit.apply(to: text), to: copy + "/" + source.relativePath)
        }
        let graphs = out + "/" + Self.symbolGraphsName
        if FileManager.default.fileExists(atPath: graphs) { try FileManager.default.removeItem(atPath: graphs) }
        if let interface = Self.documentedModule(of: catalog) {
            for (name, json) in DocCSymbolGraph.files(for: interface) {
                try AtomicFile.write(Array(json), to: graphs + "/" + name)
            }
            result.symbols = interface.symbols.count
            result.symbolGraphs = graphs
        }
        for (module, files) in snippetFiles {
            guard let json = DocCSnippetGraph.json(module: module, snippets: files.map { ($0.key, $0.value) }) else { continue }
            try AtomicFile.write(Array(json), to: graphs + "/\(module)-snippets.symbols.json")
            result.symbolGraphs = graphs
        }
        // Tutorials: each step's Swift file draws the preview its `@Code` shows.
        for (tutorial, step, file) in DocCCodeStep.previewSteps(in: catalog) {
            guard let preview = step.preview else { continue }
            guard let file else {
                result.blocks += 1
                result.failedBlocks += 1
                log("\(tutorial):\(step.line): error: the step's file '\(step.file)' is not in the catalog")
                continue
            }
            if let picture = runFile(file).picture() {
                _ = place(picture, base: preview, at: (tutorial, step.line), replacingReference: true)
            }
        }
        // A Swift file beside an image of its own name (`Step_2.swift` and `Step_2.png`, the way
        // tutorials keep a step's code and its screenshot) that no tutorial drew: its picture
        // takes the screenshot's place.
        for (name, relative) in DocCCodeStep.swiftFiles(in: catalog).sorted(by: { $0.value < $1.value }) {
            let base = (name as NSString).deletingPathExtension
            guard catalogImages[base] != nil, taken[base] == nil else { continue }
            let file = catalog.path + "/" + relative
            if let picture = runFile(file).picture() {
                _ = place(picture, base: base, at: (file, 1), replacingReference: true)
            }
        }
        return result
    }

    /// The public API of the target whose `Sources/` folder holds the catalog, read from its
    /// sources; nil for a catalog outside a package.
    static func documentedModule(of catalog: DocCCatalog) -> ModuleInterface? {
        guard let (package, target) = catalog.packageTarget else { return nil }
        let folder = Sandbox.realPath((catalog.path as NSString).deletingLastPathComponent)
        let modules = PackageSources(folder: package).modules
        guard let module = modules.first(where: { Sandbox.realPath($0.folder) == folder }) ?? modules.first(where: { $0.name == target })
        else { return nil }
        return ModuleInterface.read(module: module.name, files: module.files.map(\.path))
    }

    /// Writes the picture's variants as DocC names them and returns them, relative to `copy`.
    /// `dark`: the dark variant, when it is one (`DocCArticleRun.darkVariant`). `replacing`: the
    /// reference's files in the catalog, taken out of the copy first (its folder is kept).
    static func write(_ light: ImageAsset, dark: ImageAsset?, base: String, into copy: String,
                      replacing: [String]) throws -> [String] {
        for old in replacing { try? FileManager.default.removeItem(atPath: copy + "/" + old) }
        let folder = replacing.first.map { ($0 as NSString).deletingLastPathComponent } ?? "Resources"
        func relative(_ name: String) -> String { folder.isEmpty ? name : folder + "/" + name }
        var files = [relative(DocCImageName.fileName(base: base, scale: light.scale, dark: false))]
        try AtomicFile.write(light.png, to: copy + "/" + files[0])
        if let dark {
            files.append(relative(DocCImageName.fileName(base: base, scale: dark.scale, dark: true)))
            try AtomicFile.write(dark.png, to: copy + "/" + files[1])
        }
        return files
    }
}
