import Testing
import LoomGraphics
import LoomTestSupport
import LoomUI
@testable import LoomScript

/// What rendering real packages found missing or wrong in the fifteenth measurement
/// (`extlibs15` repros): each script must draw the pixels of the LoomUI view that states
/// SwiftUI's rule for it.
@Suite("Bridge differential: extlibs15 gaps")
struct BridgeDifferentialExtlibs15Tests {
    typealias Case = BridgeCase

    static let cases: [Case] = [
        // 01: a ZStack's children are sized independently: offered no height, the colour keeps
        // its ideal 10 pt behind the taller text (Stripes' pattern behind its label).
        Case(script: """
            ZStack {
                Color.orange
                Text("Hello").font(.largeTitle)
            }
            .frame(width: 200)
            .fixedSize(horizontal: false, vertical: true)
            """) {
            Text("Hello").font(.largeTitle).frame(width: 200)
                .background(Color.orange.frame(height: 10))
        },
        // 02: the six text-baseline alignments (ExpandableText's "more" on the last line's baseline).
        Case(script: """
            Text("Some longer text that wraps onto a second line")
                .frame(width: 200, alignment: .leading)
                .overlay(alignment: .trailingLastTextBaseline) { Text("more").foregroundColor(.blue) }
            """) {
            Text("Some longer text that wraps onto a second line")
                .frame(width: 200, alignment: .leading)
                .overlay(Text("more").foregroundColor(Color.blue), alignment: Alignment(horizontal: .trailing, vertical: .lastTextBaseline))
        },
        // 04: `Self(…)` in an extension of `Color` is Color's initializer (NeumorphicStyle's `Color.hex`).
        Case(script: """
            extension Color {
                static func orangeish() -> Self { Self.init(red: 1, green: 0.5, blue: 0, opacity: 1) }
                static func bluish() -> Self { Self(red: 0, green: 0.3, blue: 1) }
            }
            HStack { Color.orangeish().frame(width: 60, height: 30); Color.bluish().frame(width: 60, height: 30) }
            """) {
            HStack(content: [
                Color(red: 1, green: 0.5, blue: 0).frame(width: 60, height: 30),
                Color(red: 0, green: 0.3, blue: 1).frame(width: 60, height: 30),
            ])
        },
        // 05: a line limit counts lines across explicit line breaks (ExpandableText's lorem).
        Case(script: """
            Text("line one\\nline two\\nline three\\nline four\\nline five").lineLimit(3).border(Color.gray)
            """) {
            Text("line one\nline two\nline three…").border(Color.gray)
        },
    ]

    @Test(arguments: cases)
    func scriptDrawsWhatLoomUIDraws(_ c: Case) throws {
        try expectScriptDrawsWhatLoomUIDraws(c)
    }
}
