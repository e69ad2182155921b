import Foundation
import Testing
@testable import LoomGraphics

@Suite struct JPEGDecodingTests {
    static func fixture(_ name: String) throws -> [UInt8] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/" + name)
        return Array(try Data(contentsOf: url))
    }

    /// quadrants*.jpg: 64×32, red | blue over near-white | near-black, saved by Pillow at quality 92.
    static let quadrants: [(x: Int, y: Int, rgb: (Int, Int, Int))] = [
        (8, 8, (230, 40, 30)), (56, 8, (20, 90, 220)), (8, 24, (250, 250, 250)), (56, 24, (30, 30, 30)),
    ]

    @Test(arguments: ["quadrants.jpg", "quadrants-progressive.jpg"])
    func decodesColourJPEGs(name: String) throws {
        let bitmap = try #require(Bitmap(jpeg: try Self.fixture(name)))
        #expect(bitmap.width == 64 && bitmap.height == 32)
        for sample in Self.quadrants {
            let pixel = bitmap.pixel(x: sample.x, y: sample.y)
            // JPEG is lossy: flat areas come back within a few levels.
            #expect(abs(Int(pixel.r) - sample.rgb.0) <= 4 && abs(Int(pixel.g) - sample.rgb.1) <= 4
                    && abs(Int(pixel.b) - sample.rgb.2) <= 4, "\(name) at \(sample.x),\(sample.y): \(pixel)")
            #expect(pixel.a == 255)
        }
    }

    @Test func decodesGreyscaleJPEGsAsGrey() throws {
        let bitmap = try #require(Bitmap(jpeg: try Self.fixture("quadrants-grey.jpg")))
        let red = bitmap.pixel(x: 8, y: 8)
        #expect(red.r == red.g && red.g == red.b)
        // Pillow's luma of (230, 40, 30): 230·0.299 + 40·0.587 + 30·0.114 ≈ 95.
        #expect(abs(Int(red.r) - 95) <= 4)
    }

    @Test func imageDataTellsPNGFromJPEGByContent() throws {
        let jpeg = try #require(Bitmap(imageData: try Self.fixture("quadrants.jpg")))
        #expect(jpeg.width == 64)
        let png = try #require(Bitmap(width: 3, height: 2)).pngData()
        #expect(Bitmap(imageData: png)?.width == 3)
    }

    @Test func refusesBrokenAndHostileJPEGs() throws {
        #expect(Bitmap(jpeg: [0xFF, 0xD8, 0xFF]) == nil)
        #expect(Bitmap(jpeg: Array("not a jpeg".utf8)) == nil)
        var truncated = try Self.fixture("quadrants.jpg")
        truncated.removeLast(truncated.count / 2)
        // Half a baseline JPEG decodes with a warning or not at all, but never crashes.
        _ = Bitmap(jpeg: truncated)
        // A header claiming 65 535 × 65 535 pixels is refused before anything is allocated.
        var huge = try Self.fixture("quadrants.jpg")
        let frame = try #require(huge.indices.first { huge[$0] == 0xFF && huge[$0 + 1] == 0xC0 })
        huge[frame + 5] = 0xFF; huge[frame + 6] = 0xFF; huge[frame + 7] = 0xFF; huge[frame + 8] = 0xFF
        #expect(Bitmap(jpeg: huge) == nil)
    }
}
