import Testing
import LoomGraphics
import LoomTestSupport
import LoomUI
@testable import LoomScript

/// What rendering real packages found missing in the twentieth measurement (`extlibs20` repros
/// 01 and 02): each script must draw the pixels of the LoomUI view that states SwiftUI's rule for it.
@Suite("Bridge differential: extlibs20 gaps")
struct BridgeDifferentialExtlibs20Tests {
    typealias Case = BridgeCase

    static let cases: [Case] = [
        // 01 (SunToggle): a toggle style hands `configuration.$isOn` on as a `Binding<Bool>` (to a
        // button style); in a picture it reads as the toggle's state, like `configuration.isOn`.
        Case(script: """
            import SwiftUI

            struct Says: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Shown(isOn: configuration.$isOn) { configuration.label }
                }
            }
            struct Shown<Label: View>: View {
                @Binding var isOn: Bool
                @ViewBuilder var label: Label
                var body: some View { HStack { label; Text(isOn ? "on" : "off") } }
            }

            VStack { Toggle("Lamp", isOn: .constant(true)); Toggle("Fan", isOn: .constant(false)) }.toggleStyle(Says())
            """) {
            VStack(content: [
                HStack(content: [Text("Lamp"), Text("on")]),
                HStack(content: [Text("Fan"), Text("off")]),
            ])
        },
        // 02 (SunToggle): `Image(_:bundle:)` is `Image(_:)` (the bundle names where Xcode keeps the
        // asset; Loom reads the notebook's folder), and `Bundle.main`/`.module` exist.
        Case(script: "VStack { Image(systemName: \"star\"); Text(Bundle.module == .main ? \"same\" : \"two bundles\") }") {
            VStack(content: [Image(systemName: "star"), Text("two bundles")])
        },
    ]

    @Test(arguments: cases)
    func scriptDrawsWhatLoomUIDraws(_ c: Case) throws {
        try expectScriptDrawsWhatLoomUIDraws(c)
    }
}
