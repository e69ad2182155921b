import Foundation
import LoomGraphics
import LoomUI

/// Loads `Image("name")` for one page from the notebook's own folder or its `assets/`
/// subfolder, and nowhere else: names with `..`, absolute paths and symlinks that leave the
/// folder are refused. A name without an extension tries `.png`, then `.jpg`/`.jpeg`. A name
/// ending in `@2x`/`@3x` (before the extension) has that many pixels per point.
///
/// Records every file it read with a hash of its bytes (the cache key of the block that read
/// it). With `placeholders`, a missing image becomes a labelled grey 100 × 100 pt frame.
public final class NotebookAssets: ImageProvider, @unchecked Sendable {
    /// The notebook's folder on disk.
    public let folder: String
    /// Draw a placeholder for a missing image instead of failing.
    public let placeholders: Bool
    /// Pixels per point placeholders are drawn at (the block's scale).
    public var placeholderScale: Double = 2
    /// Files read since the last `takeReads()`: path relative to `folder` → SHA-256.
    private var reads: [String: String] = [:]
    private let lock = NSLock()

    public static let placeholderSize = Size(width: 100, height: 100)
    public static let extensions = ["png", "jpg", "jpeg"]
    /// The hash recorded for a file that was looked for and not found.
    public static let missing = "missing"

    public init(folder: String, placeholders: Bool = false) {
        self.folder = folder.isEmpty ? "." : folder
        self.placeholders = placeholders
    }

    /// The files read since the last call, and forgets them.
    public func takeReads() -> [String: String] {
        lock.withLock {
            defer { reads = [:] }
            return reads
        }
    }

    public func image(named name: String) throws -> (Bitmap, scale: Double) {
        guard !name.isEmpty, !name.hasPrefix("/"), !name.split(separator: "/").contains(".."),
              !name.contains("\\") else {
            throw RenderError("Image(\"\(name)\"): image names are relative to the notebook's folder and may not contain '..' or start with '/'")
        }
        guard let relative = try locate(name) else {
            lock.withLock { for candidate in candidates(name) { reads[candidate] = Self.missing } }
            if placeholders { return try placeholder(name) }
            throw RenderError("Image(\"\(name)\"): no such image next to the notebook or in its assets/ folder (looked for \(candidates(name).joined(separator: ", "))); pass --placeholder-assets to draw a placeholder")
        }
        let path = folder + "/" + relative
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RenderError("Image(\"\(name)\"): cannot read \(relative)")
        }
        let bytes = Array(data)
        lock.withLock { reads[relative] = SHA256.hex(bytes) }
        guard let bitmap = Bitmap(imageData: bytes) else {
            throw RenderError("Image(\"\(name)\"): \(relative) is not a PNG or JPEG image Loom can decode"
                              + " (or it has more than \(Bitmap.maximumDecodedPixels / 1_000_000) million pixels)")
        }
        return (bitmap, Self.scale(of: relative))
    }

    /// The files `name` may be, in the order they are tried, relative to the folder.
    func candidates(_ name: String) -> [String] {
        let hasExtension = Self.extensions.contains { name.lowercased().hasSuffix("." + $0) }
        let files = hasExtension ? [name] : Self.extensions.map { name + "." + $0 }
        return files + files.map { "assets/" + $0 }
    }

    /// The first candidate that exists inside the folder (symlinks resolved and checked).
    func locate(_ name: String) throws -> String? {
        for candidate in candidates(name) {
            let path = folder + "/" + candidate
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            guard Sandbox.contains(folder, path) else {
                throw RenderError("Image(\"\(name)\"): \(candidate) points outside the notebook's folder")
            }
            return candidate
        }
        return nil
    }

    static func scale(of file: String) -> Double {
        let stem = (file as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }

    /// A grey frame with the image's name in it.
    func placeholder(_ name: String) throws -> (Bitmap, scale: Double) {
        let size = Self.placeholderSize
        let view = ZStack(content: [
            Rectangle().fill(Color(white: 0.82)),
            Rectangle().strokeBorder(Color(white: 0.55), lineWidth: 1),
            Text(name).font(.caption).foregroundColor(Color(white: 0.25)).padding(4),
        ]).frame(width: size.width, height: size.height)
        let image = try renderImage(view, scale: placeholderScale)
        return (image.bitmap, placeholderScale)
    }
}
