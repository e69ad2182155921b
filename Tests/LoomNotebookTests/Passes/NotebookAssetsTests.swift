import Foundation
import LoomGraphics
import LoomUI
import Testing
@testable import LoomNotebook

/// Minimal RGB PNGs for tests (stored, zlib level 0 via Bitmap's own encoder).
enum TestPNG {
    static func make(width: Int, height: Int) -> [UInt8] {
        let bitmap = Bitmap(width: width, height: height)!
        return bitmap.pngData()
    }
}

@Suite struct NotebookAssetsTests {
    private func folderWithAssets() throws -> String {
        let folder = try makeTemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/assets", withIntermediateDirectories: true)
        try Data(TestPNG.make(width: 3, height: 2)).write(to: URL(fileURLWithPath: folder + "/here.png"))
        try Data(TestPNG.make(width: 5, height: 5)).write(to: URL(fileURLWithPath: folder + "/assets/logo@2x.png"))
        try Data([0xFF, 0xD8, 0xFF]).write(to: URL(fileURLWithPath: folder + "/assets/broken.jpg"))
        let jpeg = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../LoomGraphicsTests/Fixtures/quadrants.jpg")
        try Data(contentsOf: jpeg).write(to: URL(fileURLWithPath: folder + "/assets/photo.jpg"))
        return folder
    }

    @Test func loadsFromTheFolderAndItsAssetsFolder() throws {
        let folder = try folderWithAssets()
        let assets = NotebookAssets(folder: folder)
        let (here, hereScale) = try assets.image(named: "here")
        #expect(here.width == 3 && hereScale == 1)
        let (logo, logoScale) = try assets.image(named: "logo@2x.png")
        #expect(logo.width == 5 && logoScale == 2)
        let reads = assets.takeReads()
        #expect(Set(reads.keys) == ["here.png", "assets/logo@2x.png"])
        #expect(reads["here.png"]?.count == 64)
        #expect(assets.takeReads().isEmpty)
    }

    @Test func refusesPathsLeavingTheFolder() throws {
        let folder = try folderWithAssets()
        let outside = try makeTemporaryFolder()
        try Data(TestPNG.make(width: 1, height: 1)).write(to: URL(fileURLWithPath: outside + "/secret.png"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.png", withDestinationPath: outside + "/secret.png")
        let assets = NotebookAssets(folder: folder)
        for name in ["../secret", "/etc/passwd", "assets/../../secret.png", "link"] {
            #expect(throws: RenderError.self) { try assets.image(named: name) }
        }
        do {
            _ = try assets.image(named: "link")
        } catch {
            #expect("\(error)".contains("outside the notebook's folder"))
        }
    }

    @Test func jpegsLoadAndBrokenOrMissingImagesSayWhatToDo() throws {
        let assets = NotebookAssets(folder: try folderWithAssets())
        let (photo, scale) = try assets.image(named: "photo")
        #expect(photo.width == 64 && photo.height == 32 && scale == 1)
        #expect(photo.pixel(x: 56, y: 8).b > 200)
        do {
            _ = try assets.image(named: "broken")
            Issue.record("a broken JPEG loaded")
        } catch {
            #expect("\(error)".contains("assets/broken.jpg is not a PNG or JPEG image Loom can decode"))
        }
        do {
            _ = try assets.image(named: "nothing")
            Issue.record("a missing image loaded")
        } catch {
            #expect("\(error)".contains("--placeholder-assets"))
        }
        #expect(assets.takeReads()["assets/nothing.png"] == NotebookAssets.missing)
    }

    @Test func placeholderIsAGreyLabelledFrame() throws {
        let assets = NotebookAssets(folder: try folderWithAssets(), placeholders: true)
        assets.placeholderScale = 2
        let (bitmap, scale) = try assets.image(named: "hero-banner")
        #expect(bitmap.width == 200 && bitmap.height == 200 && scale == 2)
        // Through the whole pipeline: an Image of a missing file renders as the placeholder.
        let page = PageRenderer(makeRunner: { ImageRunner() }, rasterizer: .loomUI, placeholderAssets: true)
            .render(markdown: "# P\n\n```swift\nimage missing\n```\n", sourcePath: try folderWithAssets() + "/p.md", relativePath: "p.md")
        #expect(page.report.failedBlocks == 0)
        #expect(page.images.first?.pixelWidth == 200)
        let failing = PageRenderer(makeRunner: { ImageRunner() }, rasterizer: .loomUI)
            .render(markdown: "# P\n\n```swift\nimage missing\n```\n", sourcePath: try folderWithAssets() + "/p.md", relativePath: "p.md")
        #expect(failing.report.failedBlocks == 1)
    }
}
