import Testing
@testable import LoomGraphics

/// The APNG writer, read back by an independent reader written here from the specification
/// (chunk layout, CRC-32, acTL/fcTL/fdAT fields), with Cairo decoding each frame's pixels.
@Suite struct APNGTests {
    struct ReadChunk { var type: String; var data: [UInt8] }

    private func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = (c & 1) == 1 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
        }
        return ~c
    }

    private func be32(_ b: [UInt8], _ i: Int) -> UInt32 { b[i..<i + 4].reduce(0) { $0 << 8 | UInt32($1) } }
    private func be16(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }

    private func chunks(_ bytes: [UInt8]) throws -> [ReadChunk] {
        #expect(Array(bytes[0..<8]) == [137, 80, 78, 71, 13, 10, 26, 10])
        var i = 8, out: [ReadChunk] = []
        while i < bytes.count {
            let n = Int(be32(bytes, i))
            let typeAndData = Array(bytes[(i + 4)..<(i + 8 + n)])
            #expect(be32(bytes, i + 8 + n) == crc32(typeAndData), "CRC of chunk at \(i)")
            out.append(ReadChunk(type: String(decoding: typeAndData.prefix(4), as: UTF8.self), data: Array(typeAndData.dropFirst(4))))
            i += 12 + n
        }
        return out
    }

    private func solid(_ color: RGBA, width: Int = 6, height: Int = 4) -> Bitmap {
        let bitmap = Bitmap(width: width, height: height)!
        Canvas(bitmap: bitmap, scale: 1, origin: Point(x: 0, y: 0)).fill(.rect(Rect(x: 0, y: 0, width: Double(width), height: 2)), with: .solid(color))
        return bitmap
    }

    @Test func framesCountsAndDelaysAreWhatWasAsked() throws {
        var encoder = APNGEncoder(framesPerSecond: 30)
        let colors = [RGBA(red: 1, green: 0, blue: 0), RGBA(red: 0, green: 1, blue: 0, alpha: 0.5), RGBA(red: 0, green: 0, blue: 1)]
        for color in colors { try encoder.append(solid(color)) }
        let bytes = try encoder.finish()
        let list = try chunks(bytes)
        #expect(list.map(\.type).first == "IHDR")
        #expect(list.last?.type == "IEND")
        let actl = try #require(list.first { $0.type == "acTL" })
        #expect(be32(actl.data, 0) == 3)
        #expect(be32(actl.data, 4) == 0)  // plays forever
        // Colour type 6: RGBA, 8 bits (full colour and alpha).
        let ihdr = list[0].data
        #expect(ihdr[8] == 8 && ihdr[9] == 6)
        let controls = list.filter { $0.type == "fcTL" }
        #expect(controls.count == 3)
        for (i, control) in controls.enumerated() where i == 0 {
            #expect(be32(control.data, 4) == 6 && be32(control.data, 8) == 4)  // the first frame is whole
        }
        for control in controls {
            #expect(be16(control.data, 20) == 1 && be16(control.data, 22) == 30)  // 1/30 s
            #expect(control.data[24] == 0 && control.data[25] == 0)  // dispose none, blend source
        }
        // Sequence numbers run 0, 1, 2 … over fcTL and fdAT together.
        let sequence = list.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { be32($0.data, 0) }
        #expect(sequence == Array(0..<UInt32(sequence.count)))
        // The first frame is the default image (IDAT) — what a viewer without APNG shows.
        let firstIDAT = try #require(list.firstIndex { $0.type == "IDAT" })
        let firstFDAT = try #require(list.firstIndex { $0.type == "fdAT" })
        #expect(firstIDAT < firstFDAT)

        // Each frame's region, rebuilt as a PNG of its own, decodes (by Cairo) to the pixels
        // drawn; regions are drawn over the frame before (dispose none, blend source).
        var frames: [(region: [UInt8], data: [UInt8])] = []
        for chunk in list {
            if chunk.type == "fcTL" { frames.append((Array(chunk.data[4..<20]), [])) }
            if chunk.type == "IDAT" { frames[frames.count - 1].data += chunk.data }
            if chunk.type == "fdAT" { frames[frames.count - 1].data += chunk.data.dropFirst(4) }
        }
        var canvas = [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)](repeating: (0, 0, 0, 0), count: 6 * 4)
        for (frame, color) in zip(frames, colors) {
            var header = ihdr
            header.replaceSubrange(0..<8, with: frame.region[0..<8])
            let (w, h) = (Int(be32(frame.region, 0)), Int(be32(frame.region, 4)))
            let (x0, y0) = (Int(be32(frame.region, 8)), Int(be32(frame.region, 12)))
            var png: [UInt8] = PNGChunks.signature
            PNGChunks.appendChunk("IHDR", header, to: &png)
            PNGChunks.appendChunk("IDAT", frame.data, to: &png)
            PNGChunks.appendChunk("IEND", [], to: &png)
            let decoded = try #require(Bitmap(png: png))
            for y in 0..<h { for x in 0..<w { canvas[(y0 + y) * 6 + x0 + x] = decoded.pixel(x: x, y: y) } }
            let p = canvas[0 * 6 + 1]
            #expect(p.r == UInt8((color.red * 255).rounded()) && p.g == UInt8((color.green * 255).rounded()))
            #expect(p.a == UInt8((color.alpha * 255).rounded()))
            #expect(canvas[3 * 6 + 1].a == 0)
        }
        // Loom's own reader agrees.
        let read = try #require(APNGDecoder.frames(bytes))
        #expect(read.count == 3)
        #expect(read.allSatisfy { abs($0.delay - 1.0 / 30) < 1e-12 })
    }

    @Test func onlyWhatChangedIsStored() throws {
        // Frame 2 repaints one pixel: its region is that pixel; an unchanged frame stores one pixel.
        var encoder = APNGEncoder(framesPerSecond: 10)
        let first = solid(.black, width: 20, height: 10)
        try encoder.append(first)
        let second = solid(.black, width: 20, height: 10)
        Canvas(bitmap: second, scale: 1).fill(.rect(Rect(x: 5, y: 6, width: 1, height: 1)), with: .solid(.white))
        try encoder.append(second)
        try encoder.append(second)
        let controls = try chunks(try encoder.finish()).filter { $0.type == "fcTL" }.map { Array($0.data[4..<20]) }
        #expect(controls.map { [be32($0, 0), be32($0, 4), be32($0, 8), be32($0, 12)] } == [[20, 10, 0, 0], [1, 1, 5, 6], [1, 1, 0, 0]])
    }

    @Test func framesOfAnotherSizeAreRefused() throws {
        var encoder = APNGEncoder(framesPerSecond: 10)
        try encoder.append(solid(.black))
        #expect(throws: APNGEncoder.Failure.self) { try encoder.append(solid(.black, width: 7)) }
    }

    @Test func aPlainPNGIsOneFrame() throws {
        let png = solid(.white).pngData()
        #expect(APNGDecoder.frames(png)?.count == 1)
        #expect(APNGDecoder.frames([1, 2, 3]) == nil)
    }
}
