// Foundation's URL: its parts and the path arithmetic library code does on it.
import Foundation

let page = URL(string: "https://example.com:8080/docs/guide.html?lang=en#intro")!
print(page)
print(page.scheme!, page.host!, page.port!, page.path, page.query!, page.fragment!)
print(page.lastPathComponent, page.pathExtension, page.pathComponents)
print(page.deletingLastPathComponent().appendingPathComponent("index.html").path)
print(page.deletingPathExtension().lastPathComponent)
let file = URL(fileURLWithPath: "/tmp/notes.txt")
print(file.isFileURL, file.lastPathComponent, file.deletingPathExtension().appendingPathExtension("md").path)
print(URL(string: "https://a.example") == URL(string: "https://a.example"), URL(string: "https://a.example")!.host ?? "none")
let base = URL(string: "https://swift.org")!
print(base.appendingPathComponent("documentation").absoluteString)
// expect: https://example.com:8080/docs/guide.html?lang=en#intro
// expect: https example.com 8080 /docs/guide.html lang=en intro
// expect: guide.html html ["/", "docs", "guide.html"]
// expect: /docs/index.html
// expect: guide
// expect: true notes.txt /tmp/notes.md
// expect: true a.example
// expect: https://swift.org/documentation
