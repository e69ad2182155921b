import Foundation
import Testing
@testable import LoomNotebook

@Suite struct DocCCodeStepTests {
    static let tutorial = """
        @Tutorial(time: 5) {
            @Intro(title: "Dots") { Draw dots. }
            @Section(title: "A dot") {
                @Steps {
                    @Step {
                        Draw a dot.
                        @Code(name: "ContentView.swift", file: "Dot_Step_1.swift") {
                            @Image(source: Dot_Step_1.png, alt: "A dot")
                        }
                    }
                    @Step {
                        Only code.
                        @Code(name: "ContentView.swift", file: Dot_Step_2.swift)
                    }
                    @Step {
                        A mistake.
                        @Code(name: "ContentView.swift", file: "Dot_Step_3.swift") {
                            @Image(source: "Dot_Step_3.png", alt: "(name, with) parentheses")
                        }
                    }
                }
            }
        }
        """

    static let view = """
        import SwiftUI

        struct ContentView: View {
            var body: some View {
                Circle().fill(Color.primary).frame(width: 20, height: 20)
            }
        }
        """

    @Test("@Code steps: their files, and the preview image inside each (#18)")
    func stepsAndTheirPreviews() {
        #expect(DocCCodeStep.steps(in: Self.tutorial) == [
            DocCCodeStep(file: "Dot_Step_1.swift", preview: "Dot_Step_1", line: 7),
            DocCCodeStep(file: "Dot_Step_2.swift", preview: nil, line: 13),
            DocCCodeStep(file: "Dot_Step_3.swift", preview: "Dot_Step_3", line: 17),
        ])
    }

    @Test("loom docc draws a tutorial step's file into its preview; a failing file is located at its own line (#18)")
    func stepFilesDrawTheirPreviews() throws {
        let (root, catalog) = try makeCatalog([
            "Tutorials/Dots.tutorial": text(Self.tutorial),
            "Resources/Dot_Step_1.swift": text(Self.view), "Resources/Dot_Step_1.png": [1],
            "Resources/Dot_Step_2.swift": text(Self.view),
            "Resources/Dot_Step_3.swift": text("import SwiftUI\n\nlet broken = missingName\n"),
        ])
        var lines: [String] = []
        let builder = DocCCatalogBuilder(pageRenderer: PageRenderer(), log: { lines.append($0) })
        let result = try builder.build(try DocCCatalog(path: catalog), out: root + "/out")
        #expect(result.blocks == 2)
        #expect(result.failedBlocks == 1)
        #expect(lines.contains { $0.hasPrefix(catalog + "/Resources/Dot_Step_3.swift:3:14: error: cannot find 'missingName' in scope") }, "\(lines)")
        #expect(result.pictures.map(\.files) == [["Resources/Dot_Step_1@2x.png", "Resources/Dot_Step_1~dark@2x.png"]])
        let copy = root + "/out/Shapes.docc"
        let drawn = FileManager.default.contents(atPath: copy + "/Resources/Dot_Step_1@2x.png").map(Array.init)
        #expect(drawn == (try loomPicture(Self.view)))
        #expect(!FileManager.default.fileExists(atPath: copy + "/Resources/Dot_Step_1.png"))
        #expect(try String(contentsOfFile: copy + "/Tutorials/Dots.tutorial", encoding: .utf8) == Self.tutorial)
    }

    @Test("a Swift file beside a screenshot of its name that no tutorial shows draws it: Sliders' Resources (#18)")
    func stepFilesBesideTheirScreenshotsDrawThem() throws {
        let (root, catalog) = try makeCatalog([
            "Resources/Knob_Step_1.swift": text(Self.view), "Resources/Knob_Step_1.png": [1],
            "Resources/Loose.swift": text(Self.view),
            "Resources/photo.png": [2],
        ])
        let builder = DocCCatalogBuilder(pageRenderer: PageRenderer(), log: { _ in })
        let result = try builder.build(try DocCCatalog(path: catalog), out: root + "/out")
        #expect(result.blocks == 1)
        #expect(result.pictures.map(\.files) == [["Resources/Knob_Step_1@2x.png", "Resources/Knob_Step_1~dark@2x.png"]])
        #expect(result.pictures.map(\.replacedReference) == [true])
        let copy = root + "/out/Shapes.docc"
        #expect(FileManager.default.contents(atPath: copy + "/Resources/Knob_Step_1@2x.png").map(Array.init) == (try loomPicture(Self.view)))
        #expect(!FileManager.default.fileExists(atPath: copy + "/Resources/Knob_Step_1.png"))
        // An image without a Swift file of its name is the catalog's own, and stays.
        #expect(FileManager.default.contents(atPath: copy + "/Resources/photo.png").map(Array.init) == [2])
    }
}
