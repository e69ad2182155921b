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
        for control in controls {
            #expect(be16(control.data, 20) == 1 && be16(control.data, 22) == 30)  // 1/30 s
            #expect(be32(control.data, 4) == 6 && be32(control.data, 8) == 4)
        }
        // Sequence numbers run 0, 1, 2 … over fcTL and fdAT together.
        let sequence = list.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { be32($0.data, 0) }
        #expect(sequence == Array(0..<UInt32(sequence.count)))
        // The first frame is the default image (IDAT) — what a viewer without APNG shows.
        let firstIDAT = try #require(list.firstIndex { $0.type == "IDAT" })
        let firstFDAT = try #require(list.firstIndex { $0.type == "fdAT" })
        #expect(firstIDAT < firstFDAT)

        // Each frame, rebuilt as a PNG of its own, decodes (by Cairo) to the pixels drawn.
        var frames: [[UInt8]] = []
        var current: [UInt8]? = nil
        for chunk in list {
            if chunk.type == "fcTL" { if let c = current { frames.append(c) }; current = [] }
            if chunk.type == "IDAT" { current! += chunk.data }
            if chunk.type == "fdAT" { current! += chunk.data.dropFirst(4) }
        }
        frames.append(current!)
        for (frame, color) in zip(frames, colors) {
            var png: [UInt8] = PNGChunks.signature
            PNGChunks.appendChunk("IHDR", ihdr, to: &png)
            PNGChunks.appendChunk("IDAT", frame, to: &png)
            PNGChunks.appendChunk("IEND", [], to: &png)
            let decoded = try #require(Bitmap(png: png))
            let p = decoded.pixel(x: 1, y: 0)
            #expect(p.r == UInt8((color.red * 255).rounded()) && p.g == UInt8((color.green * 255).rounded()))
            #expect(p.a == UInt8((color.alpha * 255).rounded()))
            #expect(decoded.pixel(x: 1, y: 3).a == 0)
        }
        // Loom's own reader agrees.
        let read = try #require(APNGDecoder.frames(bytes))
        #expect(read.count == 3)
        #expect(read.allSatisfy { abs($0.delay - 1.0 / 30) < 1e-12 })
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
