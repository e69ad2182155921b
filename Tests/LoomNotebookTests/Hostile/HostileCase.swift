import Foundation

/// One file of the hostile corpus (`Tests/Hostile/`): a notebook plus the outcome it must have,
/// stated in an HTML comment anywhere in it (by convention last, so the first bytes stay free
/// for the BOM, CRLF and random-bytes cases):
///
///     <!-- hostile
///     command: render              render (default), check or record
///     args: --safe                 more arguments, split on spaces
///     out: notebook                --out is the notebook's own folder (a refusal case)
///     runs: 2                      run twice (the cache must give the same outcome)
///     status: 1                    the exit status every run must have
///     stderr: text                 must appear on stderr (repeatable; `not-stderr:` must not)
///     page: text                   must appear in the page's HTML (repeatable; `not-page:`)
///     symlink: a.txt -> ../secret/passwd.txt   made in the notebook's folder first
///     touch: sub/.loom-check       a file (and its folders) made in the notebook's folder first
///     known-issue: why             an interpreter bug not fixed yet (`withKnownIssue`)
///     -->
struct HostileCase: CustomStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    var command = "render"
    var arguments: [String] = []
    var outIsNotebook = false
    var runs = 1
    var status: Int32 = 0
    var stderr: [String] = []
    var notStderr: [String] = []
    var page: [String] = []
    var notPage: [String] = []
    var symlinks: [(name: String, target: String)] = []
    var touches: [String] = []
    var knownIssue: String?

    var description: String { name }

    /// The corpus folder, found from this file (it is not a resource: it is data for every module's bugs).
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Hostile").path

    static var all: [HostileCase] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted().compactMap { name in
            FileManager.default.contents(atPath: folder + "/" + name).map { HostileCase(name: name, bytes: Array($0)) }
        }
    }

    init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
        let text = String(decoding: bytes, as: UTF8.self)
        guard let start = text.range(of: "<!-- hostile"),
              let end = text.range(of: "-->", range: start.upperBound..<text.endIndex) else { return }
        for raw in text[start.upperBound..<end.lowerBound].split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            guard let colon = raw.firstIndex(of: ":") else { continue }
            let key = raw[..<colon].trimmingCharacters(in: .whitespaces)
            let value = raw[raw.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            switch key {
            case "command": command = value
            case "args": arguments = value.split(separator: " ").map(String.init)
            case "out": outIsNotebook = value == "notebook"
            case "runs": runs = Int(value) ?? 1
            case "status": status = Int32(value) ?? -1
            case "stderr": stderr.append(value)
            case "not-stderr": notStderr.append(value)
            case "page": page.append(value)
            case "not-page": notPage.append(value)
            case "symlink":
                let parts = value.components(separatedBy: " -> ")
                if parts.count == 2 { symlinks.append((parts[0], parts[1])) }
            case "touch": touches.append(value)
            case "known-issue": knownIssue = value
            default: break
            }
        }
    }

    /// The page's name in the site (`case.html` for `case.md`).
    var htmlName: String { String(name.dropLast(3)) + ".html" }
}
