import Foundation

/// iOS 17's boolean operations on paths (`Path.union(_:eoFill:)`, `CGPath.subtracting(_:using:)`
/// …). Both outlines are flattened to within `Path.flatteningTolerance` (0.01 pt) first, so the
/// results are polygons — outer outlines clockwise on screen, holes counter-clockwise — that fill
/// the same under either rule. `eoFill` says how both operands are read. See `RegionBoolean`.
extension Path {
    /// What either path fills.
    public func union(_ other: Path, eoFill: Bool = false) -> Path { combined(other, .union, eoFill: eoFill) }

    /// What both paths fill.
    public func intersection(_ other: Path, eoFill: Bool = false) -> Path { combined(other, .intersection, eoFill: eoFill) }

    /// What this path fills and `other` does not.
    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path { combined(other, .subtraction, eoFill: eoFill) }

    /// What exactly one of the paths fills.
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path { combined(other, .symmetricDifference, eoFill: eoFill) }

    /// The same region as simple outlines that neither cross themselves nor overlap.
    public func normalized(eoFill: Bool = true) -> Path { combined(Path(), .normalization, eoFill: eoFill) }

    /// The parts of this path's lines (as a stroke would follow them; closed subpaths include
    /// their closing segment) that lie inside the region `other` fills. The result is open.
    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path { clippedLines(by: other, keepingInside: true, eoFill: eoFill) }

    /// The parts of this path's lines outside the region `other` fills.
    public func lineSubtracting(_ other: Path, eoFill: Bool = false) -> Path { clippedLines(by: other, keepingInside: false, eoFill: eoFill) }

    func combined(_ other: Path, _ op: RegionBoolean.Operation, eoFill: Bool) -> Path {
        Path(rings: RegionBoolean.combine(fillRings(), other.fillRings(), op, eoFill: eoFill))
    }

    /// Closed polygons as a path.
    init(rings: [[Point]]) {
        self.init()
        for ring in rings {
            move(to: ring[0])
            for p in ring.dropFirst() { addLine(to: p) }
            closeSubpath()
        }
    }

    func clippedLines(by other: Path, keepingInside: Bool, eoFill: Bool) -> Path {
        let rings = other.fillRings()
        let regionEdges = RegionBoolean.edges(of: rings)
        var out = Path()
        for subpath in flatSubpaths() {
            var points = subpath.points
            if subpath.closed, let first = points.first, points.last != first { points.append(first) }
            guard points.count > 1 else { continue }
            let lineEdges = zip(points, points.dropFirst()).map { RegionBoolean.Edge(from: $0, to: $1) }.filter(\.isFinite)
            let edges = lineEdges + regionEdges
            let cuts = RegionBoolean.cuts(edges) { ($0 < lineEdges.count) != ($1 < lineEdges.count) }
            // The line's pieces in order, each kept or not by where its middle lies.
            var runs: [[Point]] = []
            var open = false
            for (index, edge) in lineEdges.enumerated() {
                let along = [(0.0, edge.from)] + cuts[index].sorted { $0.0 < $1.0 } + [(1.0, edge.to)]
                for (a, b) in zip(along, along.dropFirst()) where a.1 != b.1 {
                    let mid = Point(x: (a.1.x + b.1.x) / 2, y: (a.1.y + b.1.y) / 2)
                    let inside = Path.isInside(winding: Path.winding(of: mid, in: rings), eoFill: eoFill)
                    if inside == keepingInside {
                        if open { runs[runs.count - 1].append(b.1) } else { runs.append([a.1, b.1]); open = true }
                    } else {
                        open = false
                    }
                }
            }
            // A closed subpath kept all round stays closed; kept across its start, it is one run.
            let keptWhole = subpath.closed && runs.count == 1 && runs[0].first == runs[0].last && open
            if subpath.closed, !keptWhole, runs.count > 1, open, runs[0].first == points.first {
                let last = runs.removeLast()
                runs[0] = last + runs[0].dropFirst()
            }
            for run in runs {
                out.move(to: run[0])
                for p in run.dropFirst() { out.addLine(to: p) }
                if keptWhole { out.closeSubpath() }
            }
        }
        return out
    }
}

extension Path {
    /// The area the path fills under the non-zero rule, as the sum of its flattened rings'
    /// signed areas (exact for the simple, consistently turned rings boolean operations make).
    var filledArea: Double {
        abs(fillRings().reduce(0) { total, ring in
            var twice = 0.0
            for i in ring.indices {
                let p = ring[i], q = ring[(i + 1) % ring.count]
                twice += p.x * q.y - q.x * p.y
            }
            return total + twice / 2
        })
    }
}
