/// The script every page carries, inline. It only adds to a page that reads fine without it:
/// copy buttons on code, the menu button under 52rem (without it the pages and contents lists
/// sit below the text) and search over `search-index.js` (the box stays hidden without it).
enum PageScript {
    static let source = #"""
        (function () {
          "use strict";
          function copyText(text) {
            function fallback() {
              var area = document.createElement("textarea");
              area.value = text;
              area.setAttribute("readonly", "");
              area.style.position = "fixed";
              area.style.opacity = "0";
              document.body.appendChild(area);
              area.select();
              var done = false;
              try { done = document.execCommand("copy"); } catch (error) { done = false; }
              area.remove();
              return done ? Promise.resolve() : Promise.reject(new Error("copy refused"));
            }
            if (navigator.clipboard && window.isSecureContext) {
              return navigator.clipboard.writeText(text).catch(fallback);
            }
            return fallback();
          }

          // A copy button on every code block (not on outputs or error boxes).
          document.querySelectorAll("main pre:not(.loom-output)").forEach(function (pre) {
            if (pre.closest(".loom-error")) { return; }
            var code = pre.querySelector("code") || pre;
            var wrapper = document.createElement("div");
            wrapper.className = "loom-copyable";
            pre.parentNode.insertBefore(wrapper, pre);
            wrapper.appendChild(pre);
            var button = document.createElement("button");
            button.type = "button";
            button.className = "loom-copy";
            button.textContent = "Copy";
            button.setAttribute("aria-label", "Copy this code");
            button.addEventListener("click", function () {
              copyText(code.textContent).then(function () { button.textContent = "Copied"; },
                                              function () { button.textContent = "Select and copy"; });
              setTimeout(function () { button.textContent = "Copy"; }, 1500);
            });
            wrapper.appendChild(button);
          });

          // The menu button: shows the pages and contents lists on narrow screens.
          var menuButton = document.querySelector(".loom-menu-button");
          if (menuButton && document.querySelector(".loom-sidebar, .loom-toc")) {
            menuButton.hidden = false;
            menuButton.addEventListener("click", function () {
              var open = document.body.classList.toggle("loom-menu-open");
              menuButton.setAttribute("aria-expanded", open ? "true" : "false");
            });
          }

          // Search over the prebuilt index, once the deferred index script has run.
          document.addEventListener("DOMContentLoaded", startSearch);

        function startSearch() {
          var prefix = document.documentElement.getAttribute("data-loom-root") || "";
          var pages = window.loomSearchIndex;
          var box = document.querySelector(".loom-search");
          if (!box || !Array.isArray(pages)) { return; }
          var input = box.querySelector("input");
          var list = box.querySelector("ol");
          box.hidden = false;

          function search(query) {
            var terms = query.toLowerCase().split(/\s+/).filter(Boolean);
            if (terms.length === 0) { return []; }
            var found = [];
            pages.forEach(function (page) {
              var title = page.title.toLowerCase();
              var text = page.text.toLowerCase();
              var headings = page.headings.map(function (pair) { return pair[0].toLowerCase(); });
              var score = 0;
              var all = terms.every(function (term) {
                var inTitle = title.indexOf(term) >= 0;
                var inHeading = headings.some(function (heading) { return heading.indexOf(term) >= 0; });
                var inText = text.indexOf(term) >= 0;
                score += (inTitle ? 10 : 0) + (inHeading ? 5 : 0) + (inText ? 1 : 0);
                return inTitle || inHeading || inText;
              });
              if (!all) { return; }
              var heading = null;
              page.headings.forEach(function (pair, index) {
                if (heading === null && index > 0 && headings[index].indexOf(terms[0]) >= 0) { heading = pair; }
              });
              var at = text.indexOf(terms[0]);
              var snippet = at < 0 ? page.text.slice(0, 100)
                : (at > 40 ? "…" : "") + page.text.slice(Math.max(0, at - 40), at + 80) + "…";
              found.push({ page: page, heading: heading, snippet: snippet, score: score });
            });
            found.sort(function (a, b) { return b.score - a.score; });
            return found.slice(0, 8);
          }

          function show(query) {
            list.textContent = "";
            if (query.trim() === "") { list.hidden = true; return; }
            var results = search(query);
            results.forEach(function (result) {
              var item = document.createElement("li");
              var link = document.createElement("a");
              link.href = prefix + result.page.path + (result.heading ? "#" + result.heading[1] : "");
              var title = document.createElement("strong");
              title.textContent = result.page.title + (result.heading ? " › " + result.heading[0] : "");
              var snippet = document.createElement("span");
              snippet.textContent = result.snippet;
              link.appendChild(title);
              link.appendChild(snippet);
              item.appendChild(link);
              list.appendChild(item);
            });
            if (results.length === 0) {
              var none = document.createElement("li");
              none.className = "loom-search-none";
              none.textContent = "No page mentions “" + query.trim() + "”";
              list.appendChild(none);
            }
            list.hidden = false;
          }

          input.addEventListener("input", function () { show(input.value); });
          input.addEventListener("keydown", function (event) {
            if (event.key === "Escape") { input.value = ""; show(""); }
            if (event.key === "Enter") {
              var first = list.querySelector("a");
              if (first) { window.location.href = first.href; }
            }
          });
          document.addEventListener("keydown", function (event) {
            if (event.key === "/" && document.activeElement !== input) { event.preventDefault(); input.focus(); }
          });
        }
        })();
        """#
}
