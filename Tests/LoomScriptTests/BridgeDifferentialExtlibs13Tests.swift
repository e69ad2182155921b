import Testing
import LoomGraphics
import LoomTestSupport
import LoomUI
@testable import LoomScript

/// What rendering real packages found missing or wrong in the thirteenth measurement
/// (`extlibs13` repros): each script must draw the pixels of the LoomUI view that states
/// SwiftUI's rule for it.
@Suite("Bridge differential: extlibs13 gaps")
struct BridgeDifferentialExtlibs13Tests {
    typealias Case = BridgeCase

    static let cases: [Case] = [
        // 01: a number is a one-dimensional `VectorArithmetic`: its `magnitudeSquared` is its
        // square (SwiftSuperellipse's step is `.pi / max(n.magnitudeSquared, 100)`).
        Case(script: "let side: CGFloat = 60\nColor.blue.frame(width: side.magnitudeSquared.squareRoot(), height: 3 * Double(2.5).magnitudeSquared)") {
            Color.blue.frame(width: 60, height: 18.75)
        },
        // 02: an implicit member finds static members and cases only: `.rounded` beside
        // `init(_: CGFloat)` is the preset, not `CGFloat.rounded(_:)`.
        Case(script: """
            enum Preset: CGFloat { case square = 10, rounded = 30 }
            struct Swatch: View {
                let side: CGFloat
                init(_ n: CGFloat) { side = n }
                init(_ preset: Preset) { side = preset.rawValue }
                var body: some View { Color.green.frame(width: side, height: side) }
            }
            HStack { Swatch(.rounded); Swatch(.square); Swatch(20) }
            """) {
            HStack(content: [Color.green.frame(width: 30, height: 30), Color.green.frame(width: 10, height: 10), Color.green.frame(width: 20, height: 20)])
        },
        // 03: a corner radius past half the shorter side is limited to it on both axes:
        // `cornerRadius(40)` on a 34-point bar is a capsule (SUEButtons' gradient style).
        Case(script: "VStack {\nColor.red.frame(width: 200, height: 34).cornerRadius(40)\nRoundedRectangle(cornerRadius: 40, style: .circular).fill(.blue).frame(width: 200, height: 34)\n}") {
            VStack(content: [
                Color.red.frame(width: 200, height: 34).cornerRadius(17),
                RoundedRectangle(cornerRadius: 17, style: .circular).fill(Color.blue).frame(width: 200, height: 34),
            ])
        },
    ]

    @Test(arguments: cases)
    func scriptDrawsWhatLoomUIDraws(_ c: Case) throws {
        try expectScriptDrawsWhatLoomUIDraws(c)
    }
}
