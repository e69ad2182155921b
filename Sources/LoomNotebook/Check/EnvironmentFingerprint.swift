import Foundation

/// What the pictures in a reference folder were recorded with: Loom's version, each picture's
/// scale, and the SHA-256 of the font files text and symbols are drawn with. `loom record`
/// writes it as `<folder>/.loom-fingerprint.json`; when a picture fails, `loom check` compares
/// it with the running environment and says so when they differ (a font update moves glyphs by a
/// pixel, which is not a regression in the code). It never decides whether a picture passes: it
/// only adds a note to a failure, so a fingerprint from an older Loom keeps checking green.
public struct EnvironmentFingerprint: Equatable, Sendable {
    public static let fileName = ".loom-fingerprint.json"
    /// The font families Loom draws with (DESIGN: Fonts).
    public static let fontFamilies = ["Inter", "JetBrains Mono", "Material Design Icons"]

    public struct Font: Equatable, Sendable {
        /// The file's name (not its folder, which differs between systems).
        public var file: String
        /// 64 hex digits, or `missing` when the family is not installed.
        public var sha256: String

        public init(file: String, sha256: String) {
            self.file = file
            self.sha256 = sha256
        }
    }

    public var loom: String
    /// Family → file and hash.
    public var fonts: [String: Font]
    /// Reference file name → pixels per point it was recorded at.
    public var scales: [String: Double]

    public init(loom: String = LoomRelease.version, fonts: [String: Font], scales: [String: Double] = [:]) {
        self.loom = loom
        self.fonts = fonts
        self.scales = scales
    }

    /// This machine's fonts and Loom's version.
    public static func current() -> EnvironmentFingerprint {
        var fonts: [String: Font] = [:]
        for family in fontFamilies {
            if let path = fontFile(family: family), let data = FileManager.default.contents(atPath: path) {
                fonts[family] = Font(file: (path as NSString).lastPathComponent, sha256: SHA256.hex(data))
            } else {
                fonts[family] = Font(file: "", sha256: "missing")
            }
        }
        return EnvironmentFingerprint(fonts: fonts)
    }

    /// The file fontconfig picks for `family` (`fc-match`), or a known Debian path; nil when the
    /// family is not installed (fontconfig then substitutes another family, which does not count).
    static func fontFile(family: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/fc-match")
        process.arguments = ["-f", "%{family}\n%{file}", family]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        if (try? process.run()) != nil {
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
            if process.terminationStatus == 0, lines.count == 2,
               lines[0].split(separator: ",").contains(where: { $0.lowercased() == family.lowercased() }) {
                return lines[1]
            }
        }
        let known = [
            "Inter": "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
            "JetBrains Mono": "/usr/share/fonts/truetype/jetbrains-mono/JetBrainsMono-Regular.ttf",
            "Material Design Icons": "/usr/share/fonts/truetype/materialdesignicons-webfont/materialdesignicons-webfont.ttf",
        ]
        return known[family].flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
    }

    /// How `self` (the running environment) differs from `recorded` for the picture `file` drawn
    /// at `scale`, one phrase per difference; empty when nothing that affects pictures changed.
    public func changes(since recorded: EnvironmentFingerprint, file: String, scale: Double) -> [String] {
        var changes: [String] = []
        if recorded.loom != loom { changes.append("Loom \(recorded.loom) → \(loom)") }
        for family in Set(fonts.keys).union(recorded.fonts.keys).sorted() {
            let before = recorded.fonts[family], now = fonts[family]
            guard before != now else { continue }
            let old = before.map { "\($0.file) \($0.sha256.prefix(12))" } ?? "not recorded"
            let new = now.map { "\($0.file) \($0.sha256.prefix(12))" } ?? "not installed"
            changes.append("font \(family): \(old) → \(new)")
        }
        if let recordedScale = recorded.scales[file], recordedScale != scale {
            changes.append("scale \(JSONValue.double(recordedScale).serialized())× → \(JSONValue.double(scale).serialized())×")
        }
        return changes
    }

    // MARK: - JSON

    /// Pretty, key-sorted JSON (deterministic, diff-friendly).
    public func jsonText() -> String {
        func string(_ text: String) -> String { JSONValue.string(text).serialized() }
        var lines = ["{", "  \"loom\": \(string(loom)),", "  \"fonts\": {"]
        let families = fonts.keys.sorted()
        for (index, family) in families.enumerated() {
            let font = fonts[family]!
            lines.append("    \(string(family)): {\"file\": \(string(font.file)), \"sha256\": \(string(font.sha256))}"
                + (index == families.count - 1 ? "" : ","))
        }
        lines.append("  },")
        lines.append("  \"scales\": {")
        let files = scales.keys.sorted()
        for (index, file) in files.enumerated() {
            lines.append("    \(string(file)): \(JSONValue.double(scales[file]!).serialized())" + (index == files.count - 1 ? "" : ","))
        }
        lines.append("  }")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    public init?(json data: Data) {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let loom = object["loom"] as? String else { return nil }
        var fonts: [String: Font] = [:]
        for (family, value) in object["fonts"] as? [String: Any] ?? [:] {
            guard let entry = value as? [String: Any], let sha = entry["sha256"] as? String else { continue }
            fonts[family] = Font(file: entry["file"] as? String ?? "", sha256: sha)
        }
        var scales: [String: Double] = [:]
        for (file, value) in object["scales"] as? [String: Any] ?? [:] {
            if let number = value as? NSNumber { scales[file] = number.doubleValue }
        }
        self.init(loom: loom, fonts: fonts, scales: scales)
    }

    /// The fingerprint recorded in `folder`, if any.
    public static func recorded(in folder: String) -> EnvironmentFingerprint? {
        let path = (folder.isEmpty ? "." : folder) + "/" + fileName
        return FileManager.default.contents(atPath: path).flatMap { EnvironmentFingerprint(json: $0) }
    }
}
