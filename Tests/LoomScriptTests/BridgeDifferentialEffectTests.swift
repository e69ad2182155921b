import Testing
import LoomGraphics
import LoomTestSupport
import LoomUI
@testable import LoomScript

/// The effect and layer modifiers (filters, masks, blend modes, shadows, overlays, backgrounds):
/// each script must draw the pixels of the same view built against LoomUI. Arguments are given
/// values other than their defaults, so an entry that drops one draws a different picture.
@Suite("Bridge differential: effects and layers")
struct BridgeDifferentialEffectTests {
    typealias Case = BridgeCase

    /// Three bars of pure colour beside a word: something for every filter to change.
    static let swatch = "HStack(spacing: 0) { Color.red; Color.green; Color.blue; Text(\"Aa\") }.frame(width: 60, height: 20)"
    static func swatchView() -> any ViewNode {
        HStack(spacing: 0, content: [Color.red, Color.green, Color.blue, Text("Aa")]).frame(width: 60, height: 20)
    }

    static let cases: [Case] = [
        // Filters
        Case(script: swatch + ".blur(radius: 2)") { swatchView().blur(radius: 2) },
        Case(script: swatch + ".padding(6).blur(radius: 3, opaque: true)") { swatchView().padding(6).blur(radius: 3, opaque: true) },
        Case(script: swatch + ".brightness(0.3)") { swatchView().brightness(0.3) },
        Case(script: swatch + ".contrast(0.4)") { swatchView().contrast(0.4) },
        Case(script: swatch + ".saturation(0.25)") { swatchView().saturation(0.25) },
        Case(script: swatch + ".grayscale(0.8)") { swatchView().grayscale(0.8) },
        Case(script: swatch + ".hueRotation(.degrees(90))") { swatchView().hueRotation(.degrees(90)) },
        Case(script: swatch + ".hueRotation(Angle(radians: 2))") { swatchView().hueRotation(.radians(2)) },
        Case(script: swatch + ".colorInvert()") { swatchView().colorInvert() },
        Case(script: swatch + ".colorMultiply(.yellow)") { swatchView().colorMultiply(.yellow) },
        Case(script: swatch + ".luminanceToAlpha()") { swatchView().luminanceToAlpha() },
        // An isolated group fades as one picture, not layer by layer.
        Case(script: "ZStack { Circle().fill(Color.red); Circle().fill(Color.blue).offset(x: 8) }.frame(width: 24, height: 16).compositingGroup().opacity(0.5)") {
            ZStack(content: [Circle().fill(Color.red), Circle().fill(Color.blue).offset(x: 8)]).frame(width: 24, height: 16).compositingGroup().opacity(0.5)
        },
        Case(script: "ZStack { Circle().fill(Color.red); Circle().fill(Color.blue).offset(x: 8) }.frame(width: 24, height: 16).drawingGroup().opacity(0.5)") {
            ZStack(content: [Circle().fill(Color.red), Circle().fill(Color.blue).offset(x: 8)]).frame(width: 24, height: 16).drawingGroup().opacity(0.5)
        },
        // Blend modes: each against the layer under it.
        Case(script: "ZStack { Color.yellow; Circle().fill(Color.blue).blendMode(.multiply) }.frame(width: 20, height: 20)") {
            ZStack(content: [Color.yellow, Circle().fill(Color.blue).blendMode(.multiply)]).frame(width: 20, height: 20)
        },
        Case(script: "ZStack { Color.orange; Circle().fill(Color.gray).blendMode(BlendMode.difference) }.frame(width: 20, height: 20)") {
            ZStack(content: [Color.orange, Circle().fill(Color.gray).blendMode(.difference)]).frame(width: 20, height: 20)
        },
        Case(script: "ZStack { Color.purple; Text(\"Hi\").blendMode(.screen) }.frame(width: 30, height: 20)") {
            ZStack(content: [Color.purple, Text("Hi").blendMode(.screen)]).frame(width: 30, height: 20)
        },
        // Masks and clips
        Case(script: "Color.red.frame(width: 30, height: 30).mask(Circle())") { Color.red.frame(width: 30, height: 30).mask(Circle()) },
        Case(script: "Color.blue.frame(width: 40, height: 30).mask(alignment: .topLeading) { Circle().frame(width: 16, height: 16) }") {
            Color.blue.frame(width: 40, height: 30).mask(alignment: .topLeading, content: [Circle().frame(width: 16, height: 16)])
        },
        Case(script: "Color.green.frame(width: 40, height: 40).mask { Text(\"Mask\").font(.headline) }") {
            Color.green.frame(width: 40, height: 40).mask(alignment: .center, content: [Text("Mask").font(.headline)])
        },
        Case(script: "Circle().fill(Color.pink).frame(width: 40, height: 40).frame(width: 20, height: 20).clipped()") {
            Circle().fill(Color.pink).frame(width: 40, height: 40).frame(width: 20, height: 20).clipped()
        },
        // An even-odd clip leaves the inner ring of a doubled path out.
        Case(script: "Color.orange.frame(width: 30, height: 30).clipShape(Path { p in p.addEllipse(in: CGRect(x: 0, y: 0, width: 30, height: 30)); p.addEllipse(in: CGRect(x: 8, y: 8, width: 14, height: 14)) }, style: FillStyle(eoFill: true))") {
            Color.orange.frame(width: 30, height: 30).clipShape(
                Path { $0.addEllipse(in: Rect(x: 0, y: 0, width: 30, height: 30)); $0.addEllipse(in: Rect(x: 8, y: 8, width: 14, height: 14)) },
                style: FillStyle(eoFill: true))
        },
        Case(script: "Color.teal.frame(width: 30, height: 20).clipShape(.rect(cornerRadius: 6, style: .circular))") {
            Color.teal.frame(width: 30, height: 20).clipShape(RoundedRectangle(cornerRadius: 6, style: .circular))
        },
        Case(script: "Color.indigo.frame(width: 30, height: 20).clipShape(Capsule())") { Color.indigo.frame(width: 30, height: 20).clipShape(Capsule()) },
        // Shadows: a colour, a radius and an offset of their own.
        Case(script: "Circle().fill(Color.white).frame(width: 20, height: 20).shadow(color: .blue, radius: 4, x: 3, y: 5).padding(12)") {
            Circle().fill(Color.white).frame(width: 20, height: 20).shadow(color: .blue, radius: 4, x: 3, y: 5).padding(12)
        },
        Case(script: "Text(\"Shadow\").shadow(color: .red.opacity(0.6), radius: 1, y: 2).padding(4)") {
            Text("Shadow").shadow(color: Color.red.opacity(0.6), radius: 1, y: 2).padding(4)
        },
        Case(script: "Rectangle().frame(width: 20, height: 20).shadow(radius: 2, x: -3).padding(8)") {
            Rectangle().frame(width: 20, height: 20).shadow(radius: 2, x: -3).padding(8)
        },
        // Opacity and hiding keep the layout.
        Case(script: "HStack { Text(\"A\").hidden(); Text(\"B\").opacity(0.3) }") { HStack(content: [Text("A").hidden(), Text("B").opacity(0.3)]) },
        // Layers: overlays and backgrounds in each of their forms and alignments.
        Case(script: "Color.yellow.frame(width: 40, height: 30).overlay(Circle().fill(Color.red).frame(width: 10, height: 10), alignment: .bottomTrailing)") {
            Color.yellow.frame(width: 40, height: 30).overlay(Circle().fill(Color.red).frame(width: 10, height: 10), alignment: .bottomTrailing)
        },
        Case(script: "Color.yellow.frame(width: 40, height: 30).overlay(alignment: .topLeading) { Text(\"1\"); Color.blue.frame(width: 4, height: 4) }") {
            Color.yellow.frame(width: 40, height: 30).overlay(alignment: .topLeading, content: [Text("1"), Color.blue.frame(width: 4, height: 4)])
        },
        Case(script: "Text(\"Badge\").overlay { Capsule().stroke(Color.red) }") { Text("Badge").overlay(alignment: .center, content: [Capsule().stroke(Color.red)]) },
        Case(script: "Text(\"Back\").padding(4).background(Circle().fill(Color.green).frame(width: 8, height: 8), alignment: .leading)") {
            Text("Back").padding(4).background(Circle().fill(Color.green).frame(width: 8, height: 8), alignment: .leading)
        },
        Case(script: "Text(\"Back\").padding(4).background(alignment: .bottom) { Color.red.frame(height: 2) }") {
            Text("Back").padding(4).background(alignment: .bottom, content: [Color.red.frame(height: 2)])
        },
        Case(script: "Text(\"Pill\").padding(6).background(.blue.opacity(0.3), in: Capsule())") {
            Text("Pill").padding(6).background(Color.blue.opacity(0.3), in: Capsule())
        },
        Case(script: "Text(\"Card\").padding(8).background(Color.orange, in: RoundedRectangle(cornerRadius: 6))") {
            Text("Card").padding(8).background(Color.orange, in: RoundedRectangle(cornerRadius: 6))
        },
        Case(script: "Text(\"Edge\").padding(8).background(.mint, ignoresSafeAreaEdges: .top)") {
            Text("Edge").padding(8).background(Color.mint, ignoresSafeAreaEdges: .top)
        },
        Case(script: "Text(\"Framed\").padding(3).border(Color.purple, width: 3)") { Text("Framed").padding(3).border(Color.purple, width: 3) },
        Case(script: "Text(\"Framed\").padding(3).border(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing), width: 4)") {
            Text("Framed").padding(3).border(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing), width: 4)
        },
        // Drawing order follows zIndex, not the order written.
        Case(script: "ZStack { Color.red.frame(width: 20, height: 20).zIndex(1); Color.blue.frame(width: 30, height: 10) }") {
            ZStack(content: [Color.red.frame(width: 20, height: 20).zIndex(1), Color.blue.frame(width: 30, height: 10)])
        },
        // Transforms about an anchor of their own.
        Case(script: "Color.purple.frame(width: 20, height: 10).rotationEffect(.degrees(-20), anchor: .topLeading).padding(10)") {
            Color.purple.frame(width: 20, height: 10).rotationEffect(.degrees(-20), anchor: .topLeading).padding(10)
        },
        Case(script: "Color.green.frame(width: 20, height: 10).scaleEffect(x: 1.5, y: 0.5, anchor: .bottomTrailing).padding(10)") {
            Color.green.frame(width: 20, height: 10).scaleEffect(x: 1.5, y: 0.5, anchor: .bottomTrailing).padding(10)
        },
        Case(script: "Color.green.frame(width: 20, height: 10).scaleEffect(0.5, anchor: .leading).padding(4)") {
            Color.green.frame(width: 20, height: 10).scaleEffect(0.5, anchor: .leading).padding(4)
        },
        Case(script: "Color.orange.frame(width: 20, height: 10).offset(CGSize(width: 4, height: -3)).padding(5)") {
            Color.orange.frame(width: 20, height: 10).offset(Size(width: 4, height: -3)).padding(5)
        },
        // A redacted view draws its text as placeholder bars; `unredacted()` keeps one as it is.
        Case(script: "VStack { Text(\"Secret\"); Text(\"Shown\").unredacted() }.redacted(reason: .placeholder)") {
            VStack(content: [Text("Secret"), Text("Shown").unredacted()]).redacted(reason: .placeholder)
        },
        // A geometry effect moves its content by the transform it makes for its size.
        Case(script: "struct Nudge: GeometryEffect {\nfunc effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(CGAffineTransform(translationX: size.width / 2, y: 3)).concatenating(ProjectionTransform()) }\n}\nColor.red.frame(width: 10, height: 10).modifier(Nudge()).padding(10)") {
            Color.red.frame(width: 10, height: 10).offset(x: 5, y: 3).padding(10)
        },
    ]

    @Test(arguments: cases)
    func scriptDrawsWhatLoomUIDraws(_ c: Case) throws {
        try expectScriptDrawsWhatLoomUIDraws(c)
    }
}
