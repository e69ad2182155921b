/// `report.html` in the check artifacts folder: every failure with the reference and the new
/// picture side by side, a slider (wipe between them) and an onion skin (fade one over the
/// other), and the difference image; then the list of pictures that matched. Self-contained:
/// inline CSS and JS, images linked relatively.
public enum CheckReportHTML {
    public static func render(_ result: ReferenceChecker.Result) -> String {
        let failures = result.failures
        let passed = result.cases.filter(\.passed)
        let summary = ReferenceChecker.summary(result, pages: Set(result.cases.map(\.page)).count)
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>loom check: \(failures.isEmpty ? "all pictures match" : "\(failures.count) failed")</title>
            <style>\(css)</style>
            </head>
            <body>
            <h1>loom check</h1>
            <p class="summary">\(HTML.escape(summary))</p>

            """
        for (index, item) in failures.enumerated() {
            html += "<section class=\"case\" data-mode=\"side\" id=\"case-\(index + 1)\">\n"
            html += "<h2>\(HTML.escape(item.page)):\(item.line) — \(HTML.escape(item.name))</h2>\n"
            html += "<pre class=\"message\">\(HTML.escape(item.message ?? ""))</pre>\n"
            if let note = item.note { html += "<p class=\"note\">Note: \(HTML.escape(note))</p>\n" }
            if let reference = item.reference {
                html += "<p class=\"files\">Reference: <code>\(HTML.escape(reference))</code>. Re-record: <code>loom record \(HTML.escape(ReferenceChecker.shellQuoted(item.page)))</code></p>\n"
            }
            if let actual = item.actualArtifact, let reference = item.referenceArtifact {
                html += """
                    <div class="modes" role="group" aria-label="Comparison mode">
                    <button type="button" data-mode="side">Side by side</button>
                    <button type="button" data-mode="slider">Slider</button>
                    <button type="button" data-mode="onion">Onion skin</button>
                    <input type="range" min="0" max="100" value="50" aria-label="Position">
                    </div>
                    <div class="side">
                    <figure><img src="\(HTML.escape(reference))" alt="reference"><figcaption>Reference</figcaption></figure>
                    <figure><img src="\(HTML.escape(actual))" alt="new picture"><figcaption>New</figcaption></figure>
                    \(item.differenceArtifact.map { "<figure><img src=\"\(HTML.escape($0))\" alt=\"difference\"><figcaption>Difference (changed pixels in red)</figcaption></figure>" } ?? "")
                    </div>
                    <div class="stack">
                    <img class="under" src="\(HTML.escape(reference))" alt="reference">
                    <img class="over" src="\(HTML.escape(actual))" alt="new picture">
                    </div>

                    """
            } else if let actual = item.actualArtifact {
                html += "<figure><img src=\"\(HTML.escape(actual))\" alt=\"new picture\"><figcaption>New picture (no reference yet)</figcaption></figure>\n"
            }
            html += "</section>\n"
        }
        if !passed.isEmpty {
            html += "<h2>Matching pictures</h2>\n<table>\n<tr><th>Page</th><th>Block</th><th>Reference</th><th>Result</th></tr>\n"
            for item in passed {
                html += "<tr><td>\(HTML.escape(item.page))</td><td>\(HTML.escape(item.name)) (line \(item.line))</td>"
                    + "<td><code>\(HTML.escape(item.reference ?? ""))</code></td>"
                    + "<td>\(item.outcome == .identical ? "identical bytes" : "within tolerance")</td></tr>\n"
            }
            html += "</table>\n"
        }
        html += "<script>\(script)</script>\n</body>\n</html>\n"
        return html
    }

    static let css = """
        body{font:15px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#1d1d1f;background:#fff}
        .case{border:1px solid #d2d2d7;border-radius:8px;padding:1rem;margin:1.5rem 0}
        .case h2{font-size:1.05rem;margin:0 0 .5rem}
        .message{white-space:pre-wrap;background:#fff2f2;border-left:4px solid #ff3b30;padding:.5rem .75rem;margin:.5rem 0}
        .note{background:#fff8e6;border-left:4px solid #ff9500;padding:.5rem .75rem}
        .modes{display:flex;gap:.5rem;align-items:center;margin:.75rem 0}
        .modes button{font:inherit;padding:.25rem .75rem;border:1px solid #d2d2d7;border-radius:6px;background:#f5f5f7;cursor:pointer}
        .case[data-mode=side] button[data-mode=side],.case[data-mode=slider] button[data-mode=slider],.case[data-mode=onion] button[data-mode=onion]{background:#007aff;color:#fff;border-color:#007aff}
        .case[data-mode=side] input[type=range],.case[data-mode=side] .stack,.case:not([data-mode=side]) .side{display:none}
        .side{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start}
        figure{margin:0}
        figure img,.stack img{display:block;max-width:100%;outline:1px dashed #c7c7cc}
        figcaption{font-size:.85rem;color:#6e6e73;margin-top:.25rem}
        .stack{position:relative;display:inline-block}
        .stack .over{position:absolute;left:0;top:0}
        table{border-collapse:collapse;width:100%}
        td,th{text-align:left;border-bottom:1px solid #e5e5ea;padding:.3rem .5rem;font-size:.9rem}
        """

    static let script = """
        document.querySelectorAll('.case').forEach(function (section) {
          var over = section.querySelector('.stack .over');
          var range = section.querySelector('input[type=range]');
          if (!over || !range) return;
          function update() {
            var value = Number(range.value);
            if (section.dataset.mode === 'slider') {
              over.style.opacity = 1;
              over.style.clipPath = 'inset(0 0 0 ' + value + '%)';
            } else {
              over.style.clipPath = 'none';
              over.style.opacity = value / 100;
            }
          }
          section.querySelectorAll('button[data-mode]').forEach(function (button) {
            button.addEventListener('click', function () { section.dataset.mode = button.dataset.mode; update(); });
          });
          range.addEventListener('input', update);
          update();
        });
        """
}
