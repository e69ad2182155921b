import LoomGraphics
import Testing
@testable import LoomUI

/// `Path.stroked(_:)` (SwiftUI's `strokedPath`) is the area Cairo's own stroke paints: filling
/// it must cover the same pixels as stroking the path, joins, caps and dashes included.
@Suite struct StrokedPathTests {
    static let triangle = Path { p in
        p.move(to: Point(x: 20, y: 10)); p.addLine(to: Point(x: 90, y: 30)); p.addLine(to: Point(x: 30, y: 90)); p.closeSubpath()
    }
    static let zigzag = Path { p in
        p.move(to: Point(x: 10, y: 50)); p.addLine(to: Point(x: 50, y: 20)); p.addLine(to: Point(x: 90, y: 80))
    }

    static let cases: [(String, Path, StrokeStyle)] = [
        ("closed triangle, miter joins", triangle, StrokeStyle(lineWidth: 10)),
        ("closed triangle, bevel joins", triangle, StrokeStyle(lineWidth: 10, lineJoin: .bevel)),
        ("open zigzag, round caps and joins", zigzag, StrokeStyle(lineWidth: 12, lineCap: .round, lineJoin: .round)),
        ("open zigzag, square caps", zigzag, StrokeStyle(lineWidth: 8, lineCap: .square)),
        ("dashed ellipse", Path.ellipse(in: Rect(x: 10, y: 10, width: 80, height: 60)), StrokeStyle(lineWidth: 6, dash: [10, 6])),
    ]

    @Test(arguments: cases.indices)
    func fillingTheStrokedPathPaintsWhatTheStrokePaints(_ index: Int) throws {
        let (_, path, style) = Self.cases[index]
        let stroke = try renderImage(path.stroke(Color.black, style: style).frame(width: 100, height: 100), scale: 2).bitmap
        let fill = try renderImage(path.stroked(style).fill(Color.black).frame(width: 100, height: 100), scale: 2).bitmap
        #expect(stroke.width == fill.width && stroke.height == fill.height)
        var differing = 0, painted = 0
        for y in 0..<stroke.height {
            for x in 0..<stroke.width {
                let (a, b) = (Int(stroke.pixel(x: x, y: y).a), Int(fill.pixel(x: x, y: y).a))
                if a > 128 { painted += 1 }
                // Edges may antialias a little differently (curves are flattened); nothing more.
                if abs(a - b) > 64 { differing += 1 }
            }
        }
        #expect(painted > 500)
        #expect(Double(differing) / Double(painted) < 0.01, "\(differing) of \(painted) painted pixels differ")
    }
}
