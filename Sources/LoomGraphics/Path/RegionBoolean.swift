import Foundation

/// Boolean operations on the regions two sets of polygons fill, the engine behind
/// `Path.union(_:eoFill:)` and its siblings.
///
/// The method is edge selection rather than Vatti's or Martinez's sweep with its event queue:
/// every edge of both outlines is cut where it crosses or touches another (self-crossings
/// included), the pieces are merged when they coincide, and a piece is kept when the result's
/// region lies on exactly one side of it — tested by the winding numbers of two probe points just
/// either side of its midpoint, so either fill rule, holes, self-intersecting outlines and shared
/// edges need no special cases. Kept pieces are turned so the region is on their right on screen
/// (outer outlines run clockwise, holes counter-clockwise) and linked into rings; the result
/// fills the same under the non-zero and the even-odd rule. It costs O(n²) in the number of
/// edges for the probes, which is fine for the hundreds to few thousands of edges that shapes
/// flatten to (`Path.flatteningTolerance`); Martinez's O((n + k) log n) would matter only far
/// beyond that.
struct RegionBoolean {
    enum Operation {
        case union, intersection, subtraction, symmetricDifference
        /// The first region alone: its outline made simple (`Path.normalized(eoFill:)`).
        case normalization

        func combine(_ a: Bool, _ b: Bool) -> Bool {
            switch self {
            case .union: a || b
            case .intersection: a && b
            case .subtraction: a && !b
            case .symmetricDifference: a != b
            case .normalization: a
            }
        }
    }

    /// Points closer than this (in points) are the same vertex.
    static let snap = 1e-6

    struct Edge {
        var from: Point
        var to: Point
        var minX: Double { Swift.min(from.x, to.x) }
        var maxX: Double { Swift.max(from.x, to.x) }
        var minY: Double { Swift.min(from.y, to.y) }
        var maxY: Double { Swift.max(from.y, to.y) }
        var isFinite: Bool { from.x.isFinite && from.y.isFinite && to.x.isFinite && to.y.isFinite }
    }

    /// The rings filling `op` of the regions `a` and `b` fill under the rule `eoFill` chooses.
    static func combine(_ a: [[Point]], _ b: [[Point]], _ op: Operation, eoFill: Bool) -> [[Point]] {
        let edges = Self.edges(of: a) + Self.edges(of: b)
        let cuts = Self.cuts(edges) { _, _ in true }
        var vertices = VertexTable()
        var pieces = Set<PieceKey>()
        for (index, edge) in edges.enumerated() {
            let along = [(0.0, edge.from)] + cuts[index].sorted { $0.0 < $1.0 } + [(1.0, edge.to)]
            var previous = vertices.index(of: along[0].1)
            for (_, point) in along.dropFirst() {
                let next = vertices.index(of: point)
                if next != previous { pieces.insert(PieceKey(previous, next)) }
                previous = next
            }
        }
        var kept: [(Int, Int)] = []
        for piece in pieces {
            let p = vertices.points[piece.low], q = vertices.points[piece.high]
            let length = hypot(q.x - p.x, q.y - p.y)
            guard length > 0 else { continue }
            let mid = Point(x: (p.x + q.x) / 2, y: (p.y + q.y) / 2)
            let offset = Swift.min(1e-7, length * 1e-3)
            // n is the normal on the right of p → q on screen (y grows downwards).
            let n = Point(x: -(q.y - p.y) / length * offset, y: (q.x - p.x) / length * offset)
            func inside(_ probe: Point) -> Bool {
                op.combine(Path.isInside(winding: Path.winding(of: probe, in: a), eoFill: eoFill),
                           Path.isInside(winding: Path.winding(of: probe, in: b), eoFill: eoFill))
            }
            let right = inside(mid + n), left = inside(mid - n)
            if right == left { continue }
            kept.append(right ? (piece.low, piece.high) : (piece.high, piece.low))
        }
        return link(kept, vertices.points)
    }

    /// The closed outlines of `rings` as edges; zero-length and non-finite ones are left out.
    static func edges(of rings: [[Point]]) -> [Edge] {
        var out: [Edge] = []
        for ring in rings {
            for i in ring.indices {
                let edge = Edge(from: ring[i], to: ring[(i + 1) % ring.count])
                if edge.from != edge.to, edge.isFinite { out.append(edge) }
            }
        }
        return out
    }

    /// Where each edge is crossed or touched by another that `pairs` says to compare, as
    /// (fraction along it, point). A crossing gets one point shared by both edges, and an edge
    /// touched at the other's end is cut at exactly that end point, so the pieces meet at equal
    /// vertices. A sweep in x keeps only the edges whose x range reaches the current one.
    static func cuts(_ edges: [Edge], pairs: (Int, Int) -> Bool) -> [[(Double, Point)]] {
        var result = [[(Double, Point)]](repeating: [], count: edges.count)
        let order = edges.indices.sorted { edges[$0].minX < edges[$1].minX }
        var active: [Int] = []
        for i in order {
            let e = edges[i]
            active.removeAll { edges[$0].maxX < e.minX - snap }
            for j in active where pairs(i, j) {
                let f = edges[j]
                guard f.maxY >= e.minY - snap, f.minY <= e.maxY + snap else { continue }
                cut(i, j, edges, into: &result)
            }
            active.append(i)
        }
        return result
    }

