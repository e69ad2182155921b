import Foundation
import LoomScript

/// Builds a static site from notebooks: one HTML page (+ images) per Markdown file, an index,
/// and optionally a JSON report. Output is deterministic and written atomically.
public struct SiteBuilder {
    /// Where the site goes (`_site` by default).
    public var outputDirectory: String
    public var pageRenderer: PageRenderer
    /// Receives one progress line per page (`rendered x.md: 5 blocks, 1 failed`) and problems.
    public var log: (String) -> Void

    public init(outputDirectory: String = "_site", pageRenderer: PageRenderer = PageRenderer(),
                log: @escaping (String) -> Void = { _ in }) {
        self.outputDirectory = outputDirectory
        self.pageRenderer = pageRenderer
        self.log = log
    }

    public struct Result {
        public var report: Report
        /// Files that could not be read or written.
        public var problems: [LoomError]

        public var failedBlocks: Int { report.pages.reduce(0) { $0 + $1.failedBlocks } }
        /// 0 when every block ran and every file was written, 1 otherwise.
        public var exitStatus: Int32 { failedBlocks == 0 && problems.isEmpty ? 0 : 1 }
    }

    /// Collects the inputs (see `SourceFile.collect`) and builds them. Throws
    /// `LoomError.missingPath` before writing anything when an input does not exist.
    public func build(inputs: [String], reportPath: String? = nil) throws -> Result {
        let sources = try SourceFile.collect(inputs, skipping: outputDirectory)
        var seen: [String: SourceFile] = [:]
        for source in sources {
            let page = Notebook.stem(of: source.relativePath) + ".html"
            if let earlier = seen[page] {
                throw LoomError.conflictingPages(earlier.displayPath, source.displayPath, page: page)
            }
            seen[page] = source
        }
        return build(sources, reportPath: reportPath)
    }

    public func build(_ sources: [SourceFile], reportPath: String? = nil) -> Result {
        var result = Result(report: Report(), problems: [])
        // Parse every page first: the sidebar of each page lists all of them.
        var notebooks: [(SourceFile, Notebook)] = []
        for source in sources {
            guard let data = FileManager.default.contents(atPath: source.path),
                  let markdown = String(data: data, encoding: .utf8) else {
                result.problems.append(.unreadable(source.displayPath))
                log("error: \(LoomError.unreadable(source.displayPath))")
                continue
            }
            let notebook = Notebook(markdown: markdown, sourcePath: source.displayPath,
                                    relativePath: source.relativePath)
            for problem in notebook.frontMatter.problems {
                log("\(source.displayPath):\(problem.line): warning: \(problem.message)")
            }
            notebooks.append((source, notebook))
        }
        let navigation = SiteNavigation(entries: notebooks.map { .init(title: $0.1.title, htmlPath: $0.1.htmlPath) })
        var indexEntries: [(title: String, htmlPath: String, sourcePath: String)] = []
        for (source, notebook) in notebooks {
            let page = pageRenderer.render(notebook, navigation: navigation)
            do {
                try writePage(page)
            } catch let error as LoomError {
                result.problems.append(error)
                log("error: \(error)")
            } catch {
                result.problems.append(.unwritable(page.notebook.htmlPath, reason: "\(error)"))
            }
            result.report.pages.append(page.report)
            indexEntries.append((page.notebook.title, page.notebook.htmlPath, source.relativePath))
            let blocks = page.report.blocks.count
            log("rendered \(source.displayPath): \(blocks) block\(blocks == 1 ? "" : "s"), \(page.report.failedBlocks) failed")
        }
        do {
            // A root `index.md` is the site's front page; otherwise Loom writes a list of pages.
            if !notebooks.contains(where: { $0.1.htmlPath == "index.html" }) {
                try AtomicFile.write(pageRenderer.renderer.renderIndex(indexEntries), to: outputPath("index.html"))
            }
            if let reportPath {
                try AtomicFile.write(result.report.jsonText(), to: reportPath)
            }
        } catch let error as LoomError {
            result.problems.append(error)
            log("error: \(error)")
        } catch {}
        return result
    }

    private func writePage(_ page: PageRenderer.RenderedPage) throws {
        for image in page.images {
            try AtomicFile.write(image.png, to: outputPath(image.path))
        }
        removeStaleImages(in: page.notebook.assetFolder, keeping: Set(page.images.map(\.path)))
        try AtomicFile.write(page.html, to: outputPath(page.notebook.htmlPath))
    }

    /// Deletes numbered images (`<n>.png`) an earlier run left in a page's image folder.
    /// Named outputs (`//| output: x.png`) are left alone: they may be committed references.
    private func removeStaleImages(in folder: String, keeping kept: Set<String>) {
        let path = outputPath(folder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
        for name in names where name.hasSuffix(".png") && Int(name.dropLast(4)) != nil {
            if !kept.contains(folder + "/" + name) {
                try? FileManager.default.removeItem(atPath: path + "/" + name)
            }
        }
    }

    private func outputPath(_ relative: String) -> String {
        outputDirectory.hasSuffix("/") ? outputDirectory + relative : outputDirectory + "/" + relative
    }
}
