import Foundation
import LoomNotebook
import LoomScript

/// The options every command that runs Swift shares: which libraries come in, where user
/// libraries are found, and the budgets a block runs under.
///
///     --import NAME[,NAME…]   bundled or user libraries imported into every page
///     --import-path DIR       a folder searched first by `import X` (may be repeated)
///     --max-steps N           evaluation steps per block (default 10 000 000)
///     --max-call-depth N      nested calls (default 512)
///     --max-seconds S         wall time per block (default 10)
///     --max-memory SIZE       memory a block may take (default 1GB)
///     --device NAME           show every picture on this device's screen (as `device:`)
struct ScriptOptions {
    static let valueFlags: Set<String> = ["--import", "--import-path", "--max-steps", "--max-call-depth", "--max-seconds", "--max-memory", "--device", "--platform"]

    static let help = options(platform: """
          --platform NAME          decide #if os(…) and #available for iOS (default), macOS, tvOS, watchOS, visionOS or Linux
        """)

    /// `loom run`'s: a plain Swift file is built for this machine unless it is SwiftUI code (#19).
    static let runHelp = options(platform: """
          --platform NAME          decide #if os(…) and #available for iOS, macOS, tvOS, watchOS, visionOS or Linux;
                                   without it, iOS when the script imports SwiftUI or another UI framework or
                                   a library, or runs with --import or --png (as pages are); plain Swift is
                                   built for this machine (Linux), as swiftc builds it
        """)

    private static func options(platform: String) -> String { """
          --import NAME[,NAME...]  import these libraries into every page (bundled: PureSwiftUI, PureSwiftUITools)
          --import-path DIR        a package (its Package.swift targets) or a folder of module folders
                                   searched first by `import Name`; repeatable, and LOOM_IMPORT_PATH=A:B
          --max-steps N            evaluation steps a block may take (default \(Budget.default.steps))
          --max-call-depth N       nested calls a block may make (default \(Budget.default.callDepth))
          --max-seconds S          wall time a block may run (default \(Int(Budget.default.seconds)))
          --max-memory SIZE        memory a block may make Loom take, like 512MB or 4GB (default \(Budget.defaultMemory >> 30)GB)
          --device NAME            draw pictures on this device's screen, like `device:` (iPhone 15, iPad Pro 11-inch, …)
        \(platform)
        """
    }

    var imports: [String] = []
    var importPaths: [String] = []
    var budget = Budget.default
    /// `--device`: the canvas every block starts from, under the page's front matter.
    var device: String?
    /// `--platform`: what `#if` and `#available` are decided for, under the page's `platform:`.
    var platform: String?

    /// Reads the options out of `parsed`; throws a `UsageError` naming the bad one.
    init(_ parsed: Arguments) throws {
        imports = parsed.options["--import"].map {
            $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
        } ?? []
        importPaths = parsed.repeated["--import-path"] ?? []
        for folder in importPaths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw Arguments.UsageError(description: "--import-path: no such folder: \(folder)")
            }
        }
        // `LOOM_IMPORT_PATH` folders come after the flags' and, like them, key the cache.
        for folder in ScriptSession.environmentImportPaths where !importPaths.contains(folder) { importPaths.append(folder) }
        func positive(_ flag: String) throws -> Int? {
            guard let text = parsed.options[flag] else { return nil }
            guard let value = Int(text.replacingOccurrences(of: "_", with: "")), value >= 1 else {
                throw Arguments.UsageError(description: "\(flag) needs a positive whole number, not '\(text)'")
            }
            return value
        }
        if let name = parsed.options["--device"] {
            var check = CellOptions()
            if let problem = check.apply(key: "device", value: name) {
                throw Arguments.UsageError(description: "--device: " + problem.replacingOccurrences(of: "option 'device' expects", with: "expected"))
            }
            device = name
        }
        if let name = parsed.options["--platform"] {
            var check = CellOptions()
            if let problem = check.apply(key: "platform", value: name) {
                throw Arguments.UsageError(description: "--platform: " + problem.replacingOccurrences(of: "option 'platform' expects", with: "expected"))
            }
            platform = name
        }
        if let steps = try positive("--max-steps") { budget.steps = steps }
        if let depth = try positive("--max-call-depth") {
            if let problem = BudgetOverride.problem(callDepth: depth) {
                throw Arguments.UsageError(description: "--max-call-depth: \(problem), not '\(depth)'")
            }
            budget.callDepth = depth
        }
        if let text = parsed.options["--max-seconds"] {
            guard let seconds = Double(text), BudgetOverride.problem(seconds: seconds) == nil else {
                throw Arguments.UsageError(description: "--max-seconds needs a positive number of at most "
                                           + "\(Int(BudgetOverride.maximumSeconds)), not '\(text)'")
            }
            budget.seconds = seconds
        }
        if let text = parsed.options["--max-memory"] {
            if let problem = BudgetOverride.problem(memory: text) {
                throw Arguments.UsageError(description: "--max-memory: \(problem), not '\(text)'")
            }
            budget.memory = Budget.memory(text)!
        }
    }

    /// `--jobs N`: pages rendered at once; one per core when not given.
    static func jobs(_ parsed: Arguments) throws -> Int {
        // A worker run again after a crash among parallel pages goes one page at a time.
        if ProcessInfo.processInfo.environment[WorkerSupervisor.serialVariable] != nil { return 1 }
        guard let text = parsed.options["--jobs"] else { return ProcessInfo.processInfo.activeProcessorCount }
        guard let value = Int(text), value >= 1 else {
            throw Arguments.UsageError(description: "--jobs needs a positive number, not '\(text)'")
        }
        return value
    }

    /// A fresh session per page, searching `importPaths` first and running under `budget`.
    var makeRunner: () -> any BlockRunner {
        let (paths, budget) = (importPaths, budget)
        return {
            let session = ScriptSession(budget: budget)
            session.importPaths = paths
            return session
        }
    }

    /// Cache keys depend on the budgets too: a block that ran out of steps may succeed with more.
    var cacheKeyParts: [String] {
        ["budget \(budget.steps) \(budget.callDepth) \(budget.memory)"]
    }
}

extension ScriptOptions {
    /// `defaults` with `--device` applied: over the project's `[defaults]`, under front matter.
    func canvasDefaults(_ defaults: CellOptions) -> CellOptions {
        var options = defaults
        if let device { _ = options.apply(key: "device", value: device) }
        if let platform { _ = options.apply(key: "platform", value: platform) }
        return options
    }
}
