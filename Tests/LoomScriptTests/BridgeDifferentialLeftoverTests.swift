import Testing
import LoomGraphics
import LoomUI
@testable import LoomScript

/// The SwiftUI-surface leftovers of issues 11 and 12: each script must draw the pixels of the
/// LoomUI view that states SwiftUI's rule for it (an empty header is no header, a gradient tint is
/// a gradient where a gauge draws it and its first colour where a toggle does, …).
@Suite("Bridge differential: leftovers (#11, #12)")
struct BridgeDifferentialLeftoverTests {
    struct Case: CustomTestStringConvertible, @unchecked Sendable {
        let script: String
        let view: () -> any ViewNode
        var testDescription: String { script }
    }

    static let cases: [Case] = [
        // An EmptyView header or footer is none: the section starts 35 pt down, as one without a header.
        Case(script: "List { Section(header: EmptyView()) { Text(\"Apples\") } }") {
            List(rows: [Section(rows: [Text("Apples")])])
        },
        Case(script: "List { Section { Text(\"Apples\") } header: { EmptyView() } }") {
            List(rows: [Section(rows: [Text("Apples")])])
        },
        Case(script: "List { Section(header: Text(\"Fruit\"), footer: EmptyView()) { Text(\"Apples\") } }") {
            List(rows: [Section(header: "Fruit", rows: [Text("Apples")])])
        },
        Case(script: "List { Section { Text(\"Apples\") } header: { EmptyView() } footer: { Text(\"Ripe\") } }") {
            List(rows: [Section(footer: "Ripe", rows: [Text("Apples")])])
        },
    ]

    @Test(arguments: cases)
    func scriptDrawsWhatLoomUIDraws(_ c: Case) throws {
        let r = run(c.script)
        #expect(r.errors.isEmpty, "\(r.errors)")
        let scripted = try #require(r.views.last)
        let proposal = ProposedSize(width: 393, height: nil)
        let viaScript = try LoomUI.renderImage(scripted, proposal: proposal, scale: 2)
        let direct = try LoomUI.renderImage(c.view(), proposal: proposal, scale: 2)
        #expect(viaScript.size == direct.size)
        #expect(viaScript.bitmap.rgbaBytes() == direct.bitmap.rgbaBytes(), "the script's picture differs from LoomUI's")
    }
}
