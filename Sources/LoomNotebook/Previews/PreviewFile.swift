import Foundation

/// One Swift file of a package that declares previews, and the page `loom previews` makes of it:
/// a heading, then a card per preview — its title, a file:line link, the picture (a block that
/// draws the preview) and the preview's code folded under it.
public struct PreviewFile: Sendable {
    /// The module (target) the file belongs to.
    public var module: String
    /// The file as the user's package names it, relative to the package (`Sources/Shapes/Ring.swift`).
    public var packagePath: String
    /// The file as the command line reaches it (the package folder given, joined with `packagePath`).
    public var path: String
    /// The file relative to its module's folder (`Ring.swift`, `Sub/Ring.swift`).
    public var moduleRelative: String
    public var previews: [PreviewDeclaration]
    /// Problems with the previews' traits (an unknown device), located.
    public var warnings: [String] = []

    /// The page's path in the site (`Shapes/Ring.md`); `prefix` is the package's name when several are shown.
    public func sitePath(prefix: String?) -> String {
        (prefix.map { $0 + "/" } ?? "") + module + "/" + String(moduleRelative.dropLast(".swift".count)) + ".md"
    }

    /// The page, with its blocks' fence lines mapped to the previews' lines. It sits (unwritten)
    /// at `<references>/<Module>/<File>.md`, `references` being the folder of the package's
    /// reference pictures (`<package>/Previews/__References__`); with `linkingReferences`, each
    /// picture is followed by its reference (`<Module>/<File>/<name>.png`), as `loom check` expects.
    public func page(prefix: String?, references: String, linkingReferences: Bool) -> SourceFile {
        let stem = String(moduleRelative.dropLast(".swift".count))
        let fileName = (moduleRelative as NSString).lastPathComponent
        var lines: [String] = ["---", "imports: [\(module)]", "---", "# \(fileName)", ""]
        let count = previews.count
        lines.append("<p class=\"loom-preview-file\">\(HTML.escape(packagePath)) in module <code>\(HTML.escape(module))</code>"
                     + " · \(count) preview\(count == 1 ? "" : "s")</p>")
        lines.append("")
        let sourceURL = "file://" + URL(fileURLWithPath: path).standardizedFileURL.path
        var runFences: [Int] = []
        var names: Set<String> = []
        for preview in previews {
            var picture = preview.pictureName
            if !names.insert(picture).inserted {
                picture = String(picture.dropLast(4)) + "-line-\(preview.line).png"
                names.insert(picture)
            }
            let (words, _) = preview.traits.options()
            lines.append("## \(Self.headingText(preview.title))")
            lines.append("")
            lines.append("<p class=\"loom-preview-source\"><a href=\"\(HTML.escape(sourceURL))\">\(HTML.escape(packagePath)):\(preview.line)</a></p>")
            lines.append("")
            let fence = Self.fence(for: preview.block + preview.code)
            runFences.append(lines.count + 1)
            // (Its still is the view once it has appeared and settled, as Xcode's canvas shows it:
            // an `onAppear` animation's end, not the frame before it starts.)
            lines.append("\(fence)swift echo=false output=\(picture) poster=end " + words.joined(separator: " "))
            lines += Self.lines(preview.block)
            lines.append(fence)
            lines.append("")
            if linkingReferences {
                let url = (stem.split(separator: "/").last.map(String.init) ?? stem) + "/" + picture
                lines.append("![\(Self.altText(preview.title))](\(HTML.urlPath(url)))")
                lines.append("")
            }
            lines.append("<details class=\"loom-preview-code\"><summary>Code</summary>")
            lines.append("")
            lines.append("\(fence)swift eval=false")
            lines += Self.lines(preview.code)
            lines.append(fence)
            lines.append("")
            lines.append("</details>")
            lines.append("")
        }
        var reported: [Int: Int] = [:]
        for (fenceLine, preview) in zip(runFences, previews) { reported[fenceLine] = preview.line }
        let site = sitePath(prefix: prefix)
        let pagePath = (references as NSString).appendingPathComponent(module + "/" + stem + ".md")
        return SourceFile(path: pagePath, displayPath: path, relativePath: site,
                          generated: GeneratedPage(markdown: lines.joined(separator: "\n") + "\n", reportedLines: reported,
                                                   codeFile: packagePath, group: (prefix.map { $0 + " · " } ?? "") + module))
    }

    /// A fence longer than any run of backticks in `code`.
    static func fence(for code: String) -> String {
        String(repeating: "`", count: max(3, (code.matches(of: /`+/).map(\.output.count).max() ?? 0) + 1))
    }

    static func lines(_ code: String) -> [String] {
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// A title as heading text: Markdown's own characters escaped.
    static func headingText(_ title: String) -> String {
        var text = ""
        for character in title {
            if "\\`*_[]<>#!|".contains(character) { text.append("\\") }
            text.append(character)
        }
        return text
    }

    static func altText(_ title: String) -> String {
        "The preview " + title.replacingOccurrences(of: "]", with: ")").replacingOccurrences(of: "[", with: "(")
    }
}
