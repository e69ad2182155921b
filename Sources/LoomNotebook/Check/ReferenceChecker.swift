import Foundation
import LoomGraphics

/// `loom check`: renders pages with the ordinary pipeline (`PageRenderer`) and compares every
/// block's picture with its reference (`ReferenceLinks`). Writes, for each failure, the new
/// picture, the reference and a difference image under `artifactsDirectory`, plus `report.html`;
/// optionally JUnit XML.
public struct ReferenceChecker {
    public var pageRenderer: PageRenderer
    /// Pages rendered at once.
    public var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// The tolerance before page (`tolerance:` front matter) and block (`//| tolerance:`) overrides.
    public var tolerance: ImageTolerance
    /// Where failure artifacts and `report.html` go (`_check`).
    public var artifactsDirectory: String
    public var diffing: ImageDiffing
    /// The running environment, asked for only when a picture fails next to a recorded fingerprint.
    public var environment: () -> EnvironmentFingerprint
    /// Receives one line per problem and a summary.
    public var log: (String) -> Void
    /// Called after each page renders (one thread at a time), for a live progress line.
    public var progress: ((SiteBuilder.Progress) -> Void)?
    /// No picture to check is a failure, not only a warning (`--require-references`).
    public var requireReferences = false
    /// A block that fails and has no reference is a warning (`.notRecorded`), not a failure:
    /// `loom previews --check`, where previews Loom cannot render yet were never recorded.
    public var skipsUnrecordedFailures = false
    /// Every warning is a failure (`--strict`): the pages' own and "no pictures to check".
    public var strict = false
    /// The command that re-records a page's references (`missing`: only absent ones), when it is
    /// not `loom record PAGE` (`loom previews PACKAGE --record`).
    public var recordCommand: ((SourceFile, _ missing: Bool) -> String)?

    public init(pageRenderer: PageRenderer = PageRenderer(), tolerance: ImageTolerance = .default,
                artifactsDirectory: String = "_check", diffing: ImageDiffing = .png,
                environment: @escaping () -> EnvironmentFingerprint = { .current() },
                log: @escaping (String) -> Void = { _ in }) {
        self.pageRenderer = pageRenderer
        self.tolerance = tolerance
        self.artifactsDirectory = artifactsDirectory
        self.diffing = diffing
        self.environment = environment
        self.log = log
    }

    /// One checked block (a JUnit test case).
    public struct Case {
        public enum Outcome: Equatable {
            /// Same bytes as the reference.
            case identical
            /// Different bytes, same picture within the tolerance.
            case withinTolerance
            case differs
            case missingReference
            /// The block failed (or drew no picture for its reference).
            case blockFailed
            /// The reference may not be read (outside the notebook's folder, or a symlink).
            case refused
            /// The page's front matter has an unknown key or a bad value (a case per problem).
            case invalidFrontMatter
            /// A block that failed and never had a reference (`skipsUnrecordedFailures`): reported,
            /// not a failure — nothing of it is under test yet.
            case notRecorded
        }

        /// The Markdown file, as the user named it.
        public var page: String
        /// 1-based line of the block's fence.
        public var line: Int
        /// The output name, or `line N`.
        public var name: String
        public var outcome: Outcome
        /// Why it failed (nil when it passed).
        public var message: String?
        /// The reference file (display path); nil for failed blocks without a reference.
        public var reference: String?
        /// Artifacts, relative to the artifacts folder: new picture, reference copy, difference image.
        public var actualArtifact: String?
        public var referenceArtifact: String?
        public var differenceArtifact: String?
        /// Said when the failure coincides with a changed environment fingerprint.
        public var note: String?
        public var seconds: Double = 0

        public var passed: Bool { outcome == .identical || outcome == .withinTolerance }
    }

    public struct Result {
        public var cases: [Case] = []
        /// Files that could not be read or written.
        public var problems: [LoomError] = []
        /// Where `report.html` was written.
        public var reportPath: String?
        /// The folder the cases' artifact paths are relative to.
        public var artifactsDirectory = ""
        /// Checking no picture fails the run (`--require-references`).
        public var requiresReferences = false
        /// The `warning:` lines printed about the pages (a missing image, repaired text).
        public var warnings: [String] = []
        /// Warnings fail the run (`--strict`), "no pictures to check" among them.
        public var strict = false
        /// The cases that compared a picture with a reference (or found it missing).
        public var pictures: [Case] { cases.filter { $0.reference != nil } }

