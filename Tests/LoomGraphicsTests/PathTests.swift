import Foundation
import Testing
@testable import LoomGraphics

@Suite struct PathTests {
    func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-6) -> Bool {
        abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
    }

    func length(of path: Path) -> Double {
        path.flattened().map(\.length).reduce(0, +)
    }

    @Test func clockwiseTrueRunsCounterClockwiseOnScreen() {
        // SwiftUI's flipped convention: 0° → 90° with clockwise: true is the long way round.
        var path = Path()
        path.addArc(center: Point(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let circumference = 2 * Double.pi * 10
        #expect(abs(length(of: path) - circumference * 0.75) < 0.05)
        // It passes through 12 o'clock (y = −10), which the short arc never reaches.
        #expect(path.controlPointBounds.minY < -9.9)
        var short = Path()
        short.addArc(center: Point(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(abs(length(of: short) - circumference * 0.25) < 0.05)
        #expect(close(short.currentPoint!, Point(x: 0, y: 10)))
    }

    @Test func negativeRadiusMirrorsTheArcThroughItsCenter() {
        // CoreGraphics computes an arc's points as center + radius·(cos, sin), sign and all:
        // 0° → 90° with radius −10 runs from (−10, 0) through (−7.07, −7.07) to (0, −10).
        var path = Path()
        path.addArc(center: Point(x: 0, y: 0), radius: -10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        guard case .move(let start) = path.elements.first else { Issue.record("no start"); return }
        #expect(close(start, Point(x: -10, y: 0)))
        #expect(close(path.currentPoint!, Point(x: 0, y: -10)))
        #expect(abs(length(of: path) - 2 * Double.pi * 10 * 0.25) < 0.05)
        #expect(path.controlPointBounds.maxX <= 1e-9 && path.controlPointBounds.maxY <= 1e-9)
    }

    @Test func ellipseStartsAtThreeOClockAndRunsClockwise() {
        let circle = Path.ellipse(in: Rect(x: -10, y: -10, width: 20, height: 20))
        let quarter = circle.trimmed(from: 0, to: 0.25)
        guard case .move(let start) = quarter.elements.first else { Issue.record("no start"); return }
        #expect(close(start, Point(x: 10, y: 0), 0.01))
        #expect(close(quarter.currentPoint!, Point(x: 0, y: 10), 0.05))
    }

    @Test func trimOfARectangleFollowsItsEdges() {
        let square = Path.rect(Rect(x: 0, y: 0, width: 10, height: 10))
        let half = square.trimmed(from: 0, to: 0.5)
        #expect(close(half.currentPoint!, Point(x: 10, y: 10)))
        #expect(square.trimmed(from: 0.6, to: 0.4).isEmpty)
        #expect(square.trimmed(from: 0, to: 1) == square)
    }

    @Test func conicColourFillsTheGapHalfAndHalf() {
        let stops = [GradientStop(color: .black, location: 0), GradientStop(color: .white, location: 1)]
        // A half-turn sweep from 0: the other half shows white, then black past its middle.
        #expect(ConicMesh.color(at: .pi / 2, stops: stops, startAngle: 0, endAngle: .pi).red == 0.5)
        #expect(ConicMesh.color(at: 1.2 * .pi, stops: stops, startAngle: 0, endAngle: .pi) == .white)
        #expect(ConicMesh.color(at: 1.8 * .pi, stops: stops, startAngle: 0, endAngle: .pi) == .black)
    }
}

@Suite struct ContinuousCornerTests {
    @Test func cornersEaseInOverOnePointFiveRadii() {
        let path = Path { $0.addContinuousRoundedRect(in: Rect(x: 0, y: 0, width: 200, height: 100), cornerRadius: 10) }
        guard case .move(let start) = path.elements.first else { Issue.record("no start"); return }
        #expect(abs(start.x - 15.2866483) < 1e-6 && start.y == 0)
        #expect(path.controlPointBounds == Rect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test func maximalRadiusIsAStadium() {
        // At r = half the height, the blend reaches a circular corner: the same outline as a capsule's.
        let rect = Rect(x: 0, y: 0, width: 120, height: 40)
        let continuous = Path { $0.addContinuousRoundedRect(in: rect, cornerRadius: 20) }.flattened()
        let circular = Path.roundedRect(rect, cornerRadius: 20).flattened()
        func area(_ segments: [Path.LineSegment]) -> Double {
            segments.reduce(0) { $0 + ($1.from.x * $1.to.y - $1.to.x * $1.from.y) } / 2
        }
        #expect(abs(area(continuous) - area(circular)) < 0.5)
    }

    @Test func continuousCornersCutLessThanCircularOnes() {
        // The squircle keeps more of the corner's area than a quarter circle of the same radius.
        let rect = Rect(x: 0, y: 0, width: 200, height: 200)
        func area(_ path: Path) -> Double {
            path.flattened().reduce(0) { $0 + ($1.from.x * $1.to.y - $1.to.x * $1.from.y) } / 2
        }
        let squircle = area(Path { $0.addContinuousRoundedRect(in: rect, cornerRadius: 30) })
        let circle = area(Path.roundedRect(rect, cornerRadius: 30))
        #expect(squircle < circle)
    }

    /// CoreGraphics' `addRelativeArc(…transform:)`: the transform moves the arc, and a path with a
    /// current point joins it with a line to the arc's moved start, in one subpath.
    @Test func aTransformedRelativeArcJoinsTheCurrentPoint() {
        var path = Path()
        path.move(to: Point(x: 5, y: 5))
        path.addRelativeArc(center: Point(x: 20, y: 20), radius: 15, startAngle: 0, delta: .pi, transform: Transform(scaleX: 2, y: 1))
        #expect(path.elements.filter { if case .move = $0 { true } else { false } }.count == 1)
        guard path.elements.count > 1, case .line(let start) = path.elements[1] else { Issue.record("no joining line: \(path.elements)"); return }
        #expect(abs(start.x - 70) < 1e-6 && abs(start.y - 20) < 1e-6)
        #expect(abs(path.currentPoint!.x - 10) < 1e-6 && abs(path.currentPoint!.y - 20) < 1e-6)
    }
}
