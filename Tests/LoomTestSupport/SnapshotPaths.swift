import Foundation

/// Where goldens live and where a failed comparison puts what it saw.
public enum SnapshotPaths {
    /// `Goldens/<folder>/<name>[.ext]` at the top of the test target that holds `filePath`
    /// (`Tests/LoomUITests/Goldens/controls/toggle.png`), wherever in the target the test sits.
    static func golden(named name: String, in folder: String, extension ext: String?, besides filePath: StaticString) -> URL {
        var target = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent()
        while target.pathComponents.count > 2, target.deletingLastPathComponent().lastPathComponent != "Tests" {
            target.deleteLastPathComponent()
        }
        var url = target.appendingPathComponent("Goldens")
        if !folder.isEmpty { url.appendPathComponent(folder) }
        return url.appendingPathComponent(ext.map { "\(name).\($0)" } ?? name)
    }

    /// Failed comparisons, one folder per golden: `reference`, `actual`, `difference` side by side.
    public static var failures: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("loom-snapshots")
    }

    /// Writes the attachments of a failed comparison with a golden; returns their paths.
    static func writeFailure(of golden: URL, _ attachments: [(String, [UInt8])]) -> [String] {
        // The golden's path below `Goldens/`, flattened: `controls-toggle`.
        let parts = golden.deletingPathExtension().pathComponents
        let below = parts.lastIndex(of: "Goldens").map { Array(parts[($0 + 1)...]) } ?? [parts.last ?? "golden"]
        return writeFailure(named: below.joined(separator: "-"), attachments, extension: golden.pathExtension)
    }

    /// Writes `attachments` as `failures/<name>/<attachment>.<ext>`; returns their paths.
    static func writeFailure(named name: String, _ attachments: [(String, [UInt8])], extension ext: String = "png") -> [String] {
        let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." ? $0 : "_" }.prefix(120))
        let folder = failures.appendingPathComponent(safe)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return attachments.compactMap { attachment, bytes in
            let url = folder.appendingPathComponent(ext.isEmpty ? attachment : "\(attachment).\(ext)")
            return (try? Data(bytes).write(to: url)).map { url.path }
        }
    }
}
