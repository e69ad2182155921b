/// Loom's HTML page shell: one file with inline CSS and script, light and dark. Without
/// JavaScript the page still reads in full: the script only adds copy buttons, the narrow-screen
/// menu and search.
public enum PageTemplate {
    /// `pager`: the previous/next links under the text; `searchIndex`: the path of the site's
    /// `search-index.js` from this page (nil: no search, as in self-contained pages).
    public static func page(title: String, body: String, rootPrefix: String,
                            sidebar: String? = nil, tableOfContents: String? = nil,
                            pager: String? = nil, searchIndex: String? = nil) -> String {
        """
        <!DOCTYPE html>
        <html lang="en" data-loom-root="\(HTML.escape(rootPrefix))">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="Loom">
        <title>\(HTML.escape(title))</title>
        <script>document.documentElement.classList.add("loom-js")</script>
        <style>
        \(stylesheet)</style>
        \(searchIndex.map { "<script src=\"\(HTML.escape($0))\" defer></script>\n" } ?? "")</head>
        <body>
        <header class="loom-header">
        <a class="loom-home" href="\(rootPrefix)index.html">← All pages</a>
        <button class="loom-menu-button" type="button" aria-expanded="false" aria-controls="loom-navigation" hidden>Menu</button>
        <div class="loom-search" role="search" hidden><input type="search" placeholder="Search (/)" aria-label="Search all pages" autocomplete="off"><ol class="loom-search-results" aria-live="polite" hidden></ol></div>
        </header>
        <div class="loom-layout" id="loom-navigation">
        \(sidebar ?? "")<main class="loom-page">
        \(body)\(pager ?? "")</main>
        \(tableOfContents ?? "")</div>
        <script>
        \(PageScript.source)
        </script>
        </body>
        </html>

        """
    }