        public var failures: [Case] { cases.filter { !$0.passed && $0.outcome != .notRecorded } }
        /// 0 when every picture matches, every block ran and no front matter was wrong (and, when
        /// required or strict, some picture was checked; when strict, nothing was warned about),
        /// 1 otherwise.
        public var exitStatus: Int32 {
            failures.isEmpty && problems.isEmpty && !((requiresReferences || strict) && pictures.isEmpty)
                && !(strict && !warnings.isEmpty) ? 0 : 1
        }
    }

    /// Checks the Markdown files named by `inputs` (files or folders, as `loom render` takes them).
    /// Throws `LoomError.missingPath` before doing anything when an input does not exist.
    public func check(inputs: [String], junitPath: String? = nil) throws -> Result {
        let sources = try SourceFile.collect(inputs, skipping: artifactsDirectory)
        try Sandbox.checkOutput(artifactsDirectory, for: sources)
        return check(sources, junitPath: junitPath)
    }

    public func check(_ sources: [SourceFile], junitPath: String? = nil) -> Result {
        var result = Result()
        result.artifactsDirectory = artifactsDirectory
        result.requiresReferences = requireReferences
        result.strict = strict
        do {
            // Before `prepareArtifactsDirectory` empties it.
            try Sandbox.checkOutput(artifactsDirectory, for: sources)
        } catch {
            result.problems.append(error)
            log("error: \(error)")
            return result
        }
        prepareArtifactsDirectory()
        var current: EnvironmentFingerprint?
        let clock = ContinuousClock()
        let rendered = ReferenceLinks.renderedReferences(of: sources, with: pageRenderer, jobs: jobs, progress: progress)
        for (source, page) in zip(sources, rendered) {
            guard let (notebook, candidates, references) = page else {
                result.problems.append(.unreadable(source.displayPath))
                log("error: \(LoomError.unreadable(source.displayPath))")
                continue
            }
            let referenced = Set(references.map(\.cellIndex))
            let rerecord = recordCommand?(source, false) ?? "loom record \(Self.shellQuoted(source.displayPath))"
            var pageCases: [Case] = []
            for warning in notebook.warnings { log(warning) }
            result.warnings += notebook.warnings

            for problem in notebook.frontMatter.problems {
                let text = DiagnosticFormatter.format(problem, file: source.displayPath, prefix: "error: ")
                log(text)
                pageCases.append(Case(page: source.displayPath, line: problem.line, name: "front matter line \(problem.line)",
                                      outcome: .invalidFrontMatter, message: text))
            }

            for (cell, cellResult) in zip(notebook.cells, notebook.results) where cellResult.status == .error && !referenced.contains(cell.index) {
                let text = cellResult.diagnostics.map { DiagnosticFormatter.format($0, file: source.displayPath, prefix: "error: ") }.joined(separator: "\n")
                log(text)
                pageCases.append(Case(page: source.displayPath, line: source.reportedLine(cell.fenceLine),
                                      name: cell.options.outputName ?? "line \(source.reportedLine(cell.fenceLine))", outcome: .blockFailed,
                                      message: "the block failed:\n" + text))
            }
            for (cell, _) in zip(notebook.cells, notebook.results) where cell.options.outputName != nil && !referenced.contains(cell.index)
                && cell.options.eval && cell.options.showOutput && candidates[cell.index].map({ !$0.isEmpty }) != true {
                log("\(source.displayPath):\(source.reportedLine(cell.fenceLine)): note: \(cell.options.outputName!) has no reference picture; put ![…](\(notebook.assetFolder.split(separator: "/").last ?? "")/\(cell.options.outputName!)) after the block to check it")
            }

            for reference in references {
                let start = clock.now
                let cell = notebook.cells[reference.cellIndex]
                let cellResult = notebook.results[reference.cellIndex]
                let displayReference = ReferenceLinks.resolve(reference.link.url, against: source.referenceBase)
                var item = Case(page: source.displayPath, line: source.reportedLine(reference.line), name: reference.displayName,
                                outcome: .identical, reference: displayReference)
                let tolerance = cell.options.tolerance.applied(to: self.tolerance)
                let location = "\(source.displayPath):\(source.reportedLine(reference.line))"
                let blockFailed = cellResult.status == .error || reference.actual == nil
                let artifactStem = notebook.assetFolder + "/" + reference.link.stem

                if let refusal = reference.refusal {
                    item.outcome = .refused
                    item.message = refusal + "; not checked"
                    log("\(source.displayPath):\(reference.link.line): error: \(item.message!)")
                } else if blockFailed, skipsUnrecordedFailures, !FileManager.default.fileExists(atPath: reference.path) {
                    // `loom previews --check`: a preview Loom could not render when the references were
                    // recorded has none; only the recorded ones are under test.
                    item.outcome = .notRecorded
                    item.message = "\(reference.link.fileName) has no reference and its block failed, so it is not checked"
                    log("\(location): warning: \(item.message!)")
                } else if blockFailed {
                    let diagnostics = cellResult.diagnostics.map { DiagnosticFormatter.format($0, file: source.displayPath, prefix: "error: ") }
                    item.outcome = .blockFailed
                    item.message = (cellResult.status == .error ? "the block failed" : "the block drew no picture")
                        + ", so \(reference.link.fileName) could not be checked"
                        + (diagnostics.isEmpty ? "" : ":\n" + diagnostics.joined(separator: "\n"))
                    log("\(location): error: \(item.message!)")
                } else if let actual = reference.actual {
                    // An `.apng` reference checks the animation frame by frame; a `.png` one its still.
                    let motion = reference.link.isAnimation
                    let actualBytes = motion ? actual.animation?.apng ?? actual.png : actual.png
                    let compare = motion ? ImageDiffing.motion(comparingFramesWith: diffing, framesPerSecond: actual.animation?.framesPerSecond ?? 30) : diffing
                    if let referenceBytes = FileManager.default.contents(atPath: reference.path) {
                        if Array(referenceBytes) == actualBytes {
                            item.outcome = .identical
                        } else if let mismatch = compare.diff(actualBytes, Array(referenceBytes), tolerance) {
                            item.outcome = .differs
                            item.message = "\(reference.link.fileName) differs from its reference: \(mismatch.message)"
                            do {
                                item.actualArtifact = artifactStem + ".actual.png"
                                try AtomicFile.write(mismatch.actualFrame ?? actual.png, to: artifactPath(item.actualArtifact!))
                                item.referenceArtifact = artifactStem + ".reference.png"
                                try AtomicFile.write(mismatch.referenceFrame ?? Array(referenceBytes), to: artifactPath(item.referenceArtifact!))
                                if let difference = mismatch.difference {
                                    item.differenceArtifact = artifactStem + ".difference.png"
                                    try AtomicFile.write(difference.pngData(), to: artifactPath(item.differenceArtifact!))
                                }
                            } catch let error as LoomError {
                                result.problems.append(error)
                                log("error: \(error)")
                            } catch {}
                            let folder = (reference.path as NSString).deletingLastPathComponent
                            if let recorded = EnvironmentFingerprint.recorded(in: folder) {
                                if current == nil { current = environment() }
                                let changes = current!.changes(since: recorded, file: reference.link.fileName, scale: actual.scale)
                                if !changes.isEmpty {
                                    item.note = "the reference was recorded in a different environment (\(changes.joined(separator: "; "))), which may explain the difference"
                                }
                            }
                            var lines = ["\(location): error: \(item.message!)",
                                         "    reference:  \(displayReference)"]
                            if let path = item.actualArtifact { lines.append("    new:        \(artifactPath(path))") }
                            if let path = item.differenceArtifact { lines.append("    difference: \(artifactPath(path))") }
                            if let note = item.note { lines.append("    note: \(note)") }
                            lines.append("    open \(artifactPath("report.html")) to compare them; if the new picture is right, re-record with: \(rerecord)")
                            log(lines.joined(separator: "\n"))
                        } else {
                            item.outcome = .withinTolerance
                        }
                    } else {
                        item.outcome = .missingReference
                        item.message = "reference missing: \(displayReference); run `\(recordCommand?(source, true) ?? "loom record --missing \(Self.shellQuoted(source.displayPath))")`"
                        item.actualArtifact = artifactStem + (motion ? ".actual.apng" : ".actual.png")
                        do { try AtomicFile.write(actualBytes, to: artifactPath(item.actualArtifact!)) } catch {}
                        log("\(location): error: \(item.message!)")
                    }
                }
                item.seconds = ExecuteCells.milliseconds(clock.now - start) / 1000
                pageCases.append(item)
            }
            pageCases.sort { ($0.line, $0.name) < ($1.line, $1.name) }
            result.cases += pageCases
        }

        do {
            let reportPath = artifactPath("report.html")
            try AtomicFile.write(CheckReportHTML.render(result), to: reportPath)
            result.reportPath = reportPath
            if let junitPath {
                try AtomicFile.write(JUnitReport.render(result), to: junitPath)
            }
        } catch let error as LoomError {
            result.problems.append(error)
            log("error: \(error)")
        } catch {}
        if result.pictures.isEmpty {
            // An honest zero: a check that compared nothing must not read as a pass.
            log((requireReferences || strict ? "error: " : "warning: ") + Self.nothingChecked(pages: sources.count))
        }
        log(Self.summary(result, pages: sources.count))
        return result
    }

