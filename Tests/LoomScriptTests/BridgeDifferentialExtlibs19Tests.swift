import Testing
import LoomGraphics
import LoomTestSupport
import LoomUI
@testable import LoomScript

/// What rendering real packages found missing or wrong in the nineteenth measurement
/// (`extlibs19` repros 03 and 04): each script must draw the pixels of the LoomUI view that states
/// SwiftUI's rule for it.
@Suite("Bridge differential: extlibs19 gaps")
struct BridgeDifferentialExtlibs19Tests {
    typealias Case = BridgeCase

    static let cases: [Case] = [
        // 03 (ButtonStyles): `.disabled(true)` turns `\.isEnabled` off for the view and all inside
        // it, as `.environment(\.isEnabled, false)` does; a ButtonStyle and a view read it, and the
        // automatic style draws the disabled button grey. The LoomUI side spells each style's body
        // and each text as SwiftUI draws it.
        Case(script: """
            import SwiftUI

            struct Shows: ButtonStyle {
                @Environment(\\.isEnabled) var isEnabled
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.padding(8).background(isEnabled ? Color.green : Color.gray)
                }
            }

            struct Says: View {
                @Environment(\\.isEnabled) var isEnabled
                var body: some View { Text(isEnabled ? "enabled" : "disabled") }
            }

            VStack(spacing: 8) {
                Button("enabled") {}.buttonStyle(Shows())
                Button("disabled") {}.buttonStyle(Shows()).disabled(true)
                VStack { Button("disabled container") {}.buttonStyle(Shows()) }.disabled(true)
                Says()
                Says().disabled(true)
                Says().environment(\\.isEnabled, false)
                Button("plain button") {}.disabled(true)
            }
            """) {
            VStack(spacing: 8, content: [
                Text("enabled").padding(8).background(Color.green),
                Text("disabled").padding(8).background(Color.gray),
                VStack(content: [Text("disabled container").padding(8).background(Color.gray)]),
                Text("enabled"),
                Text("disabled"),
                Text("disabled"),
                Button("plain button").disabled(true),
            ])
        },
        // `.disabled(false)` inside a disabled container stays disabled (SwiftUI ANDs them).
        Case(script: "VStack { Button(\"Save\") { }.disabled(false); Button(\"Send\") { }.buttonStyle(.borderedProminent) }.disabled(true)") {
            VStack(content: [Button("Save"), Button("Send").buttonStyle(.borderedProminent)]).disabled(true)
        },
        Case(script: "HStack { Button(\"On\") { }.buttonStyle(.bordered); Button(\"Off\") { }.buttonStyle(.bordered).environment(\\.isEnabled, false) }") {
            HStack(content: [Button("On").buttonStyle(.bordered), Button("Off").buttonStyle(.bordered).disabled(true)])
        },
        // 04 (CircularSlider): a PostScript name keeps its weight and family kind where Loom has
        // not got the family: Helvetica Neue Light as the system face's light weight, Helvetica
        // Bold as its bold, Georgia as the serif.
        Case(script: """
            import SwiftUI

            VStack(alignment: .leading) {
                Text("25$ HelveticaNeue-Light").font(.custom("HelveticaNeue-Light", size: 30))
                Text("25$ HelveticaNeue").font(.custom("HelveticaNeue", size: 30))
                Text("25$ system light").font(.system(size: 30, weight: .light))
                Text("25$ system regular").font(.system(size: 30))
                Text("25$ Helvetica-Bold").font(.custom("Helvetica-Bold", size: 30))
                Text("25$ Georgia").font(.custom("Georgia", size: 30))
            }
            """) {
            VStack(alignment: .leading, content: [
                Text("25$ HelveticaNeue-Light").font(.system(size: 30, weight: .light)),
                Text("25$ HelveticaNeue").font(.system(size: 30)),
                Text("25$ system light").font(.system(size: 30, weight: .light)),
                Text("25$ system regular").font(.system(size: 30)),
                Text("25$ Helvetica-Bold").font(.system(size: 30, weight: .bold)),
                Text("25$ Georgia").font(.system(size: 30, design: .serif)),
            ])
        },
    ]

    @Test(arguments: cases)
    func scriptDrawsWhatLoomUIDraws(_ c: Case) throws {
        try expectScriptDrawsWhatLoomUIDraws(c)
    }
}
