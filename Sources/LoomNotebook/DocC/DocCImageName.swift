/// DocC's names for the variants of one image. An article names only the base
/// (`![…](ring.png)` or `ring`); DocC picks `ring@2x.png`, `ring~dark@2x.png`, … for the reader's
/// display and appearance, so Loom writes every variant it drew under those names.
public enum DocCImageName {
    /// The file extensions DocC reads as images.
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "svg"]

    /// `ring`, scale 2, dark → `ring~dark@2x.png`. Scale 1 has no `@1x` (DocC's own default).
    public static func fileName(base: String, scale: Double, dark: Bool) -> String {
        let pixels = Int(scale.rounded())
        return base + (dark ? "~dark" : "") + (pixels > 1 ? "@\(pixels)x" : "") + ".png"
    }

    /// `ring~dark@2x.png` → `ring`; nil when the file is not an image DocC reads.
    public static func base(ofFile name: String) -> String? {
        guard let dot = name.lastIndex(of: "."),
              imageExtensions.contains(name[name.index(after: dot)...].lowercased()) else { return nil }
        var base = String(name[..<dot])
        if let at = base.lastIndex(of: "@"), base[base.index(after: at)...].wholeMatch(of: /[1-9]x/) != nil {
            base = String(base[..<at])
        }
        if base.hasSuffix("~dark") { base.removeLast(5) }
        return base
    }

    /// What an article's image source names: `ring.png`, `ring` or `Resources/ring.png` → `ring`.
    public static func base(ofSource source: String) -> String {
        let name = source.split(separator: "/").last.map(String.init) ?? source
        return base(ofFile: name) ?? name
    }
}
