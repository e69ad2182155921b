/// Reads animated GIFs (GIF87a/89a): what real SwiftUI recordings in library docs are, so that
/// `loom check` can compare an animation with one frame by frame. Frames are composed as a
/// viewer shows them (each drawn over the canvas the previous frame's disposal left), with
/// their delays; interlaced frames are put back in row order. Specification:
/// https://www.w3.org/Graphics/GIF/spec-gif89a.txt.
public enum GIFDecoder {
    public struct Frame {
        public var bitmap: Bitmap
        /// Seconds.
        public var delay: Double
    }

    /// The composed frames, or nil when the bytes are not a readable GIF.
    public static func frames(_ bytes: [UInt8]) -> [Frame]? {
        var reader = Reader(bytes: bytes)
        guard bytes.count >= 13, bytes.starts(with: Array("GIF8".utf8)) else { return nil }
        reader.offset = 6
        let width = reader.u16(), height = reader.u16()
        guard width > 0, height > 0, width * height <= 16_000_000 else { return nil }
        let flags = reader.byte()
        _ = reader.byte()  // background colour index (viewers show transparency instead)
        _ = reader.byte()  // aspect ratio
        var global: [UInt32] = []
        if flags & 0x80 != 0 { global = reader.colorTable(count: 1 << (Int(flags & 7) + 1)) }
        var canvas = [UInt32](repeating: 0, count: width * height)
        var frames: [Frame] = []
        var delay = 0.0, transparent: Int? = nil, disposal = 0
        while reader.offset < bytes.count {
            switch reader.byte() {
            case 0x21:  // extension
                let label = reader.byte()
                if label == 0xF9, reader.peek == 4 {
                    _ = reader.byte()
                    let packed = reader.byte()
                    delay = Double(reader.u16()) / 100
                    let index = Int(reader.byte())
                    transparent = packed & 1 != 0 ? index : nil
                    disposal = Int((packed >> 2) & 7)
                    _ = reader.byte()  // block terminator
                } else {
                    reader.skipSubBlocks()
                }
            case 0x2C:  // image
                let left = reader.u16(), top = reader.u16(), w = reader.u16(), h = reader.u16()
                let imageFlags = reader.byte()
                var table = global
                if imageFlags & 0x80 != 0 { table = reader.colorTable(count: 1 << (Int(imageFlags & 7) + 1)) }
                let minimumCodeSize = Int(reader.byte())
                let data = reader.subBlocks()
                guard reader.valid, (2...11).contains(minimumCodeSize),
                      let indices = lzw(data, minimumCodeSize: minimumCodeSize, count: w * h) else { return nil }
                let before = canvas
                let rows = imageFlags & 0x40 != 0 ? interlacedRows(h) : Array(0..<h)
                for (i, y) in rows.enumerated() {
                    let cy = top + y
                    guard cy < height else { continue }
                    for x in 0..<w {
                        let cx = left + x
                        guard cx < width else { continue }
                        let index = Int(indices[i * w + x])
                        if index == transparent || index >= table.count { continue }
                        canvas[cy * width + cx] = table[index]
                    }
                }
                guard let bitmap = Bitmap(width: width, height: height) else { return nil }
                bitmap.withMutablePixels { _ = $0.update(fromContentsOf: canvas) }
                frames.append(Frame(bitmap: bitmap, delay: delay))
                // What the next frame is drawn over.
                if disposal == 2 {
                    for y in top..<min(top + h, height) { for x in left..<min(left + w, width) { canvas[y * width + x] = 0 } }
                } else if disposal == 3 {
                    canvas = before
                }
                delay = 0; transparent = nil; disposal = 0
            case 0x3B:
                return frames.isEmpty ? nil : frames
            default:
                return frames.isEmpty ? nil : frames
            }
            guard reader.valid else { return frames.isEmpty ? nil : frames }
        }
        return frames.isEmpty ? nil : frames
    }

    /// Rows of an interlaced image in the order they are stored: every 8th from 0, from 4, every 4th from 2, every 2nd from 1.
    static func interlacedRows(_ h: Int) -> [Int] {
        Array(stride(from: 0, to: h, by: 8)) + Array(stride(from: 4, to: h, by: 8))
            + Array(stride(from: 2, to: h, by: 4)) + Array(stride(from: 1, to: h, by: 2))
    }

    /// GIF's variable-width LZW: `count` colour indices, or nil when the data is broken.
    static func lzw(_ data: [UInt8], minimumCodeSize: Int, count: Int) -> [UInt8]? {
        let clear = 1 << minimumCodeSize, end = clear + 1
        var prefix = [Int](repeating: -1, count: 4096)
        var suffix = [UInt8](repeating: 0, count: 4096)
        var first = [UInt8](repeating: 0, count: 4096)
        for i in 0..<clear { suffix[i] = UInt8(truncatingIfNeeded: i); first[i] = UInt8(truncatingIfNeeded: i) }
        var out: [UInt8] = []
        out.reserveCapacity(count)
        var codeSize = minimumCodeSize + 1, next = end + 1, previous = -1
        var bits = 0, buffer = 0, i = 0
        var stack: [UInt8] = []
        while out.count < count {
            while bits < codeSize {
                guard i < data.count else { return out.count == count ? out : out + [UInt8](repeating: 0, count: count - out.count) }
                buffer |= Int(data[i]) << bits
                bits += 8
                i += 1
            }
            let code = buffer & ((1 << codeSize) - 1)
            buffer >>= codeSize
            bits -= codeSize
            if code == clear {
                codeSize = minimumCodeSize + 1; next = end + 1; previous = -1
                continue
            }
            if code == end { break }
            var current = code
            stack.removeAll(keepingCapacity: true)
            if code >= next {
                // The code being defined: the previous string plus its own first index.
                guard previous >= 0, code == next else { return nil }
                stack.append(first[previous])
                current = previous
            }
            while current >= clear {
                guard current < 4096, prefix[current] >= 0 || current < clear else { return nil }
                stack.append(suffix[current])
                current = prefix[current]
            }
            stack.append(UInt8(truncatingIfNeeded: current))
            let head = stack.last!
            out.append(contentsOf: stack.reversed())
            if previous >= 0, next < 4096 {
                prefix[next] = previous
                suffix[next] = head
                first[next] = first[previous]
                next += 1
                if next == 1 << codeSize, codeSize < 12 { codeSize += 1 }
            }
            if code < clear { first[code] = UInt8(truncatingIfNeeded: code) }
            previous = code
        }
        if out.count > count { out.removeSubrange(count...) }
        return out
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0
        var valid = true
        var peek: UInt8 { offset < bytes.count ? bytes[offset] : 0 }
        mutating func byte() -> UInt8 {
            guard offset < bytes.count else { valid = false; return 0 }
            defer { offset += 1 }
            return bytes[offset]
        }
        mutating func u16() -> Int { let lo = Int(byte()); return lo | Int(byte()) << 8 }
        /// Opaque colours as premultiplied ARGB32 words.
        mutating func colorTable(count: Int) -> [UInt32] {
            (0..<count).map { _ in
                let r = UInt32(byte()), g = UInt32(byte()), b = UInt32(byte())
                return 0xFF00_0000 | r << 16 | g << 8 | b
            }
        }
        mutating func subBlocks() -> [UInt8] {
            var data: [UInt8] = []
            while valid {
                let n = Int(byte())
                if n == 0 { break }
                guard offset + n <= bytes.count else { valid = false; break }
                data += bytes[offset..<(offset + n)]
                offset += n
            }
            return data
        }
        mutating func skipSubBlocks() { _ = subBlocks() }
    }
}
