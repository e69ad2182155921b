import LoomGraphics
import Testing
@testable import LoomUI

/// Goldens for SwiftUI APIs that rendering real packages found missing (extlibs11 repros).
@Suite struct PackageGapGoldenTests {
    /// 02: rows of a label and its value, alone and in a Form beside a toggle, as iOS Settings shows them.
    @Test func labeledContent() throws {
        let view = VStack(spacing: 16, content: [
            VStack(content: [
                LabeledContent("Volume", value: "11"),
                LabeledContent("Brightness", content: Text("80 %")),
                LabeledContent(content: Circle().fill(Color.green).frame(width: 20, height: 20), label: Text("Status")),
            ]).padding(),
            Form(rows: [
                LabeledContent("Version", value: "17.2"),
                Toggle(title: "Wi-Fi", isOn: true),
                LabeledContent("Storage", content: Text("64 GB")),
            ]),
        ])
        try assertGolden(view, named: "labeled-content", in: "controls", proposal: ProposedSize(width: 320, height: nil))
    }
}
