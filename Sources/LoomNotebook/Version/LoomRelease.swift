import LoomGraphics
import LoomScript

/// What `loom --version` says: Loom's release and what its pictures depend on — the Swift it
/// was built with and the Cairo and Pango it runs on.
public enum LoomRelease {
    /// Loom's one version: `--version` prints it, every cache key includes it, and `record` stamps
    /// it into `.loom-fingerprint.json`.
    public static let version = "0.2.0"

    /// `loom 0.2.0 (Swift 6.3.1, Cairo 1.18.0, Pango 1.52.1)`.
    public static var versionLine: String {
        "loom \(version) (Swift \(swiftVersion), Cairo \(RasterLibraries.cairoVersion), Pango \(RasterLibraries.pangoVersion))"
    }

    /// The compiler's version, which is also the Swift runtime's: Loom ships with the runtime it
    /// was built with.
    public static var swiftVersion: String {
        CompilationConditions.toolchainVersion.map(String.init).joined(separator: ".")
    }
}
