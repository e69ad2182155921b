import LoomGraphics
import LoomUI
import Testing
@testable import LoomNotebook

/// `canvas: WxH` is a screen of that size without safe areas, replacing `size` and `device` (#14).
@Suite struct FixedCanvasOptionTests {
    @Test("canvas: 200x160 is a 200×160 screen with no safe areas; size and device replace it (#14)")
    func canvasIsAScreen() throws {
        let (options, problems) = CellOptions.parse(info: "swift device=\"iPhone 15\" canvas=200x160", source: "")
        #expect(problems.isEmpty)
        #expect(options.device == nil)
        let screen = try #require(options.screen)
        #expect(screen.screen == Size(width: 200, height: 160))
        #expect(screen.safeAreaInsets == EdgeInsets())
        #expect(CellOptions.parse(info: "swift canvas=200x160 size=ideal", source: "").options.screen == nil)
        #expect(CellOptions.parse(info: "swift canvas=200x160 device=\"iPhone SE\"", source: "").options.screen?.name == "iPhone SE")
    }

    @Test("a bad canvas is an error on the block (#14)")
    func badCanvas() {
        let problems = CellOptions.parse(info: "swift canvas=0x10", source: "").problems
        #expect(problems.map(\.message) == ["option 'canvas' expects WIDTHxHEIGHT in points up to 100000 (like 200x160), not '0x10'"])
    }
}
