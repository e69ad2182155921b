import Foundation
import LoomGraphics

/// `loom record`: renders pages with the ordinary pipeline and writes each block's picture to
/// its reference file (the image linked right after the block). Writes only reference files and
/// their folders' `.loom-fingerprint.json` — never the Markdown. A reference the new picture
/// still matches within the tolerance (what `check` would pass) is left as it is, so recording
/// makes no needless binary diffs; `all` rewrites every one.
public struct ReferenceRecorder {
    public var pageRenderer: PageRenderer
    /// Pages rendered at once.
    public var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// Record only references that do not exist yet (`--missing`).
    public var missingOnly: Bool
    /// Rewrite references that still match within the tolerance too (`--all`).
    public var all: Bool
    /// What `check` allows, before page and block overrides.
    public var tolerance: ImageTolerance = .default
    public var diffing: ImageDiffing = .png
    public var environment: () -> EnvironmentFingerprint
    /// Receives one line per file written and per problem.
    public var log: (String) -> Void
    /// Called after each page renders (one thread at a time), for a live progress line.
    public var progress: ((SiteBuilder.Progress) -> Void)?

    public init(pageRenderer: PageRenderer = PageRenderer(), missingOnly: Bool = false, all: Bool = false,
                environment: @escaping () -> EnvironmentFingerprint = { .current() },
                log: @escaping (String) -> Void = { _ in }) {
        self.pageRenderer = pageRenderer
        self.missingOnly = missingOnly
        self.all = all
        self.environment = environment
        self.log = log
    }

    public struct Result {
        /// Reference files written (display paths).
        public var written: [String] = []
        /// References already byte-identical to the new picture.
        public var unchanged: [String] = []
        /// Existing references left alone by `--missing`.
        public var kept: [String] = []
        /// References that differ in bytes but still match within the tolerance, left alone.
        public var withinTolerance: [String] = []
        /// References that could not be recorded (the block failed or drew nothing), as messages.
        public var failures: [String] = []
        public var problems: [LoomError] = []

        public var exitStatus: Int32 { failures.isEmpty && problems.isEmpty ? 0 : 1 }
    }

    public func record(inputs: [String]) throws -> Result {
        record(try SourceFile.collect(inputs))
    }

    public func record(_ sources: [SourceFile]) -> Result {
        var result = Result()
        // Reference folder (on disk) → file name → scale, for the folders whose fingerprint changes.
        var folders: [String: [String: Double]] = [:]
        var folderOrder: [String] = []
        let rendered = ReferenceLinks.renderedReferences(of: sources, with: pageRenderer, jobs: jobs, progress: progress)
        for (source, page) in zip(sources, rendered) {
            guard let (notebook, _, references) = page else {
                result.problems.append(.unreadable(source.displayPath))
                log("error: \(LoomError.unreadable(source.displayPath))")
                continue
            }
            for reference in references {
                let display = ReferenceLinks.resolve(reference.link.url, against: source.referenceBase)
                let cellResult = notebook.results[reference.cellIndex]
                guard let actual = reference.actual, cellResult.status != .error else {
                    let diagnostics = cellResult.diagnostics.map { DiagnosticFormatter.format($0, file: source.displayPath, prefix: "error: ") }
                    let message = "\(source.displayPath):\(source.reportedLine(reference.line)): error: "
                        + (cellResult.status == .error ? "the block failed" : "the block drew no picture")
                        + ", so \(display) was not recorded" + (diagnostics.isEmpty ? "" : "\n" + diagnostics.joined(separator: "\n"))
                    result.failures.append(message)
                    log(message)
                    continue
                }
                if let refusal = reference.refusal {
                    let message = "\(source.displayPath):\(reference.link.line): error: \(refusal); not recorded"
                    result.failures.append(message)
                    log(message)
                    continue
                }
                if reference.link.isGIF {
                    let message = "\(source.displayPath):\(reference.link.line): error: \(display) is a GIF; loom record writes animations as APNG — "
                        + "name the reference \(reference.link.stem).apng to record it"
                    result.failures.append(message)
                    log(message)
                    continue
                }
                let exists = FileManager.default.fileExists(atPath: reference.path)
                if missingOnly && exists {
                    result.kept.append(display)
                    continue
                }
                let old = exists ? FileManager.default.contents(atPath: reference.path).map(Array.init) : nil
                // An `.apng` reference records the animation (a view that does not move: its still).
                let motion = reference.link.isAnimation
                let actualBytes = motion ? actual.animation?.apng ?? actual.png : actual.png
                let compare = motion ? ImageDiffing.motion(comparingFramesWith: diffing, framesPerSecond: actual.animation?.framesPerSecond ?? 30) : diffing
                if let old, old != actualBytes, !all,
                   compare.diff(actualBytes, old, notebook.cells[reference.cellIndex].options.tolerance.applied(to: tolerance)) == nil {
                    // The fingerprint keeps describing the environment that drew the kept picture.
                    result.withinTolerance.append(display)
                    continue
                }
                let folder = (reference.path as NSString).deletingLastPathComponent
                if folders[folder] == nil {
                    folderOrder.append(folder)
                    // What a killed `record` left beside the references (only there: the rest is the user's).
                    AtomicFile.removeAbandoned(below: folder.isEmpty ? "." : folder, recursive: false)
                }
                folders[folder, default: [:]][reference.link.fileName] = actual.scale
                if let old, old == actualBytes {
                    result.unchanged.append(display)
                    continue
                }
                do {
                    try AtomicFile.write(actualBytes, to: reference.path)
                    result.written.append(display)
                    log("wrote \(display) (\(actual.pixelWidth)×\(actual.pixelHeight) px, \(JSONValue.double(actual.scale).serialized())×)")
                } catch let error as LoomError {
                    result.problems.append(error)
                    log("error: \(error)")
                } catch {}
            }
        }
        if !folders.isEmpty {
            let current = environment()
            for folder in folderOrder {
                let existing = EnvironmentFingerprint.recorded(in: folder)
                var fingerprint: EnvironmentFingerprint
                if missingOnly, let existing {
                    // `--missing` leaves the recorded environment of the existing pictures as it was.
                    fingerprint = existing
                } else {
                    fingerprint = current
                    fingerprint.scales = existing?.scales ?? [:]
                }
                fingerprint.scales.merge(folders[folder]!) { $1 }
                let path = (folder.isEmpty ? "." : folder) + "/" + EnvironmentFingerprint.fileName
                do {
                    try AtomicFile.write(fingerprint.jsonText(), to: path)
                } catch let error as LoomError {
                    result.problems.append(error)
                    log("error: \(error)")
                } catch {}
            }
        }
        var parts = ["\(result.written.count) written", "\(result.unchanged.count) unchanged"]
        if !result.kept.isEmpty { parts.append("\(result.kept.count) already present") }
        if !result.withinTolerance.isEmpty {
            parts.append("\(result.withinTolerance.count) kept (within the tolerance; --all rewrites them)")
        }
        if !result.failures.isEmpty { parts.append("\(result.failures.count) could not be recorded") }
        log("recorded references of \(sources.count) page\(sources.count == 1 ? "" : "s"): " + parts.joined(separator: ", "))
        return result
    }
}
