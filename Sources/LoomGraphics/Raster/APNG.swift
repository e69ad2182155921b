import CZlib

/// Animated PNG (APNG), written and read chunk by chunk: the frames are ordinary PNG images
/// (Cairo encodes each, so colour and alpha are exactly a still's), and the animation is three
/// chunk types around their image data — `acTL` (frame count, plays), one `fcTL` per frame
/// (size, place, delay) and `fdAT` (a frame's compressed rows after the first). A viewer
/// without APNG support shows the first frame, which is the default image (`IDAT`).
/// Specification: https://wiki.mozilla.org/APNG_Specification.
public struct APNGEncoder {
    public enum Failure: Error, CustomStringConvertible, Equatable {
        case notAPNG(String)
        public var description: String {
            switch self { case .notAPNG(let why): return "cannot make an animated PNG: \(why)" }
        }
    }

    /// Frames per second; each frame shows for 1/fps s.
    public var framesPerSecond: Int
    /// 0 plays forever.
    public var plays: Int
    /// How long the last frame stays before the animation starts again, in frames (≥ 1).
    public var lastFrameHold: Int

    private var header: [UInt8]?
    private var body: [UInt8] = []
    private var sequence: UInt32 = 0
    private var frames = 0
    private var pendingLast: (data: [[UInt8]], width: UInt32, height: UInt32)?

    public init(framesPerSecond: Int, plays: Int = 0, lastFrameHold: Int = 1) {
        self.framesPerSecond = max(1, min(framesPerSecond, 65_535))
        self.plays = max(0, plays)
        self.lastFrameHold = max(1, min(lastFrameHold, 65_535))
    }

    public var frameCount: Int { frames + (pendingLast == nil ? 0 : 1) }

    /// Adds a frame; every frame must be the size of the first. Frames are always 8-bit RGBA
    /// (straight alpha), whether or not they are opaque.
    public mutating func append(_ bitmap: Bitmap) throws {
        var ihdr: [UInt8] = []
        PNGChunks.appendUInt32(UInt32(bitmap.width), to: &ihdr)
        PNGChunks.appendUInt32(UInt32(bitmap.height), to: &ihdr)
        ihdr += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filters, no interlace
        if let header {
            guard header == ihdr else { throw Failure.notAPNG("frames differ in size or colour type") }
        } else {
            header = ihdr
        }
        guard let data = PNGRows.compressed(bitmap) else { throw Failure.notAPNG("zlib could not compress a frame") }
        if let last = pendingLast { write(last, delay: 1) }
        pendingLast = ([data], UInt32(bitmap.width), UInt32(bitmap.height))
    }

    /// Adds a frame given as PNG bytes of the same size and colour type as the first.
    public mutating func append(png: [UInt8]) throws {
        guard let chunks = PNGChunks(png), let ihdr = chunks.first(where: { $0.type == "IHDR" }), ihdr.data.count == 13 else {
            throw Failure.notAPNG("a frame is not a PNG image")
        }
        if let header {
            guard header == ihdr.data else { throw Failure.notAPNG("frames differ in size or colour type") }
        } else {
            header = ihdr.data
        }
        if let last = pendingLast { write(last, delay: 1) }
        let data = chunks.filter { $0.type == "IDAT" }.map(\.data)
        pendingLast = (data, PNGChunks.uint32(ihdr.data, 0), PNGChunks.uint32(ihdr.data, 4))
    }

    /// The file: signature, header, `acTL`, the frames, `IEND`.
    public mutating func finish() throws -> [UInt8] {
        guard let header, let last = pendingLast else { throw Failure.notAPNG("it has no frames") }
        write(last, delay: lastFrameHold)
        pendingLast = nil
        var out = PNGChunks.signature
        PNGChunks.appendChunk("IHDR", header, to: &out)
        var actl: [UInt8] = []
        PNGChunks.appendUInt32(UInt32(frames), to: &actl)
        PNGChunks.appendUInt32(UInt32(plays), to: &actl)
        PNGChunks.appendChunk("acTL", actl, to: &out)
        out += body
        PNGChunks.appendChunk("IEND", [], to: &out)
        return out
    }

