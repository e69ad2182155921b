import Testing
import LoomGraphics
import LoomTestSupport
import LoomUI
@testable import LoomScript

/// What rendering real packages found missing or wrong in the eleventh measurement (`extlibs11`
/// repros): each script must draw the pixels of the LoomUI view that states SwiftUI's rule for it.
@Suite("Bridge differential: extlibs11 gaps")
struct BridgeDifferentialExtlibs11Tests {
    typealias Case = BridgeCase

    static let cases: [Case] = [
        // 02: `LabeledContent` (iOS 16): the label leading, the content trailing in the secondary
        // style (mainframeUI's toggle style is one).
        Case(script: "VStack {\nLabeledContent(\"Volume\") { Text(\"11\") }\nLabeledContent(\"Volume\", value: \"11\")\n"
             + "LabeledContent {\nCircle().fill(.green).frame(width: 20, height: 20)\n} label: {\nText(\"Status\")\n}\n}\n.frame(width: 200)") {
            VStack(content: [
                HStack(content: [Text("Volume"), Spacer(), Text("11").foregroundStyle(HierarchicalShapeStyle.secondary)]),
                LabeledContent("Volume", value: "11"),
                LabeledContent(content: Circle().fill(Color.green).frame(width: 20, height: 20), label: Text("Status")),
            ]).frame(width: 200)
        },
    ]

    @Test(arguments: cases)
    func scriptDrawsWhatLoomUIDraws(_ c: Case) throws {
        try expectScriptDrawsWhatLoomUIDraws(c)
    }
}
