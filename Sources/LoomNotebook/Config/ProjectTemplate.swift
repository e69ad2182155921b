import Foundation

/// What `loom init` writes: a commented `loom.toml` and a first notebook. It never overwrites a
/// file that exists.
public enum ProjectTemplate {
    public static let config = """
        # loom.toml: settings every loom command (render, check, record) reads when it runs on
        # this folder or one below it. Command-line flags win over them; paths are relative to
        # this file. Unknown tables and keys are errors, so a typo cannot go unnoticed.

        [project]
        # Folders of your own Swift packages, searched first by `import X` (like --import-path),
        # e.g. ["Sources"].
        import-paths = []
        # Libraries imported into every page (like --import), e.g. ["PureSwiftUI"].
        imports = []
        # Markdown files not to render, check or record: shell patterns from this folder,
        # e.g. ["drafts/*", "CHANGELOG.md"].
        exclude = []

        [defaults]
        # Options for every block, spelled as in front matter or `//|` lines; a page's front
        # matter and a block's own options win over them.
        # scale = 2
        # colorScheme = "dark"
        # background = "white"
        # tolerance = "deltaE=2 precision=0.999"

        [render]
        # Where `loom render` writes the site (like --out).
        out = "_site"

        [check]
        # Where `loom check` leaves failure artifacts and report.html (like --out).
        out = "_check"
        # Fail when no picture was checked (like --require-references).
        require-references = false

        """

    public static let notebookName = "index.md"

    public static let notebook = """
        # My first notebook

        Loom runs every `swift` block of this page, top to bottom, and shows what it makes right
        below it: pictures of views, printed text, values and errors.

        ```swift
        //| output: greeting.png
        VStack(spacing: 12) {
            Circle()
                .fill(Color.blue)
                .frame(width: 80, height: 80)
            Text("Hello, Loom")
        }
        ```

        > [!TIP]
        > To make the picture a regression test, put its reference right after the block —
        > `![Greeting](index/greeting.png)` — then run `loom record .` once; from then on
        > `loom check .` compares the picture with it.

        """

    /// Writes the files that do not exist yet into `folder`; returns the names written and the
    /// names left alone.
    public static func write(into folder: String) throws -> (written: [String], kept: [String]) {
        var written: [String] = [], kept: [String] = []
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, text) in [(ProjectConfig.fileName, config), (notebookName, notebook)] {
            let path = (folder as NSString).appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: path) {
                kept.append(name)
                continue
            }
            try AtomicFile.write(text, to: path)
            written.append(name)
        }
        return (written, kept)
    }
}
