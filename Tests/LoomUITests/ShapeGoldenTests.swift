import Foundation
import LoomGraphics
import Testing
@testable import LoomUI

/// Goldens for shapes and strokes: joins, caps, dashes, fill rules, trims, insets, curves.
@Suite struct ShapeGoldenTests {
    func golden(_ view: any ViewNode, _ name: String) throws {
        try assertGolden(view.padding(8).background(Color.white), named: name, in: "shapes")
    }

    /// An open "V" in a 60 × 50 box, for joins.
    static let chevron: Path = {
        var p = Path()
        p.move(to: Point(x: 8, y: 42))
        p.addLine(to: Point(x: 30, y: 8))
        p.addLine(to: Point(x: 52, y: 42))
        return p
    }()

    @Test func strokeJoins() throws {
        let joins: [StrokeStyle.LineJoin] = [.miter, .round, .bevel]
        try golden(HStack(spacing: 12, content: joins.map {
            Self.chevron.stroke(Color.indigo, style: StrokeStyle(lineWidth: 12, lineJoin: $0)).frame(width: 60, height: 50)
        }), "stroke-joins")
    }

    @Test func strokeCaps() throws {
        var line = Path()
        line.move(to: Point(x: 15, y: 10))
        line.addLine(to: Point(x: 105, y: 10))
        let caps: [StrokeStyle.LineCap] = [.butt, .round, .square]
        try golden(VStack(spacing: 6, content: caps.map {
            ZStack(content: [
                line.stroke(Color.orange, style: StrokeStyle(lineWidth: 14, lineCap: $0)),
                line.stroke(Color.black, lineWidth: 1),
            ]).frame(width: 120, height: 20)
        }), "stroke-caps")
    }

    @Test func dashPatternsAndPhase() throws {
        var line = Path()
        line.move(to: Point(x: 0, y: 5))
        line.addLine(to: Point(x: 160, y: 5))
        try golden(VStack(spacing: 6, content: [
            line.stroke(Color.blue, style: StrokeStyle(lineWidth: 6, dash: [20, 10])).frame(width: 160, height: 10),
            line.stroke(Color.blue, style: StrokeStyle(lineWidth: 6, dash: [20, 10], dashPhase: 10)).frame(width: 160, height: 10),
            line.stroke(Color.blue, style: StrokeStyle(lineWidth: 6, dash: [20, 10], dashPhase: 25)).frame(width: 160, height: 10),
            line.stroke(Color.red, style: StrokeStyle(lineWidth: 8, lineCap: .round, dash: [0, 14])).frame(width: 160, height: 10),
            Circle().stroke(Color.green, style: StrokeStyle(lineWidth: 4, dash: [12, 6, 2, 6])).frame(width: 60, height: 60),
        ]), "dash-phase")
    }

