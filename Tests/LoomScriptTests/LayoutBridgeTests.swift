import Testing
import LoomGraphics
import LoomUI
@testable import LoomScript

/// SwiftUI's alignment guides, relative arcs and line limits, called from scripts.
@Suite("Layout APIs in the bridge")
struct LayoutBridgeTests {
    /// The frames of the first view `source` shows, at 1×.
    func frames(_ source: String) throws -> [LayoutFrame] {
        let r = run(source)
        #expect(r.errors.isEmpty, "\(r.errors)")
        guard let view = r.views.first else { Issue.record("no view"); return [] }
        return try LoomUI.renderImage(view, scale: 1).frames
    }

    @Test func alignmentGuideMovesAViewAlongTheStack() throws {
        let f = try frames("""
        VStack(alignment: .leading) {
            Color.red.frame(width: 20, height: 10)
            Color.blue.frame(width: 20, height: 10).alignmentGuide(.leading) { d in d[.leading] - 30 }
            Color.green.frame(width: 20, height: 10).alignmentGuide(.leading) { d in -d.width }
        }
        """)
        let colors = f.filter { $0.name == "Color" }.map(\.frame.minX)
        #expect(colors == [0, 30, 20], "\(f.map(\.description))")
    }

    @Test func verticalAlignmentGuideReadsTheOtherGuides() throws {
        let f = try frames("""
        HStack {
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 10).alignmentGuide(VerticalAlignment.center) { d in d[VerticalAlignment.center] + d.height / 2 }
        }
        """)
        let blue = try #require(f.filter { $0.name == "Color" }.last)
        // Its bottom edge now sits on the red square's centre line.
        #expect(blue.frame.minY == 0 && blue.frame.maxY == 10, "\(f.map(\.description))")
    }

    @Test func relativeArcSweepsClockwiseOnScreen() throws {
        let r = run("""
        Path { p in
            p.move(to: CGPoint(x: 20, y: 20))
            p.addRelativeArc(center: CGPoint(x: 20, y: 20), radius: 20, startAngle: .zero, delta: .degrees(90))
            p.closeSubpath()
        }
        .fill(Color.red)
        .frame(width: 40, height: 40)
        """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        let image = try LoomUI.renderImage(try #require(r.views.first), scale: 1).bitmap
        #expect(image.pixel(x: 28, y: 28).a == 255, "the quarter from 3 to 6 o'clock is filled")
        #expect(image.pixel(x: 28, y: 12).a == 0 && image.pixel(x: 12, y: 28).a == 0 && image.pixel(x: 12, y: 12).a == 0)
    }

    @Test func lineLimitOnTextAndOnAContainer() throws {
        let long = "A sentence long enough to wrap onto several lines in a narrow frame"
        func textHeight(_ source: String) throws -> Double {
            try #require(try frames(source).first { $0.name.hasPrefix("Text") }).frame.height
        }
        let free = try textHeight("Text(\"\(long)\").frame(width: 100)")
        let one = try textHeight("Text(\"\(long)\").lineLimit(1).frame(width: 100)")
        let two = try textHeight("VStack { Text(\"\(long)\") }.lineLimit(2).frame(width: 100)")
        let unlimited = try textHeight("VStack { Text(\"\(long)\").lineLimit(nil) }.lineLimit(1).frame(width: 100)")
        #expect(one < 25 && two > one && two < 45 && free > two, "free \(free), one \(one), two \(two)")
        #expect(unlimited == free, "nil lifts the limit: \(unlimited)")
    }
}
