import Foundation
import Testing
import LoomGraphics
import LoomUI
import LoomScript
@testable import LoomNotebook

/// What a block's pictures are drawn on (#12): a 393 pt wide canvas by default, the ideal size
/// with `size: ideal`, a given size, or a device's screen (`device:`, page-wide, `--device`).
@Suite("Canvas options: phone width, ideal size, devices (#12)")
struct CanvasOptionsTests {
    @Test func theDefaultCanvasIsPhoneWideAndSizeIdealRestoresTheIdealSize() {
        var options = CellOptions()
        #expect(options.canvasProposal == ProposedSize(width: 393, height: nil))
        #expect(options.apply(key: "size", value: "ideal") == nil)
        #expect(options.canvasProposal == .unspecified)
        #expect(options.apply(key: "size", value: "300x_") == nil)
        #expect(options.canvasProposal == ProposedSize(width: 300, height: nil))
        #expect(options.apply(key: "size", value: "huge")?.contains("expects ideal or WIDTHxHEIGHT") == true)
    }

    @Test func aDeviceReplacesTheSizeAndALaterSizeReplacesTheDevice() {
        var options = CellOptions()
        #expect(options.apply(key: "device", value: "iphone 15") == nil)
        #expect(options.device?.name == "iPhone 15")
        #expect(options.apply(key: "size", value: "ideal") == nil)
        #expect(options.device == nil)
        #expect(options.apply(key: "device", value: "iPad Pro 11-inch") == nil)
        #expect(options.size == nil && options.device?.screen == Size(width: 834, height: 1194))
        #expect(options.apply(key: "chrome", value: "status-bar") == nil)
        #expect(options.statusBar)
        #expect(options.apply(key: "chrome", value: "bezel")?.contains("expects status-bar or none") == true)
    }

    @Test func anUnknownDeviceNamesTheClosestAndTheKnownOnes() {
        var options = CellOptions()
        let message = options.apply(key: "device", value: "iPhone 15 Pr") ?? ""
        #expect(message.contains("did you mean 'iPhone 15 Pro'?"), "\(message)")
        #expect(message.contains("iPad mini"), "\(message)")
        #expect(options.apply(key: "device", value: nil) != nil)
    }

    @Test func aBadDeviceIsLocatedOnItsOptionLine() {
        let page = renderFake("```swift\nview 1 1\n```\n\n```swift\n//| device: Pixel 8\nview 2 2\n```\n")
        let problem = page.notebook.results[1].diagnostics.first
        #expect(problem?.line == 6 && problem?.column == 5, "\(String(describing: problem))")
        #expect(problem?.message.contains("option 'device' expects a device name, not 'Pixel 8'") == true)
    }

    @Test func frontMatterSetsTheDeviceForThePage() {
        let (matter, _) = FrontMatter.split("---\ndevice: iPhone SE\nchrome: status-bar\n---\ntext\n")
        #expect(matter.problems.isEmpty)
        #expect(matter.defaults.device?.name == "iPhone SE")
        #expect(matter.defaults.statusBar)
    }

    @Test func realPicturesAreDrawnOnTheirCanvas() throws {
        let source = try makeTemporaryFolder()
        let out = try makeTemporaryFolder()
        let markdown = """
            ```swift
            Text("A sentence long enough to wrap when it is offered no more than a phone's width, as on an iPhone.")
            ```

            ```swift
            //| size: ideal
            Text("A sentence long enough to wrap when it is offered no more than a phone's width, as on an iPhone.")
            ```

            ```swift
            //| device: iPhone 15
            //| chrome: status-bar
            Text("Hi")
            ```

            """
        try markdown.write(toFile: source + "/canvas.md", atomically: true, encoding: .utf8)
        let builder = SiteBuilder(outputDirectory: out, pageRenderer: PageRenderer(makeRunner: { ScriptSession() }))
        let result = try builder.build(inputs: [source], reportPath: out + "/report.json")
        #expect(result.exitStatus == 0)
        func size(_ name: String) throws -> (Int, Int) {
            let bytes = Array(try #require(FileManager.default.contents(atPath: out + "/canvas/" + name)))
            func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
            return (int(16), int(20))
        }
        let wrapped = try size("1.png"), ideal = try size("2.png"), phone = try size("3.png")
        // Wrapped within 393 pt (at 2×), on more than one line; the ideal size is one long line.
        #expect(wrapped.0 <= 786 && wrapped.1 > 60, "\(wrapped)")
        #expect(ideal.0 > 786 && ideal.1 < 60, "\(ideal)")
        #expect(phone == (786, 1704))
    }
}
