import Testing
import LoomGraphics
import LoomTestSupport
import LoomUI
@testable import LoomScript

/// What running real SwiftUI packages found missing or wrong (`extlibs` repros 03–15): each
/// script must draw the pixels of the LoomUI view that states SwiftUI's rule for it.
@Suite("Bridge differential: real packages' gaps")
struct BridgeDifferentialPackageTests {
    struct Case: CustomTestStringConvertible, @unchecked Sendable {
        let script: String
        let view: () -> any ViewNode
        var testDescription: String { script }
    }

    static let cases: [Case] = [
        // 03: a modifier on a ForEach applies to each element, which join the stack one by one
        // (exyte/ActivityIndicatorView's indicators are `ForEach { … }.frame(…)`).
        Case(script: "HStack(spacing: 2) { ForEach(0..<3) { i in Color.red.opacity(0.3 * Double(i + 1)) }.frame(width: 10, height: 10).padding(1) }") {
            HStack(spacing: 2, content: (0..<3).map { i in Color.red.opacity(0.3 * Double(i + 1)).frame(width: 10, height: 10).padding(1) })
        },
        Case(script: "ZStack { ForEach(0..<3, id: \\.self) { i in Circle().fill(Color.blue.opacity(0.4)).frame(width: 20, height: 20).offset(x: CGFloat(i) * 10) }.rotationEffect(.degrees(30)) }") {
            ZStack(content: (0..<3).map { i in
                Circle().fill(Color.blue.opacity(0.4)).frame(width: 20, height: 20).offset(x: Double(i) * 10).rotationEffect(.degrees(30))
            })
        },
        Case(script: "GeometryReader { g in ForEach(0..<3) { i in Circle().fill(Color.red.opacity(0.4)).frame(width: 40, height: 40).offset(x: CGFloat(i) * 20) }.frame(width: g.size.width, height: g.size.height) }.frame(width: 100, height: 100)") {
            ZStack(alignment: .topLeading, content: (0..<3).map { i in
                Circle().fill(Color.red.opacity(0.4)).frame(width: 40, height: 40).offset(x: Double(i) * 20).frame(width: 100, height: 100)
            }).frame(width: 100, height: 100)
        },
        // A view whose body is several views is modified view by view too.
        Case(script: "struct Pair: View { var body: some View { Color.red; Color.blue } }\nHStack(spacing: 0) { Pair().frame(width: 10, height: 10) }") {
            HStack(spacing: 0, content: [Color.red.frame(width: 10, height: 10), Color.blue.frame(width: 10, height: 10)])
        },
        // 09: without a style to paint, `stroke(lineWidth:)`/`stroke(style:)` make a shape (iOS 13's
        // `some Shape`): it clips and fills; as a view it is the stroke in the foreground style.
        Case(script: "Color.blue.frame(width: 40, height: 40).clipShape(Circle().stroke(lineWidth: 6))") {
            Color.blue.frame(width: 40, height: 40).clipShape(Circle().stroke(lineWidth: 6))
        },
        Case(script: "Circle().stroke(lineWidth: 4).foregroundColor(.red).frame(width: 20, height: 20).padding(4)") {
            Circle().stroke(Color.red, lineWidth: 4).frame(width: 20, height: 20).padding(4)
        },
        Case(script: "Capsule().stroke(style: StrokeStyle(lineWidth: 3, dash: [4, 2])).fill(Color.green).frame(width: 40, height: 16).padding(3)") {
            Capsule().stroke(style: StrokeStyle(lineWidth: 3, dash: [4, 2])).fill(Color.green).frame(width: 40, height: 16).padding(3)
        },
    ]

    @Test(arguments: cases)
    func scriptDrawsWhatLoomUIDraws(_ c: Case) throws {
        let r = run(c.script)
        #expect(r.errors.isEmpty, "\(r.errors)")
        let scripted = try #require(r.views.first)
        let viaScript = try LoomUI.renderImage(scripted, scale: 2)
        let direct = try LoomUI.renderImage(c.view(), scale: 2)
        expectIdenticalPictures(viaScript.bitmap, direct.bitmap, named: "bridge-" + c.script)
    }
}
