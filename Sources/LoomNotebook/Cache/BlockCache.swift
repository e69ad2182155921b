import Foundation
import LoomScript

/// Each block's outputs on disk, under a key of everything the block depends on (see
/// `ExecuteCells` for how keys chain through a page). One JSON file per key in
/// `<out>/.loom-cache/` (or `--cache DIR`); writes are atomic, so concurrent pages and
/// interrupted runs never leave a torn entry. Entries carry a checksum; a damaged one is a miss.
public final class BlockCache: @unchecked Sendable {
    public let directory: String
    public let environment: CacheEnvironment
    private let lock = NSLock()
    private var hitCount = 0
    private var missCount = 0

    public init(directory: String, environment: CacheEnvironment) {
        self.directory = directory
        self.environment = environment
    }

    /// What one block produced, in block coordinates (diagnostics are mapped onto the Markdown
    /// file when the entry is used, so prose edits above a block do not invalidate it).
    public struct Entry: Codable, Equatable {
        public struct Output: Codable, Equatable {
            public var kind: String  // image | text | value
            public var text: String? = nil
            /// A value's parts (elements, fields, a colour) beside its text.
            public var value: DisplayValue? = nil
            /// An image's file name when the block named it (`output: x.png`); nil = numbered.
            public var name: String? = nil
            public var png: Data? = nil
            public var width: Int? = nil
            public var height: Int? = nil
            public var scale: Double? = nil
            /// An image's laid-out view tree.
            public var layout: String? = nil
            /// The image was drawn with the dark palette.
            public var dark: Bool? = nil
            /// An animated picture's APNG and its frame count, fps, duration (s) and poster frame.
            public var apng: Data? = nil
            public var frames: Int? = nil
            public var fps: Int? = nil
            public var duration: Double? = nil
            public var poster: Int? = nil

            var animation: AnimationAsset? {
                guard let apng, let frames, let fps, let duration else { return nil }
                return AnimationAsset(apng: Array(apng), frameCount: frames, framesPerSecond: fps, duration: duration, posterFrame: poster ?? 0)
            }
        }
        public struct Diagnostic: Codable, Equatable {
            public var line: Int
            public var column: Int
            public var message: String
        }
        public var status: String
        public var outputs: [Output]
        public var diagnostics: [Diagnostic]
        public var milliseconds: Double
        /// Assets the block read (`Image("name")`): site path → SHA-256 of the bytes.
        public var assets: [String: String]
    }

    public var hits: Int { lock.withLock { hitCount } }
    public var misses: Int { lock.withLock { missCount } }

    private func path(_ key: String) -> String {
        directory + "/" + String(key.prefix(2)) + "/" + key + ".json"
    }

    /// The entry under `key`, if there is one, it is intact, and every asset it read still has
    /// the same bytes.
    public func load(_ key: String, assetRoot: String) -> Entry? {
        guard let data = FileManager.default.contents(atPath: path(key)), let body = Self.unsealed(data),
              let entry = try? JSONDecoder().decode(Entry.self, from: Data(body)) else {
            lock.withLock { missCount += 1 }
            return nil
        }
        for (asset, hash) in entry.assets {
            let bytes = FileManager.default.contents(atPath: assetRoot + "/" + asset).map { Array($0) }
            let current = bytes.map { SHA256.hex($0) } ?? NotebookAssets.missing
            if current != hash {
                lock.withLock { missCount += 1 }
                return nil
            }
        }
        lock.withLock { hitCount += 1 }
        return entry
    }

    /// Highlighted HTML for a code block (SwiftParser is the slowest part of re-weaving a
    /// fully cached page), keyed by the code and Loom's version.
    public func highlighted(_ code: String, make: (String) -> String) -> String {
        var key = CacheKeyBuilder("loom-highlight")
        key.add(environment.fingerprint)
        key.add(code)
        let file = directory + "/highlight/" + key.finish() + ".html"
        if let data = FileManager.default.contents(atPath: file), let body = Self.unsealed(data),
           let html = String(validating: body, as: UTF8.self) {
            return html
        }
        let html = make(code)
        try? AtomicFile.write(Self.sealed(Array(html.utf8)), to: file)
        return html
    }

    public func store(_ entry: Entry, under key: String) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(entry) else { return }
        try? AtomicFile.write(Self.sealed(Array(data)), to: path(key))
    }

    /// Entries start with the SHA-256 of the rest and a newline: a file damaged on disk (or by
    /// hand) is a miss, never served — a cache must not lie.
    static func sealed(_ body: [UInt8]) -> [UInt8] {
        Array((SHA256.hex(body) + "\n").utf8) + body
    }

    /// The body of a sealed entry, or nil when it does not match its checksum.
    static func unsealed(_ data: Data) -> [UInt8]? {
        let bytes = Array(data)
        guard bytes.count > 65, bytes[64] == 0x0A else { return nil }
        let body = Array(bytes[65...])
        return String(decoding: bytes[..<64], as: UTF8.self) == SHA256.hex(body) ? body : nil
    }
}