    /// Records the cuts where edges i and j meet.
    static func cut(_ i: Int, _ j: Int, _ edges: [Edge], into result: inout [[(Double, Point)]]) {
        let e = edges[i], f = edges[j]
        let r = e.to - e.from, s = f.to - f.from
        let rLength = hypot(r.x, r.y), sLength = hypot(s.x, s.y)
        let denominator = r.x * s.y - r.y * s.x
        // Cuts closer than the snap distance to an end would make a piece too short to keep.
        func cutE(_ t: Double, _ p: Point) { if t * rLength > snap, (1 - t) * rLength > snap { result[i].append((t, p)) } }
        func cutF(_ u: Double, _ p: Point) { if u * sLength > snap, (1 - u) * sLength > snap { result[j].append((u, p)) } }
        if abs(denominator) > 1e-12 * rLength * sLength {
            let qp = f.from - e.from
            let t = (qp.x * s.y - qp.y * s.x) / denominator
            let u = (qp.x * r.y - qp.y * r.x) / denominator
            let tSnap = snap / rLength, uSnap = snap / sLength
            guard t >= -tSnap, t <= 1 + tSnap, u >= -uSnap, u <= 1 + uSnap else { return }
            // An end within the snap distance is the meeting point itself.
            let point: Point
            if u <= uSnap { point = f.from } else if u >= 1 - uSnap { point = f.to }
            else if t <= tSnap { point = e.from } else if t >= 1 - tSnap { point = e.to }
            else { point = Point(x: e.from.x + r.x * t, y: e.from.y + r.y * t) }
            cutE(t, point)
            cutF(u, point)
            return
        }
        // Parallel: collinear edges that overlap cut each other at each other's ends.
        func distance(_ p: Point, toLineThrough a: Point, _ d: Point, _ length: Double) -> Double {
            abs((p.x - a.x) * d.y - (p.y - a.y) * d.x) / length
        }
        for p in [f.from, f.to] where distance(p, toLineThrough: e.from, r, rLength) < snap {
            cutE(((p.x - e.from.x) * r.x + (p.y - e.from.y) * r.y) / (rLength * rLength), p)
        }
        for p in [e.from, e.to] where distance(p, toLineThrough: f.from, s, sLength) < snap {
            cutF(((p.x - f.from.x) * s.x + (p.y - f.from.y) * s.y) / (sLength * sLength), p)
        }
    }

    /// Directed pieces (vertex indices) joined end to start into rings; collinear runs become
    /// one edge. Where several pieces leave one vertex (two outlines touching at a corner) any
    /// choice fills the same, because a ring set's winding numbers are the sum of its edges'.
    static func link(_ pieces: [(Int, Int)], _ points: [Point]) -> [[Point]] {
        var outgoing: [Int: [Int]] = [:]
        for (index, piece) in pieces.enumerated() { outgoing[piece.0, default: []].append(index) }
        var used = [Bool](repeating: false, count: pieces.count)
        var rings: [[Point]] = []
        for start in pieces.indices where !used[start] {
            var ring: [Int] = []
            var index = start
            while true {
                used[index] = true
                ring.append(pieces[index].0)
                let end = pieces[index].1
                if end == pieces[start].0 { break }
                guard let next = outgoing[end]?.first(where: { !used[$0] }) else { break }
                index = next
            }
            let simplified = removingCollinear(ring.map { points[$0] })
            if simplified.count > 2 { rings.append(simplified) }
        }
        return rings
    }

    static func removingCollinear(_ ring: [Point]) -> [Point] {
        var points = ring
        var changed = true
        while changed, points.count > 2 {
            changed = false
            var out: [Point] = []
            for i in points.indices {
                let a = out.last ?? points[(i - 1 + points.count) % points.count]
                let b = points[i], c = points[(i + 1) % points.count]
                let ab = hypot(b.x - a.x, b.y - a.y), bc = hypot(c.x - b.x, c.y - b.y)
                let ac = hypot(c.x - a.x, c.y - a.y)
                // b is on the straight line from a to c: leave it out.
                if ab + bc - ac < 1e-9 * Swift.max(ac, 1) { changed = true; continue }
                out.append(b)
            }
            points = out
        }
        return points
    }

    /// Vertices found again by position (to `snap`), so pieces cut at one point share an index.
    struct VertexTable {
        var points: [Point] = []
        private var byKey: [Key: Int] = [:]
        struct Key: Hashable { var x: Int, y: Int }

        mutating func index(of p: Point) -> Int {
            let key = Key(x: Int(saturating: (p.x / RegionBoolean.snap).rounded()), y: Int(saturating: (p.y / RegionBoolean.snap).rounded()))
            if let index = byKey[key] { return index }
            points.append(p)
            byKey[key] = points.count - 1
            return points.count - 1
        }
    }

    /// A piece regardless of direction, so the same piece of two outlines is counted once.
    struct PieceKey: Hashable {
        let low: Int, high: Int
        init(_ a: Int, _ b: Int) { (low, high) = a < b ? (a, b) : (b, a) }
    }
}