    public static let stylesheet = """
        :root {
          color-scheme: light dark;
          --text: #1d1d1f; --muted: #6e6e73; --background: #ffffff; --surface: #f5f5f7;
          --border: #d2d2d7; --accent: #007aff; --error: #ff3b30; --error-surface: #fff2f1;
          --tok-keyword: #9b2393; --tok-string: #c41a16; --tok-number: #1c00cf; --tok-comment: #5d6c79;
          --tok-type: #3900a0; --tok-attribute: #815f03; --tok-label: #0b4f79;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --text: #f5f5f7; --muted: #a1a1a6; --background: #1c1c1e; --surface: #2c2c2e;
            --border: #3a3a3c; --accent: #0a84ff; --error: #ff453a; --error-surface: #3a1d1b;
            --tok-keyword: #fc5fa3; --tok-string: #fc6a5d; --tok-number: #d0bf69; --tok-comment: #7f8c98;
            --tok-type: #5dd8ff; --tok-attribute: #bf8555; --tok-label: #a1c4e8;
          }
          /* Pictures drawn for a light scheme keep a light ground, so black ink stays readable. */
          .loom-image:not(.loom-scheme-dark) img { background: #ffffff; border-radius: 6px; padding: 6px; box-sizing: content-box; }
        }
        /* Pictures drawn for the dark scheme keep a dark ground, so white ink stays readable. */
        .loom-image.loom-scheme-dark img { background: #000000; border-radius: 6px; padding: 6px; box-sizing: content-box; }
        * { box-sizing: border-box; }
        body {
          margin: 0; background: var(--background); color: var(--text);
          font: 16px/1.6 -apple-system, BlinkMacSystemFont, "Inter", "Segoe UI", Helvetica, Arial, sans-serif;
        }
        a { color: var(--accent); text-decoration: none; }
        a:hover { text-decoration: underline; }
        .loom-header { display: flex; align-items: center; gap: 1rem; padding: 1rem 1.5rem 0; font-size: 0.9rem; }
        .loom-home { margin-right: auto; }
        .loom-menu-button, .loom-copy {
          font: inherit; font-size: 0.8rem; color: var(--text); background: var(--surface);
          border: 1px solid var(--border); border-radius: 6px; padding: 0.2rem 0.6rem; cursor: pointer;
        }
        .loom-search { position: relative; }
        .loom-search input {
          font: inherit; width: 14rem; max-width: 50vw; padding: 0.3rem 0.6rem; color: var(--text);
          background: var(--surface); border: 1px solid var(--border); border-radius: 6px;
        }
        .loom-search-results {
          position: absolute; right: 0; z-index: 10; width: min(26rem, 90vw); margin: 0.3rem 0 0; padding: 0.3rem;
          list-style: none; background: var(--background); border: 1px solid var(--border); border-radius: 8px;
          box-shadow: 0 8px 24px rgba(0, 0, 0, 0.18);
        }
        .loom-search-results a { display: block; padding: 0.4rem 0.5rem; border-radius: 6px; color: var(--text); }
        .loom-search-results a:hover, .loom-search-results a:focus { background: var(--surface); text-decoration: none; }
        .loom-search-results strong { display: block; color: var(--accent); }
        .loom-search-results span { display: block; color: var(--muted); font-size: 0.8rem; line-height: 1.35; }
        .loom-search-none { padding: 0.4rem 0.5rem; color: var(--muted); }
        .loom-layout { display: flex; justify-content: center; align-items: flex-start; gap: 2rem; padding: 0 1.5rem; }
        .loom-page { flex: 0 1 48rem; min-width: 0; padding-bottom: 4rem; }
        .loom-sidebar, .loom-toc { flex: 0 0 13rem; position: sticky; top: 1rem; font-size: 0.875rem; padding-top: 2rem; }
        .loom-sidebar ul, .loom-toc ul { list-style: none; margin: 0; padding: 0; }
        .loom-sidebar li, .loom-toc li { margin: 0.3rem 0; }
        .loom-sidebar a { color: var(--text); }
        .loom-sidebar a[aria-current="page"] { color: var(--accent); font-weight: 600; }
        .loom-toc p { margin: 0 0 0.5rem; color: var(--muted); font-weight: 600; }
        .loom-toc a { color: var(--muted); }
        .loom-toc .loom-toc-3 { padding-left: 0.85rem; }
        @media (max-width: 72rem) { .loom-toc { display: none; } }
        /* Narrow screens: without the script the pages and contents lists follow the text; with
           it they hide behind the menu button and open above the text. */
        @media (max-width: 52rem) {
          .loom-header { padding: 0.75rem 1rem 0; gap: 0.6rem; }
          .loom-layout { flex-direction: column; align-items: stretch; gap: 0; padding: 0 1rem; }
          .loom-page { flex: 1 1 auto; }
          .loom-sidebar, .loom-toc { display: block; order: 1; position: static; flex: none; padding-top: 1rem; border-top: 1px solid var(--border); }
          .loom-js .loom-sidebar, .loom-js .loom-toc { display: none; }
          .loom-js .loom-menu-open .loom-sidebar, .loom-js .loom-menu-open .loom-toc { display: block; order: -1; border-top: 0; border-bottom: 1px solid var(--border); padding-bottom: 0.5rem; }
          .loom-search input { width: 9rem; }
        }
        @media (min-width: 52.01rem) { .loom-menu-button { display: none; } }
        h1, h2, h3, h4 { line-height: 1.25; margin: 2rem 0 1rem; }
        h1 { font-size: 2rem; }
        code, pre { font-family: "JetBrains Mono", "SF Mono", Menlo, Consolas, monospace; font-size: 0.875rem; }
        :not(pre) > code { background: var(--surface); padding: 0.1em 0.3em; border-radius: 4px; }
        pre { background: var(--surface); border: 1px solid var(--border); border-radius: 8px; padding: 0.75rem 1rem; overflow-x: auto; line-height: 1.45; }
        .loom-code-title { margin: 1rem 0 -1px; padding: 0.3rem 1rem; width: fit-content; font-size: 0.8rem; color: var(--muted); background: var(--surface); border: 1px solid var(--border); border-bottom: 0; border-radius: 8px 8px 0 0; }
        .loom-code-title + pre, .loom-code-title + .loom-copyable pre { margin-top: 0; border-top-left-radius: 0; }
        .loom-copyable { position: relative; }
        .loom-copyable pre { padding-right: 4.5rem; }
        .loom-copy { position: absolute; top: 0.45rem; right: 0.45rem; opacity: 0.75; }
        .loom-copy:hover, .loom-copy:focus { opacity: 1; }
        /* Each kind of output says what it is: printed text, a value, an error, an expected error. */
        pre.loom-output { margin-top: -0.5rem; }
        pre.loom-output::before, .loom-error pre::before {
          display: block; margin-bottom: 0.2rem; color: var(--muted);
          font: 600 0.7rem/1.4 -apple-system, "Inter", sans-serif; letter-spacing: 0.04em; text-transform: uppercase;
        }
        pre.loom-text { border-style: dashed; }
        pre.loom-text::before { content: "Printed"; }
        pre.loom-value { background: var(--background); border-left: 4px solid var(--accent); }
        pre.loom-value::before { content: "Value"; }
        /* A value's parts, one level deep, as a Playground's result view lists them. */
        table.loom-value-parts { display: block; width: fit-content; max-width: 100%; max-height: 24rem; overflow: auto; margin: -0.5rem 0 1rem; font-size: 0.875rem; }
        table.loom-value-parts caption { text-align: left; color: var(--muted); font-size: 0.8rem; padding-bottom: 0.2rem; }
        table.loom-value-parts th { font-weight: 500; color: var(--muted); text-align: right; font-variant-numeric: tabular-nums; }
        table.loom-value-parts th, table.loom-value-parts td { padding: 0.2rem 0.6rem; vertical-align: top; }
        table.loom-value-parts code { background: none; padding: 0; }
        .loom-value-more td { color: var(--muted); font-style: italic; }
        .loom-swatch { display: inline-block; width: 0.9em; height: 0.9em; margin-right: 0.5em; vertical-align: -0.12em; border: 1px solid var(--border); border-radius: 3px; }
        .loom-error pre::before { content: "Error"; color: var(--error); }
        .loom-expected-error pre::before { content: "Expected error"; color: var(--muted); }
        .tok-keyword { color: var(--tok-keyword); font-weight: 600; }
        .tok-string { color: var(--tok-string); }
        .tok-number { color: var(--tok-number); }
        .tok-comment { color: var(--tok-comment); font-style: italic; }
        .tok-type { color: var(--tok-type); }
        .tok-attribute { color: var(--tok-attribute); }
        .tok-label { color: var(--tok-label); }
        .loom-image { margin: -0.25rem 0 1rem; padding: 0.5rem 0; }
        .loom-image img { display: block; max-width: 100%; height: auto; }
        .loom-error { margin: -0.5rem 0 1rem; }
        /* Diagnostics wrap: a long message must not hide behind a scroll bar. */
        .loom-error pre { background: var(--error-surface); border-color: var(--error); color: var(--text); white-space: pre-wrap; overflow-wrap: anywhere; }
        .loom-expected-error pre { background: var(--surface); border-color: var(--border); border-left: 4px solid var(--muted); }
        figcaption { color: var(--muted); font-size: 0.875rem; margin-top: 0.35rem; }
        figure { margin-left: 0; margin-right: 0; }
        h1[id], h2[id], h3[id], h4[id] { scroll-margin-top: 1rem; }
        .loom-anchor { color: var(--muted); font-weight: 400; opacity: 0; }
        h1:hover .loom-anchor, h2:hover .loom-anchor, h3:hover .loom-anchor, h4:hover .loom-anchor, .loom-anchor:focus { opacity: 1; }
        @media (hover: none) { .loom-anchor { opacity: 0.5; } }
        .loom-callout { margin: 1rem 0; padding: 0.6rem 1rem; border-left: 4px solid var(--callout); border-radius: 4px; background: var(--surface); }
        .loom-callout > * { margin: 0.4rem 0; }
        .loom-callout-title { margin: 0 0 0.3rem; font-weight: 600; color: var(--callout); }
        .loom-callout-note { --callout: #0969da; }
        .loom-callout-tip { --callout: #1a7f37; }
        .loom-callout-important { --callout: #8250df; }
        .loom-callout-warning { --callout: #9a6700; }
        .loom-callout-caution { --callout: #cf222e; }
        @media (prefers-color-scheme: dark) {
          .loom-callout-note { --callout: #4493f8; }
          .loom-callout-tip { --callout: #3fb950; }
          .loom-callout-important { --callout: #ab7df8; }
          .loom-callout-warning { --callout: #d29922; }
          .loom-callout-caution { --callout: #f85149; }
        }
        .footnotes { margin-top: 3rem; padding-top: 0.5rem; border-top: 1px solid var(--border); color: var(--muted); font-size: 0.875rem; }
        .loom-pager { display: flex; justify-content: space-between; gap: 1rem; margin-top: 3rem; padding-top: 1rem; border-top: 1px solid var(--border); }
        .loom-pager a { display: block; max-width: 48%; padding: 0.5rem 0.75rem; border: 1px solid var(--border); border-radius: 8px; }
        .loom-pager a:hover { text-decoration: none; border-color: var(--accent); }
        .loom-pager span { display: block; color: var(--muted); font-size: 0.8rem; }
        .loom-pager [rel="next"] { margin-left: auto; text-align: right; }
        table { border-collapse: collapse; margin: 1rem 0; }
        th, td { border: 1px solid var(--border); padding: 0.35rem 0.75rem; }
        th { background: var(--surface); }
        blockquote { margin: 1rem 0; padding: 0 1rem; color: var(--muted); border-left: 4px solid var(--border); }
        img { max-width: 100%; }
        .loom-index li { margin: 0.35rem 0; }
        .loom-sidebar .loom-sidebar-group { margin-top: 1rem; color: var(--muted); font-weight: 600; font-size: 0.75rem; letter-spacing: 0.04em; text-transform: uppercase; }
        .loom-preview-source { margin: -0.5rem 0 0.75rem; font-size: 0.85rem; }
        .loom-preview-source a, .loom-preview-file { color: var(--muted); }
        details.loom-preview-code { margin: 0 0 2rem; }
        details.loom-preview-code summary { cursor: pointer; color: var(--muted); font-size: 0.875rem; }
        .loom-contact-sheet { display: grid; grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr)); gap: 1rem; margin: 1.5rem 0; }
        .loom-contact-sheet a { display: flex; flex-direction: column; gap: 0.4rem; padding: 0.6rem; border: 1px solid var(--border); border-radius: 8px; color: var(--text); font-size: 0.8rem; }
        .loom-contact-sheet a:hover { border-color: var(--accent); text-decoration: none; }
        .loom-contact-sheet img { display: block; width: 100%; height: 9rem; object-fit: contain; background: #ffffff; border-radius: 4px; }
        .loom-contact-sheet img.loom-scheme-dark { background: #000000; }
        .loom-contact-sheet .loom-failed { color: var(--error); }
        .loom-contact-sheet .loom-placeholder { display: flex; align-items: center; justify-content: center; height: 9rem; background: var(--error-surface); border-radius: 4px; color: var(--error); }
        .loom-contact-sheet span { color: var(--muted); }
        .loom-index .loom-source { color: var(--muted); font-size: 0.85rem; margin-left: 0.5rem; }

        """
}
