import Foundation
import Testing
import LoomGraphics

/// Real SwiftUI recordings, as library docs carry them: PureSwiftUIDesign's triangle demo GIF
/// (../shared/libraries, skipped with a notice when the folder is absent).
@Suite struct GIFTests {
    static let triangle = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../shared/libraries/CodeSlicing-pure-swift-ui-design/Assets/Docs/LayoutGuides/Animations/triangle-animated-all-demo.gif")
        .standardized.path

    @Test func aRecordingDecodesFrameByFrame() throws {
        guard let data = FileManager.default.contents(atPath: Self.triangle) else {
            print("note: \(Self.triangle) is absent; GIF decoding not checked against a real recording")
            return
        }
        let frames = try #require(GIFDecoder.frames(Array(data)))
        #expect(frames.count == 118)
        #expect(abs(frames.reduce(0) { $0 + $1.delay } - 3.54) < 0.05)
        let first = frames[0].bitmap
        #expect(first.width > 100 && first.height > 100)
        // The triangle's black outline crosses the middle column somewhere; the corners are white.
        #expect((0..<first.height).contains { first.pixel(x: first.width / 2, y: $0).r < 60 })
        #expect(first.pixel(x: 2, y: 2).r > 200)
        // The frames differ: it moves.
        #expect(frames[0].bitmap.rgbaBytes() != frames[30].bitmap.rgbaBytes())
    }

    @Test func notAGIFIsNil() {
        #expect(GIFDecoder.frames(Array("GIF89a".utf8)) == nil)
        #expect(GIFDecoder.frames([1, 2, 3]) == nil)
    }
}
