import Foundation
import Testing
@testable import LoomNotebook

/// The page script in headless Chromium (#17): copy buttons, the menu under 52rem and search,
/// and what a reader without JavaScript gets instead. Each probe reports what it saw as JSON.
@Suite struct PageScriptBrowserTests {
    struct Seen: Decodable {
        var copyButtons: Int
        var codeBlocks: Int
        var menuButton: Bool
        var sidebarBefore: Bool
        var sidebarAfter: Bool
        var expanded: String?
        var search: Bool
        var hits: [String]
        var none: String?
        var pageOverflows: Bool
    }

    /// Looks, clicks the menu, searches for `capsule` and for nonsense, then reports.
    static let interact = """
        <script>
        window.addEventListener("load", () => {
          const shown = (selector) => { const e = document.querySelector(selector); return !!e && !e.hidden && getComputedStyle(e).display !== "none"; };
          const seen = { copyButtons: document.querySelectorAll(".loom-copy").length,
                         codeBlocks: document.querySelectorAll("main pre:not(.loom-output)").length,
                         menuButton: shown(".loom-menu-button"), sidebarBefore: shown(".loom-sidebar"), search: shown(".loom-search") };
          const menu = document.querySelector(".loom-menu-button");
          if (seen.menuButton) { menu.click(); }
          seen.sidebarAfter = shown(".loom-sidebar");
          seen.expanded = menu.getAttribute("aria-expanded");
          const input = document.querySelector(".loom-search input");
          input.value = "capsule purple";
          input.dispatchEvent(new Event("input"));
          seen.hits = [...document.querySelectorAll(".loom-search-results a")].map((a) => a.getAttribute("href"));
          input.value = "zebra-unicorn";
          input.dispatchEvent(new Event("input"));
          const none = document.querySelector(".loom-search-none");
          seen.none = none ? none.textContent : null;
          seen.pageOverflows = document.documentElement.scrollWidth > window.innerWidth;
          const pre = document.createElement("pre");
          pre.id = "loom-probe";
          pre.textContent = JSON.stringify(seen);
          document.body.appendChild(pre);
        });
        </script>
        """

    static func site() throws -> String {
        let out = try makeTemporaryFolder()
        _ = try SiteBuilder(outputDirectory: out).build(inputs: [fixturePath("browser-site")])
        return out
    }

    @Test(.enabled(if: BrowserTests.chromium != nil, "chromium is not installed; Scripts/bootstrap installs it"))
    func atPhoneWidthTheMenuOpensAndSearchFindsPages() throws {
        let out = try Self.site()
        for dark in [false, true] {
            let (json, console) = try BrowserTests.run(out + "/guides/shapes.html", body: Self.interact, width: 400, dark: dark)
            let seen = try JSONDecoder().decode(Seen.self, from: json)
            #expect(console.isEmpty, "\(console)")
            #expect(seen.codeBlocks == 3 && seen.copyButtons == 3)
            #expect(seen.menuButton)
            #expect(!seen.sidebarBefore && seen.sidebarAfter)
            #expect(seen.expanded == "true")
            #expect(seen.search)
            // Both words are on the appendix page only; links are relative to this page's folder.
            #expect(seen.hits == ["../appendix.html"])
            #expect(seen.none == "No page mentions “zebra-unicorn”")
            #expect(!seen.pageOverflows)
        }
    }

    @Test(.enabled(if: BrowserTests.chromium != nil, "chromium is not installed; Scripts/bootstrap installs it"))
    func onADesktopTheSidebarShowsAndTheMenuButtonDoesNot() throws {
        let out = try Self.site()
        let (json, _) = try BrowserTests.run(out + "/colours.html", body: Self.interact, width: 1280)
        let seen = try JSONDecoder().decode(Seen.self, from: json)
        #expect(!seen.menuButton && seen.sidebarBefore)
        #expect(seen.hits == ["appendix.html"])
    }

    @Test(.enabled(if: BrowserTests.chromium != nil, "chromium is not installed; Scripts/bootstrap installs it"))
    func withoutJavaScriptThePageStillShowsItsNavigation() throws {
        let out = try Self.site()
        let (json, _) = try BrowserTests.run(out + "/guides/shapes.html", body: Self.interact, width: 400, javascript: false)
        let seen = try JSONDecoder().decode(Seen.self, from: json)
        // No buttons that would do nothing; the pages list stays in the page, below the text.
        #expect(seen.copyButtons == 0 && !seen.menuButton && !seen.search)
        #expect(seen.sidebarBefore)
        #expect(!seen.pageOverflows)
    }

    @Test(.enabled(if: BrowserTests.chromium != nil, "chromium is not installed; Scripts/bootstrap installs it"))
    func errorBoxesWrapAtPhoneWidth() throws {
        let folder = try makeTemporaryFolder()
        let message = Array(repeating: "a-long-diagnostic-word", count: 12).joined(separator: " ")
        let page = renderFake("```swift\nerror 1 1 \(message)\n```\n")
        try page.html.write(toFile: folder + "/p.html", atomically: true, encoding: .utf8)
        let measure = """
            <script>
            window.addEventListener("load", () => {
              const box = document.querySelector(".loom-error pre");
              const pre = document.createElement("pre");
              pre.id = "loom-probe";
              pre.textContent = JSON.stringify([box.scrollWidth, box.clientWidth, box.clientHeight]);
              document.body.appendChild(pre);
            });
            </script>
            """
        let (json, _) = try BrowserTests.run(folder + "/p.html", body: measure, width: 400)
        let sizes = try JSONDecoder().decode([Int].self, from: json)
        #expect(sizes[0] <= sizes[1], "the error box scrolls sideways: \(sizes)")
        #expect(sizes[2] > 100, "the message should wrap onto several lines: \(sizes)")
    }
}
