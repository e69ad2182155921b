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
        // 07: an `Image` interpolated into a `Text` or `Button` title is drawn inline, as
        // `Text(Image(…)) + Text(…)` is (mainframeUI's shiny button).
        Case(script: "VStack {\nText(\"\\(Image(systemName: \"star.fill\")) Sunny\")\nButton(\"\\(Image(systemName: \"sun.max.fill\"))\") { }\n}") {
            VStack(content: [
                Text(Image(systemName: "star.fill")) + Text(" Sunny"),
                Button(role: nil, label: Text("") + Text(Image(systemName: "sun.max.fill")) + Text("")),
            ])
        },
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
        // 03: `ShapeStyle.shadow(_:)` (iOS 16). A drop shadow in the style is the shadow of what
        // the style paints — white text with a hard shadow below it draws as the text shadowed
        // (mainframeUI's button label).
        Case(script: "Text(\"Shadowed\")\n.font(.largeTitle.bold())\n.foregroundStyle(Color.white.shadow(.drop(color: .black, radius: 0, y: 2)))\n"
             + ".padding()\n.background(Color.blue)") {
            Text("Shadowed").font(.largeTitle.bold()).foregroundColor(.white).shadow(color: .black, radius: 0, y: 2).padding().background(Color.blue)
        },
        // A drop shadow's default colour (black at 33 %) and offsets, on a fill and on a bare shape
        // under `.foregroundStyle`; `Color.red.shadow(radius:)` on a colour is still the view's shadow.
        Case(script: "VStack(spacing: 20) {\nRoundedRectangle(cornerRadius: 12).fill(Color.white.shadow(.drop(radius: 6, y: 3))).frame(width: 100, height: 40)\n"
             + "Circle().frame(width: 40, height: 40).foregroundStyle(.red.shadow(.drop(radius: 4, x: 3, y: 3)))\n"
             + "Color.red.frame(width: 30, height: 30).shadow(radius: 4)\n}.padding(20)") {
            VStack(spacing: 20, content: [
                RoundedRectangle(cornerRadius: 12).fill(Color.white).shadow(radius: 6, y: 3).frame(width: 100, height: 40),
                Circle().foregroundColor(.red).shadow(radius: 4, x: 3, y: 3).frame(width: 40, height: 40),
                Color.red.frame(width: 30, height: 30).shadow(radius: 4),
            ]).padding(20)
        },
        // An inner shadow darkens the inside of what the style paints along its edges: on a
        // fill, on a stroke with two chained, on text and symbols through the static
        // `.shadow(_:)` of the foreground, and on `Color.gradient`.
        Case(script: "VStack(spacing: 12) {\nRoundedRectangle(cornerRadius: 20).fill(Color.gray.shadow(.inner(color: .black, radius: 4, y: 3))).frame(width: 120, height: 60)\n"
             + "Circle().stroke(Color.gray.shadow(.inner(color: .white, radius: 1, y: 1)).shadow(.inner(radius: 2, y: -1)), lineWidth: 10).frame(width: 60, height: 60)\n"
             + "Text(\"Pressed\").font(.largeTitle.bold()).foregroundStyle(.shadow(.inner(radius: 1, y: 2)))\n"
             + "Image(systemName: \"sun.max.fill\").font(.largeTitle).foregroundStyle(Color.orange.gradient.shadow(.inner(color: .red, radius: 2)))\n}.padding()") {
            VStack(spacing: 12, content: [
                RoundedRectangle(cornerRadius: 20).fill(Color.gray.shadow(.inner(color: .black, radius: 4, y: 3))).frame(width: 120, height: 60),
                Circle().stroke(Color.gray.shadow(.inner(color: .white, radius: 1, y: 1)).shadow(.inner(radius: 2, y: -1)), lineWidth: 10).frame(width: 60, height: 60),
                Text("Pressed").font(.largeTitle.bold()).foregroundStyle(ForegroundStyle().shadow(.inner(radius: 1, y: 2))),
                Image(systemName: "sun.max.fill").font(.largeTitle).foregroundStyle(Color.orange.gradient.shadow(.inner(color: .red, radius: 2))),
            ]).padding()
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
