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
        // 04: `strokeBorder` on a script `InsettableShape` calls the shape's own `inset(by:)` and
        // strokes the inset shape's path in the whole rect (RingProgressViewStyle's `InsetArc`
        // centres on `rect.width / 2`, ignoring the origin a shrunken rect would have); through
        // `strokeBorder(style:)` and after the script's own `inset(by:)` too.
        Case(script: Self.ring + "ZStack {\nRing().strokeBorder(Color.blue, lineWidth: 10)\n"
             + "Ring().inset(by: 20).strokeBorder(Color.red, style: StrokeStyle(lineWidth: 4, dash: [6, 3]))\n}\n.frame(width: 100, height: 100)") {
            ZStack(content: [
                Self.ringPath(radius: 45).stroke(Color.blue, lineWidth: 10),
                Self.ringPath(radius: 28).stroke(Color.red, style: StrokeStyle(lineWidth: 4, dash: [6, 3])),
            ]).frame(width: 100, height: 100)
        },
        // 06: iOS 17's ShapeView: `.stroke(…)` then `.fill(…)` is a fill drawn over the stroke
        // (mainframeUI's toggle track); the other order stays a stroke over the fill; and a
        // `strokeBorder` goes on the chain as well, each drawing over the last in one frame.
        Case(script: "VStack {\nCapsule().stroke(Color.black, lineWidth: 6).fill(Color.yellow).frame(width: 120, height: 50)\n"
             + "Circle().fill(Color.yellow).stroke(Color.red, lineWidth: 4).frame(width: 30, height: 30)\n"
             + "RoundedRectangle(cornerRadius: 8).fill(Color.blue).strokeBorder(Color.white, lineWidth: 4)"
             + ".strokeBorder(Color.orange, style: StrokeStyle(lineWidth: 2, dash: [4, 2])).stroke(Color.red).frame(width: 60, height: 40)\n"
             + "Rectangle().strokeBorder(Color.green, lineWidth: 8).fill(Color.purple, style: FillStyle(eoFill: true)).frame(width: 40, height: 20)\n}.padding(4)") {
            VStack(content: [
                ZStack(content: [Capsule().stroke(Color.black, lineWidth: 6), Capsule().fill(Color.yellow)]).frame(width: 120, height: 50),
                ZStack(content: [Circle().fill(Color.yellow), Circle().stroke(Color.red, lineWidth: 4)]).frame(width: 30, height: 30),
                ZStack(content: [
                    RoundedRectangle(cornerRadius: 8).fill(Color.blue), RoundedRectangle(cornerRadius: 8).strokeBorder(Color.white, lineWidth: 4),
                    RoundedRectangle(cornerRadius: 8).strokeBorder(Color.orange, style: StrokeStyle(lineWidth: 2, dash: [4, 2])),
                    RoundedRectangle(cornerRadius: 8).stroke(Color.red),
                ]).frame(width: 60, height: 40),
                ZStack(content: [Rectangle().strokeBorder(Color.green, lineWidth: 8), Rectangle().fill(Color.purple, style: FillStyle(eoFill: true))])
                    .frame(width: 40, height: 20),
            ]).padding(4)
        },
    ]

    /// A ring centred on `rect.width / 2` whatever the rect's origin, that insets itself by shrinking its radius.
    static let ring = """
        struct Ring: InsettableShape {
            var inset = 0.0
            func path(in rect: CGRect) -> Path {
                Path { p in
                    p.addArc(center: CGPoint(x: rect.width / 2, y: rect.height / 2), radius: min(rect.width, rect.height) / 2 - inset,
                             startAngle: .zero, endAngle: .degrees(360), clockwise: false)
                }
            }
            func inset(by amount: CGFloat) -> Ring { var r = self; r.inset += amount; return r }
        }

        """

    /// `Ring`'s outline in a 100-point square, `radius` from its centre.
    static func ringPath(radius: Double) -> Path {
        Path { $0.addArc(center: Point(x: 50, y: 50), radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: false) }
    }

    @Test(arguments: cases)
    func scriptDrawsWhatLoomUIDraws(_ c: Case) throws {
        try expectScriptDrawsWhatLoomUIDraws(c)
    }
}
