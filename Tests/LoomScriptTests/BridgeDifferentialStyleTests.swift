import Testing
import LoomGraphics
import LoomTestSupport
import LoomUI
@testable import LoomScript

/// Shape styles through the bridge: colours in each colour space, gradients in each of their
/// forms (type, shorthand, colours, stops), materials, image paints and the foreground's
/// hierarchical levels. Each script must draw the pixels of the LoomUI view that states
/// SwiftUI's rule for it.
@Suite("Bridge differential: colours, gradients and styles")
struct BridgeDifferentialStyleTests {
    typealias Case = BridgeCase

    static let stops = "[Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .yellow, location: 0.3), .init(color: .blue, location: 1)]"
    static let stopValues = [Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .yellow, location: 0.3), Gradient.Stop(color: .blue, location: 1)]

    /// A 60×40 rectangle filled with `style`.
    static func filled(_ style: any ShapeStyle) -> any ViewNode { Rectangle().fill(style).frame(width: 60, height: 40) }

    static let cases: [Case] = [
        // The foreground's levels: `.secondary` below `.foregroundStyle(a, b)` is b, not a faded.
        Case(script: "HStack { Image(systemName: \"triangle.fill\"); Image(systemName: \"triangle.fill\").foregroundStyle(.secondary); Image(systemName: \"triangle.fill\").foregroundStyle(.tertiary) }.foregroundStyle(.blue, .green, .red)") {
            HStack(content: [Image(systemName: "triangle.fill").foregroundStyle(Color.blue), Image(systemName: "triangle.fill").foregroundStyle(Color.green),
                             Image(systemName: "triangle.fill").foregroundStyle(Color.red)])
        },
        Case(script: "VStack { Text(\"Title\"); Text(\"Detail\").foregroundStyle(.secondary) }.foregroundStyle(.orange, .gray)") {
            VStack(content: [Text("Title").foregroundColor(.orange), Text("Detail").foregroundColor(.gray)])
        },
        Case(script: "HStack { Circle().fill(.primary); Circle().fill(.secondary); Circle().fill(.tertiary) }.frame(width: 60, height: 20).foregroundStyle(Color.purple, Color.mint, Color.brown)") {
            HStack(content: [Circle().fill(Color.purple), Circle().fill(Color.mint), Circle().fill(Color.brown)]).frame(width: 60, height: 20)
        },
        // A Text's own two-level form still colours the text with the primary.
        Case(script: "Text(\"Two levels\").foregroundStyle(.red, .blue)") { Text("Two levels").foregroundColor(.red) },
        // With one style, the levels are that style faded.
        Case(script: "HStack { Text(\"One\"); Text(\"Two\").foregroundStyle(.secondary); Text(\"Three\").foregroundStyle(.quaternary) }.foregroundStyle(.red)") {
            HStack(content: [Text("One"), Text("Two").foregroundStyle(HierarchicalShapeStyle.secondary),
                             Text("Three").foregroundStyle(HierarchicalShapeStyle.quaternary)]).foregroundStyle(Color.red)
        },
        // The named style types, as generic code writes them (`RingStyle<TintShapeStyle, Color>`).
        Case(script: "HStack { Circle().fill(TintShapeStyle.tint); Circle().fill(TintShapeStyle()) }.frame(width: 40, height: 20).tint(.orange)") {
            HStack(content: [Circle().fill(Color.orange), Circle().fill(Color.orange)]).frame(width: 40, height: 20)
        },
        Case(script: "HStack { Text(\"A\").foregroundStyle(HierarchicalShapeStyle.secondary); Text(\"B\").foregroundStyle(HierarchicalShapeStyle.tertiary) }.foregroundStyle(.blue)") {
            HStack(content: [Text("A").foregroundStyle(HierarchicalShapeStyle.secondary),
                             Text("B").foregroundStyle(HierarchicalShapeStyle.tertiary)]).foregroundStyle(Color.blue)
        },
        // An erased style paints as the style it holds; a style's own lower levels are it faded.
        Case(script: "HStack { Circle().fill(AnyShapeStyle(Color.red)); Circle().fill(AnyShapeStyle(AnyShapeStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)))) }.frame(width: 40, height: 20)") {
            HStack(content: [Circle().fill(Color.red),
                             Circle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))]).frame(width: 40, height: 20)
        },
        Case(script: "HStack { Circle().fill(Color.purple.secondary); Circle().fill(Color.purple.tertiary); Circle().fill(Color.purple.quaternary) }.frame(width: 60, height: 20).foregroundStyle(.green)") {
            HStack(content: [Circle().fill(Color.purple.opacity(0.5)), Circle().fill(Color.purple.opacity(0.25)),
                             Circle().fill(Color.purple.opacity(0.18))]).frame(width: 60, height: 20)
        },
        Case(script: "Text(\"Inherited\").foregroundStyle(ForegroundStyle()).foregroundStyle(.green)") { Text("Inherited").foregroundStyle(Color.green) },
        Case(script: "Rectangle().fill(.foreground).frame(width: 20, height: 10).foregroundStyle(.pink)") {
            Rectangle().fill(Color.pink).frame(width: 20, height: 10)
        },
        // Colours in each space: components outside sRGB's curve are converted, not taken as sRGB.
        Case(script: "HStack(spacing: 0) { Color(.sRGBLinear, red: 0.5, green: 0.2, blue: 0.05); Color(.displayP3, red: 1, green: 0.3, blue: 0.2); Color(.sRGB, white: 0.4) }.frame(width: 30, height: 10)") {
            HStack(spacing: 0, content: [Color(.sRGBLinear, red: 0.5, green: 0.2, blue: 0.05), Color(.displayP3, red: 1, green: 0.3, blue: 0.2),
                                         Color(white: 0.4)]).frame(width: 30, height: 10)
        },
        Case(script: "Color(Color.RGBColorSpace.sRGBLinear, white: 0.5, opacity: 0.8).frame(width: 10, height: 10)") {
            // Half the light is about 73.5 % of sRGB's code range.
            Color(red: 0.735357, green: 0.735357, blue: 0.735357, opacity: 0.8).frame(width: 10, height: 10)
        },
        Case(script: "HStack(spacing: 0) { Color(hue: 0.6, saturation: 0.7, brightness: 0.9); Color(white: 0.3, opacity: 0.5); Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.7) }.frame(width: 30, height: 10)") {
            HStack(spacing: 0, content: [Color(hue: 0.6, saturation: 0.7, brightness: 0.9), Color(white: 0.3, opacity: 0.5),
                                         Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.7)]).frame(width: 30, height: 10)
        },
        Case(script: "Color.red.mix(with: .blue, by: 0.3, in: .device).frame(width: 10, height: 10)") {
            Color.red.mix(with: .blue, by: 0.3, in: .device).frame(width: 10, height: 10)
        },
        Case(script: "Color.orange.opacity(0.4).frame(width: 10, height: 10)") { Color.orange.opacity(0.4).frame(width: 10, height: 10) },
        // Gradients: each type in each of its forms, and the ShapeStyle shorthands.
        Case(script: "Rectangle().fill(LinearGradient(gradient: Gradient(colors: [.red, .blue]), startPoint: .topLeading, endPoint: .bottomTrailing)).frame(width: 60, height: 40)") {
            filled(LinearGradient(colors: [.red, .blue], startPoint: .topLeading, endPoint: .bottomTrailing))
        },
        Case(script: "Rectangle().fill(LinearGradient(stops: \(stops), startPoint: UnitPoint(x: 0.2, y: 0), endPoint: .trailing)).frame(width: 60, height: 40)") {
            filled(LinearGradient(stops: stopValues, startPoint: UnitPoint(x: 0.2, y: 0), endPoint: .trailing))
        },
        Case(script: "Rectangle().fill(.linearGradient(Gradient(stops: \(stops)), startPoint: .top, endPoint: .bottom)).frame(width: 60, height: 40)") {
            filled(LinearGradient(stops: stopValues, startPoint: .top, endPoint: .bottom))
        },
        Case(script: "Rectangle().fill(RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 2, endRadius: 25)).frame(width: 60, height: 40)") {
            filled(RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 2, endRadius: 25))
        },
        Case(script: "Rectangle().fill(RadialGradient(gradient: Gradient(colors: [.white, .green]), center: .topLeading, startRadius: 0, endRadius: 60)).frame(width: 60, height: 40)") {
            filled(RadialGradient(colors: [.white, .green], center: .topLeading, startRadius: 0, endRadius: 60))
        },
        Case(script: "Rectangle().fill(.radialGradient(stops: \(stops), center: .bottom, startRadius: 5, endRadius: 40)).frame(width: 60, height: 40)") {
            filled(RadialGradient(stops: stopValues, center: .bottom, startRadius: 5, endRadius: 40))
        },
        Case(script: "Rectangle().fill(AngularGradient(colors: [.red, .green, .blue, .red], center: .center)).frame(width: 60, height: 40)") {
            filled(AngularGradient(colors: [.red, .green, .blue, .red], center: .center))
        },
        Case(script: "Rectangle().fill(AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .topLeading, startAngle: .degrees(0), endAngle: .degrees(90))).frame(width: 60, height: 40)") {
            filled(AngularGradient(colors: [.red, .blue], center: .topLeading, startAngle: .degrees(0), endAngle: .degrees(90)))
        },
        Case(script: "Rectangle().fill(AngularGradient(stops: \(stops), center: .center, angle: .degrees(45))).frame(width: 60, height: 40)") {
            filled(AngularGradient(stops: stopValues, center: .center, angle: .degrees(45)))
        },
        Case(script: "Rectangle().fill(.angularGradient(colors: [.orange, .purple], center: .center, startAngle: .degrees(90), endAngle: .degrees(270))).frame(width: 60, height: 40)") {
            filled(AngularGradient(colors: [.orange, .purple], center: .center, startAngle: .degrees(90), endAngle: .degrees(270)))
        },
        Case(script: "Rectangle().fill(.conicGradient(colors: [.cyan, .indigo, .cyan], center: .bottomTrailing, angle: .degrees(30))).frame(width: 60, height: 40)") {
            filled(AngularGradient(colors: [.cyan, .indigo, .cyan], center: .bottomTrailing, angle: .degrees(30)))
        },
        Case(script: "Rectangle().fill(EllipticalGradient(colors: [.white, .blue], center: .center, startRadiusFraction: 0.1, endRadiusFraction: 0.6)).frame(width: 60, height: 40)") {
            filled(EllipticalGradient(colors: [.white, .blue], center: .center, startRadiusFraction: 0.1, endRadiusFraction: 0.6))
        },
        Case(script: "Rectangle().fill(EllipticalGradient(gradient: Gradient(colors: [.yellow, .black]))).frame(width: 60, height: 40)") {
            filled(EllipticalGradient(colors: [.yellow, .black]))
        },
        Case(script: "Rectangle().fill(.ellipticalGradient(stops: \(stops), center: .top, startRadiusFraction: 0, endRadiusFraction: 1)).frame(width: 60, height: 40)") {
            filled(EllipticalGradient(stops: stopValues, center: .top, startRadiusFraction: 0, endRadiusFraction: 1))
        },
        // Gradients are views too: they fill what they are offered.
        Case(script: "LinearGradient(colors: [.green, .blue], startPoint: .leading, endPoint: .trailing).frame(width: 40, height: 10)") {
            LinearGradient(colors: [.green, .blue], startPoint: .leading, endPoint: .trailing).frame(width: 40, height: 10)
        },
        Case(script: "RadialGradient(colors: [.red, .clear], center: .center, startRadius: 0, endRadius: 15).frame(width: 30, height: 30)") {
            RadialGradient(colors: [.red, .clear], center: .center, startRadius: 0, endRadius: 15).frame(width: 30, height: 30)
        },
        // Materials blur and tint what is behind them.
        Case(script: "ZStack { HStack(spacing: 0) { Color.red; Color.blue }; Text(\"Glass\").padding(6).background(.ultraThinMaterial) }.frame(width: 80, height: 40)") {
            ZStack(content: [HStack(spacing: 0, content: [Color.red, Color.blue]), Text("Glass").padding(6).background(Material(.ultraThin), in: Rectangle())])
                .frame(width: 80, height: 40)
        },
        Case(script: "ZStack { Color.orange; Rectangle().fill(.thickMaterial).frame(width: 30, height: 20) }.frame(width: 60, height: 40)") {
            ZStack(content: [Color.orange, Rectangle().fill(Material(.thick)).frame(width: 30, height: 20)]).frame(width: 60, height: 40)
        },
        Case(script: "ZStack { Color.green; Rectangle().fill(Material.regular).frame(width: 30, height: 20); Capsule().fill(.bar).frame(width: 20, height: 6) }.frame(width: 60, height: 40)") {
            ZStack(content: [Color.green, Rectangle().fill(Material(.regular)).frame(width: 30, height: 20), Capsule().fill(Material(.bar)).frame(width: 20, height: 6)])
                .frame(width: 60, height: 40)
        },
        Case(script: "ZStack { Color.purple; Rectangle().fill(.thinMaterial).frame(width: 20); Rectangle().fill(.regularMaterial).frame(width: 10); Rectangle().fill(.ultraThickMaterial).frame(width: 4) }.frame(width: 60, height: 20)") {
            ZStack(content: [Color.purple, Rectangle().fill(Material(.thin)).frame(width: 20), Rectangle().fill(Material(.regular)).frame(width: 10),
                             Rectangle().fill(Material(.ultraThick)).frame(width: 4)]).frame(width: 60, height: 20)
        },
        // An image paint tiles its image over the shape, from a source rect, at a scale.
        Case(script: "Rectangle().fill(ImagePaint(image: Image(systemName: \"star.fill\"), scale: 0.5)).frame(width: 60, height: 40)") {
            filled(ImagePaint(image: Image(systemName: "star.fill"), scale: 0.5))
        },
        Case(script: "Circle().fill(.image(Image(systemName: \"heart.fill\"), sourceRect: CGRect(x: 0, y: 0, width: 0.5, height: 1), scale: 0.4)).frame(width: 40, height: 40)") {
            Circle().fill(ImagePaint(image: Image(systemName: "heart.fill"), sourceRect: Rect(x: 0, y: 0, width: 0.5, height: 1), scale: 0.4)).frame(width: 40, height: 40)
        },
        // `Color.accentColor` is the environment's accent: `.accentColor(_:)` makes it pink in fills,
        // strokes and a child's body below (repros/05); `.tint(_:)` leaves it system blue.
        Case(script: "struct Ring: View {\nvar body: some View { Circle().fill(Color.accentColor) }\n}\nHStack { Circle().fill(Color.accentColor); Ring(); Circle().stroke(Color.accentColor, lineWidth: 8) }.frame(width: 300, height: 100).accentColor(.pink)") {
            HStack(content: [Circle().fill(Color.pink), Circle().fill(Color.pink), Circle().stroke(Color.pink, lineWidth: 8)]).frame(width: 300, height: 100)
        },
        Case(script: "VStack { Text(\"Accent\").foregroundColor(.accentColor); Image(systemName: \"star.fill\").foregroundStyle(Color.accentColor); Text(\"Back\").padding(4).background(Color.accentColor) }.accentColor(.pink)") {
            VStack(content: [Text("Accent").foregroundColor(.pink), Image(systemName: "star.fill").foregroundStyle(Color.pink), Text("Back").padding(4).background(Color.pink)])
        },
        Case(script: "HStack { Circle().fill(Color.accentColor); Circle().fill(.tint) }.frame(width: 80, height: 40).tint(.pink)") {
            HStack(content: [Circle().fill(Color.blue), Circle().fill(Color.pink)]).frame(width: 80, height: 40)
        },
        Case(script: "Circle().fill(Color.accentColor).frame(width: 40, height: 40)") { Circle().fill(Color.blue).frame(width: 40, height: 40) },
    ]

    @Test(arguments: cases)
    func scriptDrawsWhatLoomUIDraws(_ c: Case) throws {
        try expectScriptDrawsWhatLoomUIDraws(c)
    }
}
