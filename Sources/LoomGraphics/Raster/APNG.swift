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
    private var pendingLast: (data: [[UInt8]], region: PixelRegion)?
    private var previous: Bitmap?

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
        // After the first frame only what changed is stored: the frame's region is drawn over the
        // previous frame (dispose none, blend source), which is what every viewer composes.
        let region = previous.map { PixelRegion(changedFrom: $0, to: bitmap) } ?? PixelRegion(x: 0, y: 0, width: bitmap.width, height: bitmap.height)
        guard let data = PNGRows.compressed(bitmap, region: region) else { throw Failure.notAPNG("zlib could not compress a frame") }
        if let last = pendingLast { write(last, delay: 1) }
        pendingLast = ([data], region)
        previous = bitmap
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
        pendingLast = (data, PixelRegion(x: 0, y: 0, width: Int(PNGChunks.uint32(ihdr.data, 0)), height: Int(PNGChunks.uint32(ihdr.data, 4))))
        previous = nil
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

    private mutating func write(_ frame: (data: [[UInt8]], region: PixelRegion), delay: Int) {
        var fctl: [UInt8] = []
        PNGChunks.appendUInt32(sequence, to: &fctl)
        sequence += 1
        PNGChunks.appendUInt32(UInt32(frame.region.width), to: &fctl)
        PNGChunks.appendUInt32(UInt32(frame.region.height), to: &fctl)
        PNGChunks.appendUInt32(UInt32(frame.region.x), to: &fctl)
        PNGChunks.appendUInt32(UInt32(frame.region.y), to: &fctl)
        PNGChunks.appendUInt16(UInt16(delay), to: &fctl)
        PNGChunks.appendUInt16(UInt16(framesPerSecond), to: &fctl)
        fctl.append(0)  // dispose: none (the next frame is drawn over this one)
        fctl.append(0)  // blend: source (the region's pixels, alpha included, replace what was there)
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

    public init(png: [UInt8], delay: Double) {
        self.png = png
        self.delay = delay
    }
}

