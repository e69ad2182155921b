import Testing
import LoomGraphics
import LoomTestSupport
import LoomUI
@testable import LoomScript

/// What rendering real packages found missing or wrong from the fifteenth measurement on
/// (`extlibs15` to `extlibs19` repros): each script must draw the pixels of the LoomUI view that
/// states SwiftUI's rule for it.
@Suite("Bridge differential: extlibs15 to extlibs19 gaps")
struct BridgeDifferentialExtlibs15Tests {
    typealias Case = BridgeCase

    static let cases: [Case] = [
        // extlibs19 (ButtonStyles): a nil Optional of a bridged type compared with an implicit
        // member looks the member up in the type it is declared as (`configuration.role == .destructive`).
        Case(script: """
            let role: ButtonRole? = nil
            let weight: Font.Weight? = nil
            let edge: Edge? = nil
            VStack {
                Text(role == .destructive ? "yes" : "no")
                Text(weight != .bold ? "yes" : "no")
                Text(edge == .top ? "yes" : "no")
            }
            """) { VStack(content: [Text("no"), Text("yes"), Text("no")]) },
        // extlibs19: `SensoryFeedback.impact` is a value as well as a function; a picture plays no haptic.
        Case(script: "Text(\"tap\").sensoryFeedback(.impact, trigger: 1).sensoryFeedback(.impact(weight: .light), trigger: 2)") { Text("tap") },
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
        // extlibs16 01: a guide of the script's own, `HorizontalAlignment(MyCenterID.self)` in an
        // extension, set by one view and defaulted by the others (SwiftySegmentedPicker's
        // selection marker); a vertical one declared inside the extension, as Apple's tutorial does.
        Case(script: """
            enum MyCenterID: AlignmentID {
                static func defaultValue(in d: ViewDimensions) -> CGFloat { d[HorizontalAlignment.center] }
            }
            extension HorizontalAlignment {
                static var myCenter: HorizontalAlignment { HorizontalAlignment(MyCenterID.self) }
            }
            extension VerticalAlignment {
                private enum Label: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] } }
                static let label = VerticalAlignment(Label.self)
            }
            HStack(alignment: .label) {
                VStack(alignment: .myCenter) {
                    Color.red.frame(width: 10, height: 10)
                    Color.blue.frame(width: 40, height: 10).alignmentGuide(.myCenter) { d in d[.leading] }
                }
                Color.green.frame(width: 20, height: 20).alignmentGuide(.label) { d in d[VerticalAlignment.center] }
            }
            """) {
            HStack(alignment: .bottom, content: [
                VStack(alignment: .leading, content: [
                    Color.red.frame(width: 10, height: 10).alignmentGuide(.leading) { d in d.width / 2 },
                    Color.blue.frame(width: 40, height: 10),
                ]),
                Color.green.frame(width: 20, height: 20).alignmentGuide(.bottom) { d in d.height / 2 },
            ])
        },
        // extlibs17 01: `CGSize.AnimatableData` is SwiftUI's pair (Marquee's offset effect).
        Case(script: """
            struct Shift: GeometryEffect {
                var offset: CGSize
                var animatableData: CGSize.AnimatableData {
                    get { CGSize.AnimatableData(offset.width, offset.height) }
                    set { offset = CGSize(width: newValue.first, height: newValue.second) }
                }
                func effectValue(size: CGSize) -> ProjectionTransform {
                    ProjectionTransform(CGAffineTransform(translationX: offset.width, y: offset.height))
                }
            }
            Color.blue.frame(width: 40, height: 20).modifier(Shift(offset: CGSize(width: 20, height: 10))).padding(30)
            """) {
            Color.blue.frame(width: 40, height: 20).offset(x: 20, y: 10).padding(30)
        },
    ]

    @Test(arguments: cases)
    func scriptDrawsWhatLoomUIDraws(_ c: Case) throws {
        try expectScriptDrawsWhatLoomUIDraws(c)
    }
}
