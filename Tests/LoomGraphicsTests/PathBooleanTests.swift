import Foundation
import Testing
@testable import LoomGraphics

/// Boolean operations checked against areas and containment worked out by hand. Curves are
/// flattened to within `Path.flatteningTolerance` (0.01 pt): an inscribed polygon loses at most
/// about ⅔ × perimeter × tolerance of a circle's area, hence the tolerances on circles.
@Suite struct PathBooleanTests {
    let a = Path.rect(Rect(x: 0, y: 0, width: 10, height: 10))
    let b = Path.rect(Rect(x: 5, y: 5, width: 10, height: 10))

    func circle(_ cx: Double, _ cy: Double, _ r: Double) -> Path {
        Path.ellipse(in: Rect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
    }

    @Test func overlappingSquares() {
        #expect(abs(a.union(b).filledArea - 175) < 1e-9)
        #expect(abs(a.intersection(b).filledArea - 25) < 1e-9)
        #expect(abs(a.subtracting(b).filledArea - 75) < 1e-9)
        #expect(abs(a.symmetricDifference(b).filledArea - 150) < 1e-9)
        // The intersection is the square they share, as one four-cornered ring.
        let shared = a.intersection(b)
        #expect(shared.bounds == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(shared.fillRings().map(\.count) == [4])
    }

    @Test func containmentOfTheResults() {
        let difference = a.subtracting(b)
        #expect(difference.contains(Point(x: 2, y: 2)))
        #expect(!difference.contains(Point(x: 7, y: 7)))
        #expect(!difference.contains(Point(x: 12, y: 12)))
        let union = a.union(b)
        #expect(union.contains(Point(x: 12, y: 12)) && union.contains(Point(x: 2, y: 2)) && !union.contains(Point(x: 12, y: 2)))
        let xor = a.symmetricDifference(b)
        #expect(!xor.contains(Point(x: 7, y: 7)) && xor.contains(Point(x: 12, y: 12)))
        // The same answers under the even-odd rule: the result's rings do not overlap.
        #expect(!xor.contains(Point(x: 7, y: 7), eoFill: true) && xor.contains(Point(x: 12, y: 12), eoFill: true))
    }

    @Test func squaresSharingAnEdgeMergeIntoOneRectangle() {
        let right = Path.rect(Rect(x: 10, y: 0, width: 10, height: 10))
        let union = a.union(right)
        #expect(abs(union.filledArea - 200) < 1e-9)
        #expect(union.fillRings().map(\.count) == [4])
        #expect(a.intersection(right).isEmpty)
    }

    @Test func aShapeWithItself() {
        #expect(abs(a.union(a).filledArea - 100) < 1e-9)
        #expect(abs(a.intersection(a).filledArea - 100) < 1e-9)
        #expect(a.subtracting(a).isEmpty)
        #expect(a.symmetricDifference(a).isEmpty)
    }

    @Test func annulusFromTwoCircles() {
        let ring = circle(0, 0, 10).subtracting(circle(0, 0, 5))
        #expect(abs(ring.filledArea - .pi * 75) < 0.5)
        #expect(!ring.contains(Point(x: 0, y: 0)))
        #expect(ring.contains(Point(x: 7.5, y: 0)) && ring.contains(Point(x: 0, y: -7.5)))
        #expect(!ring.contains(Point(x: 10.5, y: 0)))
        // Outer outline and hole, turned opposite ways.
        #expect(ring.fillRings().count == 2)
    }

    @Test func lensOfTwoCircles() {
        // Two radius-10 circles 10 apart overlap in 2r²·acos(d/2r) − (d/2)·√(4r² − d²).
        let lens = circle(0, 0, 10).intersection(circle(10, 0, 10))
        let expected = 200 * acos(0.5) - 5 * 300.0.squareRoot()
        #expect(abs(lens.filledArea - expected) < 0.5)
        let union = circle(0, 0, 10).union(circle(10, 0, 10))
        #expect(abs(union.filledArea - (2 * .pi * 100 - expected)) < 1)
        #expect(union.fillRings().count == 1)
    }

    @Test func fillRulesDecideWhatNestedOutlinesMean() {
        // Two squares turned the same way: non-zero fills the inner one, even-odd leaves a hole.
        var nested = Path.rect(Rect(x: 0, y: 0, width: 30, height: 30))
        nested.addRect(Rect(x: 10, y: 10, width: 10, height: 10))
        #expect(abs(nested.normalized(eoFill: false).filledArea - 900) < 1e-9)
        #expect(abs(nested.normalized(eoFill: true).filledArea - 800) < 1e-9)
        #expect(nested.contains(Point(x: 15, y: 15)))
        #expect(!nested.contains(Point(x: 15, y: 15), eoFill: true))
        let clip = Path.rect(Rect(x: 0, y: 0, width: 15, height: 30))
        #expect(abs(nested.intersection(clip, eoFill: true).filledArea - 400) < 1e-9)
    }

    @Test func aSelfCrossingStarNormalized() {
        // A pentagram drawn in one stroke: non-zero fills its centre, even-odd does not.
        let star = Path { p in
            for k in 0..<5 {
                let angle = -Double.pi / 2 + Double(k) * 4 * .pi / 5
                let point = Point(x: 10 * cos(angle), y: 10 * sin(angle))
                if k == 0 { p.move(to: point) } else { p.addLine(to: point) }
            }
            p.closeSubpath()
        }
        let nonZero = star.normalized(eoFill: false), evenOdd = star.normalized(eoFill: true)
        #expect(nonZero.contains(.zero) && !evenOdd.contains(.zero))
        // The centre pentagon is what they differ by; its circumradius is r·sin18°/sin126°.
        let inner = 10 * sin(Double.pi / 10) / sin(7 * Double.pi / 10)
        let pentagon = 2.5 * inner * inner * sin(2 * Double.pi / 5)
        #expect(abs(nonZero.filledArea - evenOdd.filledArea - pentagon) < 1e-6)
    }

    @Test func linesClippedByARegion() {
        var line = Path()
        line.move(to: Point(x: -5, y: 5))
        line.addLine(to: Point(x: 15, y: 5))
        let inside = line.lineIntersection(a)
        #expect(inside.elements == [.move(to: Point(x: 0, y: 5)), .line(to: Point(x: 10, y: 5))])
        let outside = line.lineSubtracting(a)
        #expect(outside.elements == [.move(to: Point(x: -5, y: 5)), .line(to: Point(x: 0, y: 5)),
                                     .move(to: Point(x: 10, y: 5)), .line(to: Point(x: 15, y: 5))])
        // A closed outline inside the region stays closed; one cut keeps the run across its start.
        let small = Path.rect(Rect(x: 2, y: 2, width: 2, height: 2))
        #expect(small.lineIntersection(a).elements.last == .closeSubpath)
        let straddling = Path.rect(Rect(x: 8, y: 2, width: 4, height: 4)).lineIntersection(a)
        #expect(abs(straddling.flattened().map(\.length).reduce(0, +) - 8) < 1e-9)
        #expect(straddling.elements.filter { if case .move = $0 { true } else { false } }.count == 1)
    }

    @Test func emptyAndDegenerateOperands() {
        #expect(abs(a.union(Path()).filledArea - 100) < 1e-9)
        #expect(a.intersection(Path()).isEmpty)
        #expect(Path().subtracting(a).isEmpty)
        var nan = Path()
        nan.move(to: Point(x: .nan, y: 0)); nan.addLine(to: Point(x: 1, y: .infinity)); nan.addLine(to: Point(x: 2, y: 2))
        _ = a.union(nan)
    }
}
