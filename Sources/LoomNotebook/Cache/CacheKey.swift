/// Builds a cache key from labelled parts; every part is length-prefixed so `("ab","c")` and
/// `("a","bc")` differ. The key is the SHA-256 (`Check/SHA256.swift`) of the framed parts.
public struct CacheKeyBuilder {
    private var bytes: [UInt8] = []

    public init(_ label: String) { add(label) }

    public mutating func add(_ part: String) { add(Array(part.utf8)) }

    public mutating func add(_ part: [UInt8]) {
        bytes += Array(String(part.count).utf8)
        bytes.append(0x3A)
        bytes += part
    }

    public func finish() -> String { SHA256.hex(bytes) }
}
