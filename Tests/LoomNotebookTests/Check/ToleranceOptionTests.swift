import LoomGraphics
import LoomNotebook
import Testing

@Suite struct ToleranceOptionTests {
    @Test func parsesDeltaEAndPrecision() {
        var override = ToleranceOverride()
        #expect(override.parse("deltaE=3 precision=0.99") == nil)
        #expect(override == ToleranceOverride(deltaE: 3, precision: 0.99))
        var percent = ToleranceOverride()
        #expect(percent.parse("precision=99.5%, deltae:1.5") == nil)
        #expect(percent == ToleranceOverride(deltaE: 1.5, precision: 0.995))
        var exact = ToleranceOverride()
        #expect(exact.parse("exact") == nil)
        #expect(exact.applied(to: .default) == .exact)
    }

    @Test func rejectsWhatItDoesNotKnow() {
        for bad in ["", "deltaE", "deltaE=-1", "deltaE=500", "precision=2", "precision=abc", "fuzz=3", "3"] {
            var override = ToleranceOverride()
            let message = override.parse(bad)
            #expect(message?.contains("option 'tolerance' expects") == true, "\(bad)")
            #expect(override == ToleranceOverride(), "\(bad)")
        }
    }

    @Test func blockSettingsLayerOverPageAndCommandLine() {
        let notebook = Notebook(markdown: """
            ---
            tolerance: precision=0.9
            ---
            ```swift
            //| tolerance: deltaE=5
            view 1 1
            ```

            ```swift tolerance=exact
            view 1 1
            ```

            ```swift
            view 1 1
            ```
            """, sourcePath: "p.md", relativePath: "p.md")
        let base = ImageTolerance(deltaE: 2.5, precision: 0.95)
        #expect(notebook.cells.map(\.optionProblems.count) == [0, 0, 0])
        #expect(notebook.cells[0].options.tolerance.applied(to: base) == ImageTolerance(deltaE: 5, precision: 0.9))
        #expect(notebook.cells[1].options.tolerance.applied(to: base) == .exact)
        #expect(notebook.cells[2].options.tolerance.applied(to: base) == ImageTolerance(deltaE: 2.5, precision: 0.9))
    }

    @Test func aBadToleranceIsAnErrorOnTheBlock() {
        let (_, problems) = CellOptions.parse(info: "swift", source: "//| tolerance: loose\nview 1 1\n")
        #expect(problems.count == 1)
        #expect(problems.first?.line == 1)
        #expect(problems.first?.message.contains("deltaE=X precision=P") == true)
    }
}
