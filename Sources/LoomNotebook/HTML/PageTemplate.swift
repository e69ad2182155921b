/// Loom's HTML page shell: one self-contained file with inline CSS, light and dark.
public enum PageTemplate {
    public static func page(title: String, body: String, rootPrefix: String,
                            sidebar: String? = nil, tableOfContents: String? = nil) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="Loom">
        <title>\(HTML.escape(title))</title>
        <style>
        \(stylesheet)</style>
        </head>
        <body>
        <header class="loom-header"><a href="\(rootPrefix)index.html">← All pages</a></header>
        <div class="loom-layout">
        \(sidebar ?? "")<main class="loom-page">
        \(body)</main>
        \(tableOfContents ?? "")</div>
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
        .loom-header { padding: 1rem 1.5rem 0; font-size: 0.9rem; }
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
        @media (max-width: 52rem) { .loom-sidebar { display: none; } .loom-layout { padding: 0 1rem; } }
        h1, h2, h3, h4 { line-height: 1.25; margin: 2rem 0 1rem; }
        h1 { font-size: 2rem; }
        code, pre { font-family: "JetBrains Mono", "SF Mono", Menlo, Consolas, monospace; font-size: 0.875rem; }
        :not(pre) > code { background: var(--surface); padding: 0.1em 0.3em; border-radius: 4px; }
        pre { background: var(--surface); border: 1px solid var(--border); border-radius: 8px; padding: 0.75rem 1rem; overflow-x: auto; line-height: 1.45; }
        pre.loom-output { margin-top: -0.5rem; border-style: dashed; }
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
        .loom-error pre { background: var(--error-surface); border-color: var(--error); color: var(--text); }
        .loom-expected-error pre { background: var(--surface); border-color: var(--border); }
        figcaption { color: var(--muted); font-size: 0.875rem; margin-top: 0.35rem; }
        figure { margin-left: 0; margin-right: 0; }
        h1[id], h2[id], h3[id], h4[id] { scroll-margin-top: 1rem; }
        table { border-collapse: collapse; margin: 1rem 0; }
        th, td { border: 1px solid var(--border); padding: 0.35rem 0.75rem; }
        th { background: var(--surface); }
        blockquote { margin: 1rem 0; padding: 0 1rem; color: var(--muted); border-left: 4px solid var(--border); }
        img { max-width: 100%; }
        .loom-index li { margin: 0.35rem 0; }
        .loom-index .loom-source { color: var(--muted); font-size: 0.85rem; margin-left: 0.5rem; }

        """
}
