import Foundation

/// `loom previews`: the previews of packages as pages of the ordinary pipeline — one generated
/// page per Swift file (its previews share the page's session), rendered on `jobs` threads by
/// `SiteBuilder`, with the block cache and canvases of any notebook — plus a contact sheet as
/// the site's index and a report with one entry per preview. `loom check`'s and `loom record`'s
/// machinery takes the same pages (`sources(linkingReferences: true)`) to make every preview a
/// regression test.
public struct PreviewGallery {
    public var packages: [PreviewPackage]

    public init(packages: [PreviewPackage]) { self.packages = packages }

    /// A page per file with previews, in package, module and file order. With
    /// `linkingReferences`, each picture names its reference, for `ReferenceChecker` and `ReferenceRecorder`.
    public func sources(linkingReferences: Bool) -> [SourceFile] {
        let prefixed = packages.count > 1
        return packages.flatMap { package in
            package.files.map { $0.page(prefix: prefixed ? package.name : nil, references: package.references,
                                        linkingReferences: linkingReferences) }
        }
    }

    /// Every file, paired with the page made of it.
    var filePages: [(file: PreviewFile, page: SourceFile)] {
        Array(zip(packages.flatMap(\.files), sources(linkingReferences: false)))
    }

    public struct Result {
        public var site: SiteBuilder.Result
        public var previews: [PreviewOutcome]
        public var found: Int { previews.count }
        /// Previews that drew their picture without an error.
        public var rendered: Int { previews.filter(\.rendered).count }
        public var failed: Int { previews.filter { $0.status == .error }.count }
        public var exitStatus: Int32 { site.exitStatus }
    }

    /// Builds the gallery into `builder.outputDirectory` and writes the report to `reportPath`.
    public func build(with builder: SiteBuilder, reportPath: String? = nil) -> Result {
        var builder = builder
        builder.pageRenderer = builder.pageRenderer.locatingDiagnosticsInCodeFiles()
        let pairs = filePages
        let site = builder.build(pairs.map(\.page))
        var outcomes: [PreviewOutcome] = []
        let pages = Dictionary(site.report.pages.map { ($0.source, $0) }, uniquingKeysWith: { first, _ in first })
        for (file, page) in pairs {
            let report = pages[page.displayPath]
            for (index, preview) in file.previews.enumerated() {
                // Each preview is two blocks: the one that draws it, then its code (not run).
                let block = report.flatMap { index * 2 < $0.blocks.count ? $0.blocks[index * 2] : nil }
                outcomes.append(PreviewOutcome(file: file, preview: preview, page: page, block: block))
            }
        }
        var problems: [LoomError] = []
        do {
            let index = PreviewContactSheet.html(outcomes, navigation: SiteNavigation.ordered(pairs.compactMap { Notebook(reading: $0.page) }),
                                                 renderer: builder.pageRenderer.renderer)
            try AtomicFile.write(index, to: (builder.outputDirectory as NSString).appendingPathComponent("index.html"))
            if let reportPath {
                try AtomicFile.write(PreviewOutcome.reportJSON(outcomes).serialized() + "\n", to: reportPath)
            }
        } catch let error as LoomError {
            problems.append(error)
            builder.log("error: \(error)")
        } catch {}
        var result = Result(site: site, previews: outcomes)
        result.site.problems += problems
        return result
    }
}
