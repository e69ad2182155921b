import Foundation
import Testing
@testable import LoomNotebook

/// End to end in a real browser (#5): renders the `browser-site` fixture with the real pipeline
/// and opens every page in headless Chromium (Debian's `chromium`; `Scripts/bootstrap` installs
/// it). A probe script added to a copy of each page records console errors, uncaught
/// exceptions, failed loads and, for every `<img>`, `complete && naturalWidth > 0`; the test
/// reads the results from `--dump-dom` and also fails on any console line Chromium logs.
@Suite struct BrowserTests {
    static let chromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    struct Probe: Decodable {
        struct Picture: Decodable { var src: String; var ok: Bool }
        var images: [Picture]
        var errors: [String]
        var background: String
    }

    static let probeHead = """
        <script>
        window.__loomErrors = [];
        const __loomError = console.error.bind(console);
        console.error = (...args) => { window.__loomErrors.push(args.join(" ")); __loomError(...args); };
        window.addEventListener("error", (event) => {
          const target = event.target;
          window.__loomErrors.push(target && target.tagName ? "failed to load " + (target.src || target.href) : String(event.message));
        }, true);
        </script>
        """

    static let probeBody = """
        <script>
        window.addEventListener("load", () => {
          const images = [...document.images].map((img) => ({ src: img.getAttribute("src").slice(0, 80), ok: img.complete && img.naturalWidth > 0 }));
          const result = { images, errors: window.__loomErrors, background: getComputedStyle(document.body).backgroundColor };
          const pre = document.createElement("pre");
          pre.id = "loom-probe";
          pre.textContent = JSON.stringify(result);
          document.body.appendChild(pre);
        });
        </script>
        """

    /// Opens `page` (a file in a rendered site) with the probe; returns its findings and the
    /// console lines Chromium logged.
    static func probe(_ page: String, dark: Bool = false) throws -> (Probe, console: [String]) {
        let (json, console) = try run(page, head: probeHead, body: probeBody, dark: dark)
        return (try JSONDecoder().decode(Probe.self, from: json), console)
    }

    /// Opens a copy of `page` with `head` and `body` scripts added, in a `width`-pixel window,
    /// and returns the text of the `<pre id="loom-probe">` the body script adds, and the console
    /// lines Chromium logged. `javascript: false` drops the page's own scripts first (the
    /// injected ones still run), to see the page as a reader without JavaScript does.
    static func run(_ page: String, head: String = "", body: String, width: Int = 1280, dark: Bool = false,
                    javascript: Bool = true) throws -> (Data, console: [String]) {
        let chromium = try #require(chromium)
        var html = try String(contentsOfFile: page, encoding: .utf8)
        if !javascript {
            html = html.replacingOccurrences(of: "<script[^>]*>(.|\\n)*?</script>", with: "", options: .regularExpression)
        }
        let folder = (page as NSString).deletingLastPathComponent
        let probePage = folder + "/.probe-" + (page as NSString).lastPathComponent
        try html.replacingOccurrences(of: "<head>", with: "<head>\n" + head)
            .replacingOccurrences(of: "</body>", with: body + "\n</body>")
            .write(toFile: probePage, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: probePage) }
        let profile = try makeTemporaryFolder("chromium-profile")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile)",
                             "--enable-logging=stderr", "--v=0", "--virtual-time-budget=5000", "--dump-dom",
                             "--window-size=\(width),900"]
            + (dark ? ["--force-dark-mode"] : []) + [URL(fileURLWithPath: probePage).absoluteString]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read stderr on another thread so neither pipe fills up and blocks Chromium.
        let stderrBox = UncheckedBox()
        let reader = Thread { stderrBox.data = errors.fileHandleForReading.readDataToEndOfFile(); stderrBox.done.signal() }
        reader.start()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        stderrBox.done.wait()
        let stderr = stderrBox.data
        process.waitUntilExit()
        let dom = String(decoding: stdout, as: UTF8.self)
        let start = try #require(dom.range(of: "<pre id=\"loom-probe\">"), "no probe results in the DOM of \(page)")
        let end = try #require(dom[start.upperBound...].range(of: "</pre>"))
        let json = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        let console = String(decoding: stderr, as: UTF8.self).split(separator: "\n").map(String.init)
            .filter { $0.contains(":CONSOLE") }
        return (Data(json.utf8), console)
    }

    @Test(.enabled(if: chromium != nil, "chromium is not installed; Scripts/bootstrap installs it"))
    func everyPageLoadsCleanlyInChromium() throws {
        let out = try makeTemporaryFolder()
        let result = try SiteBuilder(outputDirectory: out).build(inputs: [fixturePath("browser-site")])
        #expect(result.exitStatus == 0)
        let pages = filesBelow(out).filter { $0.hasSuffix(".html") && !$0.hasPrefix(".") }
        #expect(pages == ["appendix.html", "colours.html", "guides/shapes.html", "index.html"])
        var images = 0
        for page in pages {
            let (probe, console) = try Self.probe(out + "/" + page)
            #expect(probe.errors.isEmpty, "\(page): \(probe.errors)")
            #expect(console.isEmpty, "\(page): \(console)")
            for image in probe.images {
                #expect(image.ok, "\(page): image \(image.src) did not load")
            }
            images += probe.images.count
            #expect(probe.background == "rgb(255, 255, 255)")
        }
        #expect(images == 6)
        // Dark mode follows the system setting.
        let (dark, _) = try Self.probe(out + "/colours.html", dark: true)
        #expect(dark.background == "rgb(28, 28, 30)")
    }

    @Test(.enabled(if: chromium != nil, "chromium is not installed; Scripts/bootstrap installs it"))
    func theProbeSeesBrokenImagesAndScriptErrors() throws {
        let folder = try makeTemporaryFolder()
        try """
            <!DOCTYPE html><html><head></head><body><img src="missing.png">
            <script>console.error("boom"); undefinedFunction();</script></body></html>
            """.write(toFile: folder + "/bad.html", atomically: true, encoding: .utf8)
        let (probe, _) = try Self.probe(folder + "/bad.html")
        #expect(probe.images.map(\.ok) == [false])
        #expect(probe.errors.contains("boom"))
        #expect(probe.errors.contains { $0.contains("undefinedFunction") })
        #expect(probe.errors.contains { $0.contains("failed to load") })
    }

    @Test(.enabled(if: chromium != nil, "chromium is not installed; Scripts/bootstrap installs it"))
    func selfContainedPagesLoadTheirInlinedImages() throws {
        let out = try makeTemporaryFolder()
        _ = try SiteBuilder(outputDirectory: out, pageRenderer: PageRenderer(selfContained: true))
            .build(inputs: [fixturePath("browser-site")])
        let copy = try makeTemporaryFolder()  // alone in a folder: nothing to load but itself
        try FileManager.default.copyItem(atPath: out + "/colours.html", toPath: copy + "/colours.html")
        let (probe, _) = try Self.probe(copy + "/colours.html")
        #expect(probe.images.count == 2)
        #expect(probe.images.allSatisfy { $0.ok })
        #expect(probe.errors.isEmpty)
    }
}

final class UncheckedBox: @unchecked Sendable {
    var data = Data()
    let done = DispatchSemaphore(value: 0)
}