    @Test func evenOddFill() throws {
        var star = Path()
        for i in 0..<5 {
            let angle = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
            let p = Point(x: 35 + 32 * cos(angle), y: 35 + 32 * sin(angle))
            if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.closeSubpath()
        var ring = Path()
        ring.addEllipse(in: Rect(x: 3, y: 3, width: 64, height: 64))
        ring.addEllipse(in: Rect(x: 20, y: 20, width: 30, height: 30))
        try golden(HStack(spacing: 12, content: [
            star.fill(Color.purple).frame(width: 70, height: 70),
            star.fill(Color.purple, style: FillStyle(eoFill: true)).frame(width: 70, height: 70),
            ring.fill(Color.teal, style: FillStyle(eoFill: true)).frame(width: 70, height: 70),
        ]), "even-odd-fill")
    }

    @Test func trims() throws {
        try golden(HStack(spacing: 12, content: [
            Rectangle().trim(from: 0, to: 0.5).stroke(Color.red, lineWidth: 4).frame(width: 60, height: 60),
            Ellipse().trim(from: 0.25, to: 0.75).stroke(Color.blue, lineWidth: 4).frame(width: 70, height: 50),
            RoundedRectangle(cornerRadius: 14).trim(from: 0, to: 0.3).stroke(Color.green, lineWidth: 4).frame(width: 60, height: 60),
            ZStack(content: [
                Circle().stroke(Color.gray.opacity(0.3), lineWidth: 8),
                Circle().trim(from: 0, to: 0.7).stroke(Color.orange, style: StrokeStyle(lineWidth: 8, lineCap: .round)).rotationEffect(.degrees(-90)),
            ]).frame(width: 60, height: 60),
        ]), "trims")
    }

    @Test func insetShapes() throws {
        try golden(HStack(spacing: 12, content: [
            ZStack(content: [Circle().fill(Color.yellow), Circle().inset(by: 12).fill(Color.orange)]).frame(width: 60, height: 60),
            ZStack(content: [
                RoundedRectangle(cornerRadius: 20).strokeBorder(Color.blue, lineWidth: 6),
                RoundedRectangle(cornerRadius: 20).inset(by: 10).strokeBorder(Color.cyan, lineWidth: 6),
            ]).frame(width: 80, height: 60),
            Capsule().inset(by: 6).fill(Color.pink).background(Capsule().fill(Color.pink.opacity(0.3))).frame(width: 90, height: 40),
            Rectangle().strokeBorder(Color.black, lineWidth: 10).frame(width: 50, height: 50),
        ]), "inset-shapes")
    }

    @Test func quadAndCubicCurves() throws {
        var quad = Path()
        quad.move(to: Point(x: 5, y: 60))
        quad.addQuadCurve(to: Point(x: 95, y: 60), control: Point(x: 50, y: 0))
        var cubic = Path()
        cubic.move(to: Point(x: 5, y: 60))
        cubic.addCurve(to: Point(x: 95, y: 60), control1: Point(x: 20, y: 0), control2: Point(x: 80, y: 70))
        var wave = Path()
        wave.move(to: Point(x: 0, y: 35))
        for i in 0..<4 {
            let x = Double(i) * 25
            wave.addQuadCurve(to: Point(x: x + 25, y: 35), control: Point(x: x + 12.5, y: i % 2 == 0 ? 5 : 65))
        }
        try golden(HStack(spacing: 12, content: [
            quad.stroke(Color.red, lineWidth: 3).frame(width: 100, height: 70),
            cubic.stroke(Color.blue, lineWidth: 3).frame(width: 100, height: 70),
            wave.fill(Color.mint).frame(width: 100, height: 70),
        ]), "quad-and-cubic-curves")
    }

    @Test func shapesInWideAndTallFrames() throws {
        try golden(HStack(spacing: 10, content: [
            Capsule().fill(Color.orange).frame(width: 30, height: 80),
            Capsule().fill(Color.orange).frame(width: 80, height: 30),
            Ellipse().fill(Color.green).frame(width: 80, height: 40),
            Circle().fill(Color.blue).frame(width: 80, height: 40).border(Color.gray),
            Circle().fill(Color.blue).frame(width: 30, height: 80).border(Color.gray),
        ]), "shapes-wide-and-tall")
    }

    @Test func shapeTransforms() throws {
        try golden(HStack(spacing: 16, content: [
            Rectangle().rotation(.degrees(30)).fill(Color.purple).frame(width: 50, height: 50).border(Color.gray),
            Rectangle().scale(0.5, anchor: .topLeading).fill(Color.purple).frame(width: 50, height: 50).border(Color.gray),
            Circle().offset(x: 10, y: 10).fill(Color.purple).frame(width: 50, height: 50).border(Color.gray),
            Capsule().rotation(.degrees(90)).stroke(Color.purple, lineWidth: 3).frame(width: 60, height: 30).border(Color.gray),
        ]).padding(6), "shape-transforms")
    }

    @Test func roundedCornerStyles() throws {
        let radii: [Double] = [10, 25, 40]
        try golden(Grid(horizontalSpacing: 10, verticalSpacing: 10, content: [
            GridRow(content: radii.map { RoundedRectangle(cornerRadius: $0, style: .continuous).fill(Color.blue).frame(width: 80, height: 80) }),
            GridRow(content: radii.map { RoundedRectangle(cornerRadius: $0, style: .circular).fill(Color.red).frame(width: 80, height: 80) }),
        ]), "rounded-corner-styles")
    }
}
