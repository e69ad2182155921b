import Foundation
@testable import LoomNotebook

/// Writes a catalog `Name.docc` with `files` (relative path → contents) into a fresh temporary folder.
func makeCatalog(_ files: [String: [UInt8]], name: String = "Shapes", test: String = #function) throws -> (root: String, catalog: String) {
    let root = try makeTemporaryFolder(test)
    let catalog = root + "/\(name).docc"
    for (relative, bytes) in files {
        let path = catalog + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
    }
    try FileManager.default.createDirectory(atPath: catalog, withIntermediateDirectories: true)
    return (root, catalog)
}

func text(_ string: String) -> [UInt8] { Array(string.utf8) }

/// What Loom draws for `code` as a notebook block (real interpreter and renderer).
func loomPicture(_ code: String, options: String = "") throws -> [UInt8] {
    let page = PageRenderer().render(markdown: "```swift\n\(options)\(code)\n```\n", sourcePath: "p.md", relativePath: "p.md")
    guard let png = page.images.first?.png else { throw PictureMissing() }
    return png
}

struct PictureMissing: Error {}

/// Every file below `folder` with its bytes, to tell that nothing changed.
func snapshot(_ folder: String) -> [String: Data] {
    Dictionary(uniqueKeysWithValues: filesBelow(folder).map { ($0, FileManager.default.contents(atPath: folder + "/" + $0) ?? Data()) })
}