public enum APNGDecoder {
    /// The frames as a viewer shows them, or nil when the bytes are not a PNG. A frame that
    /// covers part of the image is drawn over the frame before it (dispose none, blend source:
    /// what Loom writes; other dispose and blend operations are not read).
    public static func frames(_ bytes: [UInt8]) -> [APNGFrame]? {
        guard let chunks = PNGChunks(bytes), let ihdr = chunks.first(where: { $0.type == "IHDR" }), ihdr.data.count == 13 else { return nil }
        guard chunks.contains(where: { $0.type == "acTL" }) else { return [APNGFrame(png: bytes, delay: 0)] }
        var frames: [APNGFrame] = []
        var header = ihdr.data
        var delay = 0.0
        var data: [[UInt8]] = []
        var open = false
        let fullWidth = Int(PNGChunks.uint32(ihdr.data, 0)), fullHeight = Int(PNGChunks.uint32(ihdr.data, 4))
        guard let canvas = Bitmap(width: fullWidth, height: fullHeight) else { return nil }
        var origin = (x: 0, y: 0)
        var failed = false
        func close() {
            guard open else { return }
            var png = PNGChunks.signature
            PNGChunks.appendChunk("IHDR", header, to: &png)
            for d in data { PNGChunks.appendChunk("IDAT", d, to: &png) }
            PNGChunks.appendChunk("IEND", [], to: &png)
            data = []
            open = false
            // A region is drawn over the frame before it (Loom writes dispose none, blend source).
            guard let region = Bitmap(png: png), origin.x + region.width <= fullWidth, origin.y + region.height <= fullHeight else {
                failed = true
                return
            }
            if region.width == fullWidth && region.height == fullHeight {
                frames.append(APNGFrame(png: png, delay: delay))
                canvas.withMutablePixels { c in region.withPixels { r in _ = c.update(fromContentsOf: r) } }
                return
            }
            canvas.withMutablePixels { c in
                region.withPixels { r in
                    for y in 0..<region.height {
                        for x in 0..<region.width { c[(origin.y + y) * fullWidth + origin.x + x] = r[y * region.width + x] }
                    }
                }
            }
            frames.append(APNGFrame(png: canvas.pngData(), delay: delay))
        }
        for chunk in chunks {
            switch chunk.type {
            case "fcTL" where chunk.data.count == 26:
                close()
                header = ihdr.data
                header.replaceSubrange(0..<8, with: chunk.data[4..<12])
                origin = (Int(PNGChunks.uint32(chunk.data, 12)), Int(PNGChunks.uint32(chunk.data, 16)))
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
        return failed ? nil : frames
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
/// whichever leaves the smallest sum of magnitudes, libpng's heuristic), the whole deflated by zlib.
enum PNGRows {
    /// zlib's default level (libpng's, so Cairo's): levels 1–3 were barely faster on frames of
    /// gradients and made files half as large again (`loom-bench animation`).
    static let compressionLevel: Int32 = 6

    static func compressed(_ bitmap: Bitmap, region: PixelRegion) -> [UInt8]? {
        let width = region.width, height = region.height, fullWidth = bitmap.width
        let stride = width * 4
        var filtered = [UInt8](repeating: 0, count: (stride + 1) * height)
        var rows = [UInt8](repeating: 0, count: stride * 2)  // this row and the previous, unfiltered
        var candidates = [UInt8](repeating: 0, count: stride * 2)  // Sub and Up
        bitmap.withPixels { words in
            filtered.withUnsafeMutableBufferPointer { out in
                rows.withUnsafeMutableBufferPointer { rowPair in
                    candidates.withUnsafeMutableBufferPointer { cand in
                        var row = rowPair.baseAddress!, previous = rowPair.baseAddress! + stride
                        let sub = cand.baseAddress!, up = cand.baseAddress! + stride
                        for i in 0..<stride { previous[i] = 0 }
                        for y in 0..<height {
                            let base = (region.y + y) * fullWidth + region.x
                            for x in 0..<width {
                                let word = words[base + x]
                                let a = word >> 24
                                var r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF
                                if a == 0 {
                                    r = 0; g = 0; b = 0
                                } else if a < 255 {
                                    // Cairo's own unpremultiplication, so frames match its stills.
                                    r = min((r * 255 + a / 2) / a, 255); g = min((g * 255 + a / 2) / a, 255); b = min((b * 255 + a / 2) / a, 255)
                                }
                                let o = x * 4
                                row[o] = UInt8(truncatingIfNeeded: r); row[o + 1] = UInt8(truncatingIfNeeded: g)
                                row[o + 2] = UInt8(truncatingIfNeeded: b); row[o + 3] = UInt8(truncatingIfNeeded: a)
                            }
                            var sumNone = 0, sumSub = 0, sumUp = 0
                            for i in 0..<stride {
                                let v = row[i]
                                let s = v &- (i >= 4 ? row[i - 4] : 0), u = v &- previous[i]
                                sub[i] = s
                                up[i] = u
                                sumNone += Int(Int8(bitPattern: v).magnitude)
                                sumSub += Int(Int8(bitPattern: s).magnitude)
                                sumUp += Int(Int8(bitPattern: u).magnitude)
                            }
                            let start = out.baseAddress! + y * (stride + 1)
                            if sumUp <= sumSub && sumUp <= sumNone {
                                start.pointee = 2; (start + 1).update(from: up, count: stride)
                            } else if sumSub <= sumNone {
                                start.pointee = 1; (start + 1).update(from: sub, count: stride)
                            } else {
                                start.pointee = 0; (start + 1).update(from: row, count: stride)
                            }
                            swap(&row, &previous)
                        }
                    }
                }
            }
        }
        var size = compressBound(uLong(filtered.count))
        var out = [UInt8](repeating: 0, count: Int(size))
        let status = out.withUnsafeMutableBufferPointer { o in
            filtered.withUnsafeBufferPointer { i in
                compress2(o.baseAddress, &size, i.baseAddress, uLong(i.count), compressionLevel)
            }
        }
        guard status == Z_OK else { return nil }
        out.removeSubrange(Int(size)...)
        return out
    }
}

/// A rectangle of pixels: the part of a frame that an APNG frame stores.
struct PixelRegion: Equatable {
    var x: Int, y: Int, width: Int, height: Int

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The smallest rectangle holding every pixel that differs (one pixel when none does:
    /// an APNG frame is never empty).
    init(changedFrom old: Bitmap, to new: Bitmap) {
        let width = new.width, height = new.height
        guard old.width == width, old.height == height else {
            self.init(x: 0, y: 0, width: width, height: height)
            return
        }
        var minX = width, maxX = -1, minY = height, maxY = -1
        old.withPixels { a in
            new.withPixels { b in
                for y in 0..<height {
                    let row = y * width
                    var x = 0
                    while x < width, a[row + x] == b[row + x] { x += 1 }
                    guard x < width else { continue }
                    var last = width - 1
                    while last > x, a[row + last] == b[row + last] { last -= 1 }
                    minX = min(minX, x); maxX = max(maxX, last)
                    minY = min(minY, y); maxY = y
                }
            }
        }
        guard maxX >= 0 else {
            self.init(x: 0, y: 0, width: 1, height: 1)
            return
        }
        self.init(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