    /// Why a check compared no picture, and how to give it one.
    static func nothingChecked(pages: Int) -> String {
        (pages == 0 ? "no pages to check (no .md files in the paths given)"
            : "no pictures to check: no block on the \(pages == 1 ? "page" : "\(pages) pages") is followed by its reference image")
            + "; to add one, name the block's picture (`//| output: ring.png`), put `![Ring](<page>/ring.png)` right after the"
            + " block and run `loom record`"
    }

    /// `checked 12 pictures on 3 pages: 11 match (9 byte-identical), 1 differs`.
    static func summary(_ result: Result, pages: Int) -> String {
        let pictures = result.pictures
        let identical = pictures.filter { $0.outcome == .identical }.count
        let matching = pictures.filter(\.passed).count
        var parts = ["\(matching) match (\(identical) byte-identical)"]
        let differing = result.cases.filter { $0.outcome == .differs }.count
        let missing = result.cases.filter { $0.outcome == .missingReference }.count
        let failed = result.cases.filter { $0.outcome == .blockFailed }.count
        let unrecorded = result.cases.filter { $0.outcome == .notRecorded }.count
        if differing > 0 { parts.append("\(differing) differ\(differing == 1 ? "s" : "")") }
        if missing > 0 { parts.append("\(missing) missing") }
        if failed > 0 { parts.append("\(failed) block\(failed == 1 ? "" : "s") failed") }
        if unrecorded > 0 { parts.append("\(unrecorded) not recorded (failed, no reference)") }
        let refused = result.cases.filter { $0.outcome == .refused }.count
        if refused > 0 { parts.append("\(refused) refused") }
        let frontMatter = result.cases.filter { $0.outcome == .invalidFrontMatter }.count
        if frontMatter > 0 { parts.append("\(frontMatter) front matter error\(frontMatter == 1 ? "" : "s")") }
        return "checked \(pictures.count) picture\(pictures.count == 1 ? "" : "s") on \(pages) page\(pages == 1 ? "" : "s"): "
            + parts.joined(separator: ", ")
    }

    /// The marker that says a folder holds check artifacts (and may be emptied by the next check).
    static let marker = ".loom-check"

    /// Empties the artifacts folder when an earlier check made it, so old failures do not linger.
    private func prepareArtifactsDirectory() {
        let fileManager = FileManager.default
        if fileManager.fileExists(atPath: artifactPath(Self.marker)) {
            try? fileManager.removeItem(atPath: artifactsDirectory)
        }
        try? fileManager.createDirectory(atPath: artifactsDirectory, withIntermediateDirectories: true)
        fileManager.createFile(atPath: artifactPath(Self.marker), contents: Data("made by loom check; emptied by the next one\n".utf8))
    }

    func artifactPath(_ relative: String) -> String {
        artifactsDirectory.hasSuffix("/") ? artifactsDirectory + relative : artifactsDirectory + "/" + relative
    }

    /// `a b.md` → `'a b.md'`; plain paths stay bare.
    static func shellQuoted(_ text: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./+=:@%")
        if !text.isEmpty, text.allSatisfy({ safe.contains($0) }) { return text }
        return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
