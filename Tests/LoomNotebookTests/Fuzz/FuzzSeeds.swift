import Foundation

/// Where the fuzzer starts: every hostile case whole, and the bundled guides cut into their `##`
/// sections (a whole guide takes seconds to render; a section keeps its blocks, options and
/// prose and renders in milliseconds).
enum FuzzSeeds {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var all: [[UInt8]] {
        var seeds: [[UInt8]] = []
        for name in markdownFiles(in: "Tests/Hostile") {
            if let data = FileManager.default.contents(atPath: repository.path + "/Tests/Hostile/" + name) { seeds.append(Array(data)) }
        }
        for name in markdownFiles(in: "Notebooks") {
            guard let text = try? String(contentsOfFile: repository.path + "/Notebooks/" + name, encoding: .utf8) else { continue }
            seeds += sections(of: text).map { Array($0.utf8) }
        }
        return seeds
    }

    static func markdownFiles(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: repository.path + "/" + folder)) ?? [])
            .filter { $0.hasSuffix(".md") }.sorted()
    }

    /// The front matter (if any) goes with the first section, so page-wide options stay seeded.
    static func sections(of text: String) -> [String] {
        var sections: [String] = []
        var current = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## "), !current.isEmpty {
                sections.append(current)
                current = ""
            }
            current += line + "\n"
        }
        if !current.isEmpty { sections.append(current) }
        return sections
    }
}