    private mutating func write(_ frame: (data: [[UInt8]], width: UInt32, height: UInt32), delay: Int) {
        var fctl: [UInt8] = []
        PNGChunks.appendUInt32(sequence, to: &fctl)
        sequence += 1
        PNGChunks.appendUInt32(frame.width, to: &fctl)
        PNGChunks.appendUInt32(frame.height, to: &fctl)
        PNGChunks.appendUInt32(0, to: &fctl)  // x offset
        PNGChunks.appendUInt32(0, to: &fctl)  // y offset
        PNGChunks.appendUInt16(UInt16(delay), to: &fctl)
        PNGChunks.appendUInt16(UInt16(framesPerSecond), to: &fctl)
        fctl.append(0)  // dispose: none (the next frame covers everything)
        fctl.append(0)  // blend: source (its alpha replaces, never composites over the last frame)
        PNGChunks.appendChunk("fcTL", fctl, to: &body)
        for data in frame.data {
            if frames == 0 {
                PNGChunks.appendChunk("IDAT", data, to: &body)
            } else {
                var fdat: [UInt8] = []
                PNGChunks.appendUInt32(sequence, to: &fdat)
                sequence += 1
                fdat += data
                PNGChunks.appendChunk("fdAT", fdat, to: &body)
            }
        }
        frames += 1
    }
}

/// The frames of an APNG (or the one frame of a PNG), each as a PNG of its own with its delay.
public struct APNGFrame {
    public var png: [UInt8]
    /// Seconds.
    public var delay: Double
}

public enum APNGDecoder {
    /// The frames, or nil when the bytes are not a PNG. Frames must cover the whole image (as
    /// Loom's do); partial frames are composed over nothing, not over the previous frame.
    public static func frames(_ bytes: [UInt8]) -> [APNGFrame]? {
        guard let chunks = PNGChunks(bytes), let ihdr = chunks.first(where: { $0.type == "IHDR" }), ihdr.data.count == 13 else { return nil }
        guard chunks.contains(where: { $0.type == "acTL" }) else { return [APNGFrame(png: bytes, delay: 0)] }
        var frames: [APNGFrame] = []
        var header = ihdr.data
        var delay = 0.0
        var data: [[UInt8]] = []
        var open = false
        func close() {
            guard open else { return }
            var png = PNGChunks.signature
            PNGChunks.appendChunk("IHDR", header, to: &png)
            for d in data { PNGChunks.appendChunk("IDAT", d, to: &png) }
            PNGChunks.appendChunk("IEND", [], to: &png)
            frames.append(APNGFrame(png: png, delay: delay))
            data = []
            open = false
        }
        for chunk in chunks {
            switch chunk.type {
            case "fcTL" where chunk.data.count == 26:
                close()
                header = ihdr.data
                header.replaceSubrange(0..<8, with: chunk.data[4..<12])
                let num = Double(PNGChunks.uint16(chunk.data, 20)), den = Double(PNGChunks.uint16(chunk.data, 22))
                delay = num / (den == 0 ? 100 : den)
                open = true
            case "IDAT" where open, "fdAT" where open:
                data.append(chunk.type == "IDAT" ? chunk.data : Array(chunk.data.dropFirst(4)))
            default:
                break
            }
        }
        close()
        return frames
    }
}

/// PNG's chunk layout: length, type, data, CRC-32 of type and data.
struct PNGChunks: Sequence {
    struct Chunk {
        var type: String
        var data: [UInt8]
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    private var chunks: [Chunk] = []

    /// Nil unless the bytes are a PNG whose chunks all check out.
    init?(_ bytes: [UInt8]) {
        guard bytes.count >= 8, Array(bytes[0..<8]) == Self.signature else { return nil }
        var i = 8
        while i + 12 <= bytes.count {
            let length = Int(Self.uint32(bytes, i))
            guard length <= bytes.count - i - 12 else { return nil }
            let typeBytes = Array(bytes[(i + 4)..<(i + 8)])
            let data = Array(bytes[(i + 8)..<(i + 8 + length)])
            guard Self.uint32(bytes, i + 8 + length) == Self.crc(typeBytes + data) else { return nil }
            let type = String(decoding: typeBytes, as: UTF8.self)
            chunks.append(Chunk(type: type, data: data))
            i += 12 + length
            if type == "IEND" { break }
        }
        guard chunks.first?.type == "IHDR" else { return nil }
    }

