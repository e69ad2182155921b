import Foundation
import Testing
import LoomUI
@testable import LoomNotebook

/// The notebook side of rendering with the real LoomUI renderer: sizes, scale and PNG files.
@Suite struct RealRasterizerTests {
    /// Width and height from a PNG's IHDR chunk.
    private func pngSize(_ bytes: [UInt8]) -> (Int, Int)? {
        guard bytes.count > 24, bytes.starts(with: [137, 80, 78, 71, 13, 10, 26, 10]) else { return nil }
        func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    @Test func rendersAtTheRequestedScale() throws {
        let raster = try ViewRasterizer.loomUI.rasterize(Rectangle().frame(width: 20, height: 10),
                                                         .init(proposal: .unspecified, scale: 3))
        #expect(raster.width == 60)
        #expect(raster.height == 30)
        #expect(raster.scale == 3)
        let size = try #require(pngSize(raster.png))
        #expect(size == (60, 30))
    }

    @Test func pagesWriteRealPNGsSizedInPoints() throws {
        let source = try makeTemporaryFolder()
        let out = try makeTemporaryFolder()
        try "# Real\n\n```swift\nrect 50 25\n```\n".write(toFile: source + "/real.md", atomically: true, encoding: .utf8)
        let builder = SiteBuilder(outputDirectory: out, pageRenderer: PageRenderer(makeRunner: { FakeRunner() }))
        let result = try builder.build(inputs: [source], reportPath: out + "/report.json")
        #expect(result.exitStatus == 0)
        let png = try #require(FileManager.default.contents(atPath: out + "/real/1.png"))
        #expect(pngSize(Array(png))! == (100, 50))
        let html = try String(contentsOfFile: out + "/real.html", encoding: .utf8)
        #expect(html.contains("<img src=\"real/1.png\" width=\"50\" height=\"25\""))
        let report = try String(contentsOfFile: out + "/report.json", encoding: .utf8)
        #expect(report.contains("{\"kind\":\"image\",\"path\":\"real/1.png\",\"width\":100,\"height\":50,\"scale\":2}"))
    }
}
