import CCairo
import Foundation

/// Fonts installed beside the executable (`<folder of loom>/fonts`, which `Scripts/install`
/// fills from the Debian font packages), added to fontconfig before Pango first asks it for a
/// font — so an installed loom draws text with the fonts it was tested with, wherever it runs.
/// Without the folder (a build run from `.build`), the system's fonts are used as before.
enum BundledFonts {
    /// `<real folder of the running executable>/fonts`, when it exists.
    static var folder: String? {
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        let fonts = ((executable as NSString).deletingLastPathComponent as NSString).appendingPathComponent("fonts")
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: fonts, isDirectory: &isDirectory) && isDirectory.boolValue ? fonts : nil
    }

    /// Adds the folder to fontconfig's current configuration; call before creating a font map.
    static func register() {
        guard let folder else { return }
        _ = FcConfigAppFontAddDir(FcConfigGetCurrent(), folder)
    }
}
