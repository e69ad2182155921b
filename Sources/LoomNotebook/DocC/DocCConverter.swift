import Foundation

/// Runs the toolchain's `docc convert` on a catalog copy, making a static site
/// (`--transform-for-static-hosting`). `docc` is found as swift-docc-plugin finds it: `DOCC_EXEC`,
/// else `docc` on `PATH`, else beside the `swift` on `PATH`.
public struct DocCConverter {
    public var executable: String

    public init(executable: String) {
        self.executable = executable
    }

    public static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> DocCConverter? {
        let fileManager = FileManager.default
        if let explicit = environment["DOCC_EXEC"], !explicit.isEmpty {
            return fileManager.isExecutableFile(atPath: explicit) ? DocCConverter(executable: explicit) : nil
        }
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for folder in folders where fileManager.isExecutableFile(atPath: folder + "/docc") {
            return DocCConverter(executable: folder + "/docc")
        }
        for folder in folders where fileManager.isExecutableFile(atPath: folder + "/swift") {
            let toolchain = URL(fileURLWithPath: folder + "/swift").resolvingSymlinksInPath().deletingLastPathComponent()
            let docc = toolchain.appendingPathComponent("docc").path
            if fileManager.isExecutableFile(atPath: docc) { return DocCConverter(executable: docc) }
        }
        return nil
    }

    public struct Outcome {
        public var status: Int32
        /// Everything docc printed (its warnings name files relative to the copy).
        public var output: String
        public var warnings: Int { output.components(separatedBy: "warning: ").count - 1 }
        public var errors: [String] { output.split(separator: "\n").filter { $0.hasPrefix("error: ") }.map(String.init) }
    }

    /// `docc convert CATALOG --output-path SITE --transform-for-static-hosting …`; the bundle's
    /// display name and identifier fall back to the catalog's name (a catalog needs no Info.plist).
    /// `symbolGraphs`: a folder of extra symbol graphs (the snippets').
    public func convert(catalog: String, name: String, site: String, hostingBasePath: String?,
                        symbolGraphs: String? = nil) throws -> Outcome {
        var arguments = ["convert", catalog, "--output-path", site, "--transform-for-static-hosting",
                         "--fallback-display-name", name, "--fallback-bundle-identifier", name]
        if let hostingBasePath { arguments += ["--hosting-base-path", hostingBasePath] }
        if let symbolGraphs { arguments += ["--additional-symbol-graph-dir", symbolGraphs] }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Read before waiting: docc's warnings can fill the pipe.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