    func makeIterator() -> IndexingIterator<[Chunk]> { chunks.makeIterator() }

    static func uint32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }

    static func uint16(_ b: [UInt8], _ i: Int) -> UInt16 { UInt16(b[i]) << 8 | UInt16(b[i + 1]) }

    static func appendUInt32(_ v: UInt32, to out: inout [UInt8]) {
        out += [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }

    static func appendUInt16(_ v: UInt16, to out: inout [UInt8]) {
        out += [UInt8(v >> 8), UInt8(v & 0xFF)]
    }

    static func appendChunk(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        appendUInt32(UInt32(data.count), to: &out)
        out += typeBytes
        out += data
        var crc = crcStart
        crc = update(crc, typeBytes)
        crc = update(crc, data)
        appendUInt32(crc ^ 0xFFFF_FFFF, to: &out)
    }

    private static let crcStart: UInt32 = 0xFFFF_FFFF

    private static let table: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    private static func update(_ crc: UInt32, _ bytes: [UInt8]) -> UInt32 {
        var c = crc
        for b in bytes { c = table[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c
    }

    static func crc(_ bytes: [UInt8]) -> UInt32 { update(crcStart, bytes) ^ 0xFFFF_FFFF }
}

/// A bitmap's rows as PNG image data: unpremultiplied RGBA, each row filtered (None, Sub or Up,
/// whichever leaves the smallest sum, libpng's heuristic), the whole deflated by zlib.
enum PNGRows {
    static func compressed(_ bitmap: Bitmap) -> [UInt8]? {
        let width = bitmap.width, height = bitmap.height
        let stride = width * 4
        var filtered = [UInt8](repeating: 0, count: (stride + 1) * height)
        bitmap.withPixels { words in
            var previous = [UInt8](repeating: 0, count: stride)
            var row = [UInt8](repeating: 0, count: stride)
            var sub = [UInt8](repeating: 0, count: stride)
            var up = [UInt8](repeating: 0, count: stride)
            for y in 0..<height {
                for x in 0..<width {
                    let word = words[y * width + x]
                    let a = UInt32(word >> 24)
                    var r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF
                    if a == 0 {
                        r = 0; g = 0; b = 0
                    } else if a < 255 {
                        // Cairo's own unpremultiplication, so frames match its stills.
                        r = (r * 255 + a / 2) / a; g = (g * 255 + a / 2) / a; b = (b * 255 + a / 2) / a
                    }
                    row[x * 4] = UInt8(min(r, 255)); row[x * 4 + 1] = UInt8(min(g, 255))
                    row[x * 4 + 2] = UInt8(min(b, 255)); row[x * 4 + 3] = UInt8(a)
                }
                var sumNone = 0, sumSub = 0, sumUp = 0
                for i in 0..<stride {
                    let left = i >= 4 ? row[i - 4] : 0
                    sub[i] = row[i] &- left
                    up[i] = row[i] &- previous[i]
                    sumNone += Int(Int8(bitPattern: row[i]).magnitude)
                    sumSub += Int(Int8(bitPattern: sub[i]).magnitude)
                    sumUp += Int(Int8(bitPattern: up[i]).magnitude)
                }
                let start = y * (stride + 1)
                let (type, chosen): (UInt8, [UInt8]) = sumUp <= sumSub && sumUp <= sumNone ? (2, up)
                    : sumSub <= sumNone ? (1, sub) : (0, row)
                filtered[start] = type
                filtered.withUnsafeMutableBufferPointer { out in
                    chosen.withUnsafeBufferPointer { src in
                        (out.baseAddress! + start + 1).update(from: src.baseAddress!, count: stride)
                    }
                }
                swap(&previous, &row)
            }
        }
        var size = compressBound(uLong(filtered.count))
        var out = [UInt8](repeating: 0, count: Int(size))
        let status = out.withUnsafeMutableBufferPointer { o in
            filtered.withUnsafeBufferPointer { i in
                // Level 6, zlib's default: what libpng (and so Cairo) uses.
                compress2(o.baseAddress, &size, i.baseAddress, uLong(i.count), 6)
            }
        }
        guard status == Z_OK else { return nil }
        out.removeSubrange(Int(size)...)
        return out
    }
}
