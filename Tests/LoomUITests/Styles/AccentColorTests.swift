import LoomGraphics
import LoomTestSupport
import Testing
@testable import LoomUI

/// `Color.accentColor` is the environment's accent, looked up where it is drawn: `.accentColor(_:)`
/// changes it for everything below (fills, strokes, foregrounds, text, backgrounds, bodies of
/// child views), `.tint(_:)` does not, and with neither it is system blue. Each view must draw
/// the pixels of the same view written with the colour SwiftUI gives it.
@Suite struct AccentColorTests {
    /// A view whose body draws in the accent, as a child struct's body does.
    struct Ring: ViewNode {
        func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
            try Circle().fill(Color.accentColor).resolve(in: environment)
        }
    }

    func expectSamePicture(_ view: any ViewNode, _ expected: any ViewNode, _ name: String,
                           sourceLocation: SourceLocation = #_sourceLocation) throws {
        expectIdenticalPictures(try renderImage(view, scale: 2).bitmap, try renderImage(expected, scale: 2).bitmap,
                                named: "accent-" + name, sourceLocation: sourceLocation)
    }

    @Test func accentColorModifierReachesFillsStrokesAndChildBodies() throws {
        let view = HStack(content: [Circle().fill(Color.accentColor), Ring(), Circle().stroke(Color.accentColor, lineWidth: 8)])
            .frame(width: 150, height: 50).accentColor(.pink)
        let pink = HStack(content: [Circle().fill(Color.pink), Circle().fill(Color.pink), Circle().stroke(Color.pink, lineWidth: 8)])
            .frame(width: 150, height: 50)
        try expectSamePicture(view, pink, "shapes")
    }

    @Test func accentColorModifierReachesForegroundsTextAndBackgrounds() throws {
        let view = VStack(content: [
            Text("Accent").foregroundColor(.accentColor),
            Image(systemName: "star.fill").foregroundStyle(Color.accentColor),
            Rectangle().frame(width: 30, height: 10).foregroundColor(.accentColor),
            Text("Back").padding(4).background(Color.accentColor),
            Text("Under").underline(color: .accentColor),
            Rectangle().fill(LinearGradient(colors: [.accentColor, .white], startPoint: .leading, endPoint: .trailing)).frame(width: 30, height: 10),
        ]).accentColor(.orange)
        let orange = VStack(content: [
            Text("Accent").foregroundColor(.orange),
            Image(systemName: "star.fill").foregroundStyle(Color.orange),
            Rectangle().frame(width: 30, height: 10).foregroundColor(.orange),
            Text("Back").padding(4).background(Color.orange),
            Text("Under").underline(color: .orange),
            Rectangle().fill(LinearGradient(colors: [.orange, .white], startPoint: .leading, endPoint: .trailing)).frame(width: 30, height: 10),
        ])
        try expectSamePicture(view, orange, "foregrounds")
    }

    @Test func tintLeavesAccentColorBlueButColoursTheTintStyle() throws {
        let view = HStack(content: [Circle().fill(Color.accentColor), Circle().fill(TintShapeStyle())]).frame(width: 100, height: 50).tint(.pink)
        let expected = HStack(content: [Circle().fill(Color.blue), Circle().fill(Color.pink)]).frame(width: 100, height: 50)
        try expectSamePicture(view, expected, "tint")
    }

    @Test func withoutAnAccentItIsSystemBlue() throws {
        try expectSamePicture(Circle().fill(Color.accentColor).frame(width: 50, height: 50),
                              Circle().fill(Color.blue).frame(width: 50, height: 50), "default")
        #expect(Color.accentColor.resolve() == Color.blue.resolve())
        #expect(Color.accentColor.resolve(in: .dark) == Color.blue.resolve(in: .dark))
    }

    /// An accent given in terms of the accent takes the one above it, rather than referring to
    /// itself; nil restores system blue; the innermost accent wins.
    @Test func nestedAccents() throws {
        let view = HStack(content: [
            Circle().fill(Color.accentColor).accentColor(Color.accentColor.opacity(0.5)),
            Circle().fill(Color.accentColor).accentColor(nil),
            Circle().fill(Color.accentColor).accentColor(.purple),
        ]).frame(width: 150, height: 50).accentColor(.green)
        let expected = HStack(content: [Circle().fill(Color.green.opacity(0.5)), Circle().fill(Color.blue), Circle().fill(Color.purple)])
            .frame(width: 150, height: 50)
        try expectSamePicture(view, expected, "nested")
    }

    /// `.accentColor(_:)` still tints the controls below, as it did before `tint` existed.
    @Test func accentColorModifierStillTintsControls() throws {
        try expectSamePicture(Toggle("On", isOn: true).accentColor(.pink), Toggle("On", isOn: true).tint(.pink), "controls")
    }
}
