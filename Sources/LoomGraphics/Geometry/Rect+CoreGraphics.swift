/// The rest of `CGRect`'s API, with Core Graphics' rules: every query works on the standardized
/// rectangle (negative sizes flipped), and an operation with no answer gives `null`.
extension Rect {
    /// `CGRect.null`: the rectangle with no position, what an empty intersection is.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)
    public static let infinite = Rect(x: -.greatestFiniteMagnitude / 2, y: -.greatestFiniteMagnitude / 2,
                                      width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }

    /// The same rectangle with a non-negative width and height.
    public var standardized: Rect {
        guard !isNull else { return self }
        return Rect(x: Swift.min(origin.x, origin.x + size.width), y: Swift.min(origin.y, origin.y + size.height),
                    width: abs(size.width), height: abs(size.height))
    }

    /// `insetBy` that gives `null` when the insets are larger than the rectangle.
    public func coreGraphicsInsetBy(dx: Double, dy: Double) -> Rect {
        guard !isNull else { return self }
        let s = standardized
        let r = Rect(x: s.minX + dx, y: s.minY + dy, width: s.width - 2 * dx, height: s.height - 2 * dy)
        return r.size.width < 0 || r.size.height < 0 ? .null : r
    }

    /// `union` where `null` is the identity (a zero-size rectangle still counts, as in Core Graphics).
    public func coreGraphicsUnion(_ other: Rect) -> Rect {
        if isNull { return other }
        if other.isNull { return self }
        let a = standardized, b = other.standardized
        let x0 = Swift.min(a.minX, b.minX), y0 = Swift.min(a.minY, b.minY)
        return Rect(x: x0, y: y0, width: Swift.max(a.maxX, b.maxX) - x0, height: Swift.max(a.maxY, b.maxY) - y0)
    }

    /// The overlap, or `null` when there is none (touching edges overlap in a zero-size rectangle).
    public func intersection(_ other: Rect) -> Rect {
        guard !isNull, !other.isNull else { return .null }
        let a = standardized, b = other.standardized
        let x0 = Swift.max(a.minX, b.minX), y0 = Swift.max(a.minY, b.minY)
        let x1 = Swift.min(a.maxX, b.maxX), y1 = Swift.min(a.maxY, b.maxY)
        guard x1 >= x0, y1 >= y0 else { return .null }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public func intersects(_ other: Rect) -> Bool {
        let i = intersection(other)
        return !i.isNull && i.width > 0 && i.height > 0
    }

    /// Whether `p` is inside: the minimum edges belong to the rectangle, the maximum ones do not.
    public func contains(_ p: Point) -> Bool {
        guard !isNull else { return false }
        let s = standardized
        return p.x >= s.minX && p.x < s.maxX && p.y >= s.minY && p.y < s.maxY
    }

    public func contains(_ r: Rect) -> Bool {
        guard !isNull, !r.isNull else { return false }
        return coreGraphicsUnion(r) == standardized
    }

    /// The smallest rectangle with whole-number edges that contains this one.
    public var integral: Rect {
        guard !isNull else { return self }
        let s = standardized
        let x0 = s.minX.rounded(.down), y0 = s.minY.rounded(.down)
        return Rect(x: x0, y: y0, width: s.maxX.rounded(.up) - x0, height: s.maxY.rounded(.up) - y0)
    }

    /// Which side `divided(atDistance:from:)` measures from (`CGRectEdge`).
    public enum Edge: Sendable { case minX, minY, maxX, maxY }

    /// A slice `distance` wide from `edge`, and what remains.
    public func divided(atDistance distance: Double, from edge: Edge) -> (slice: Rect, remainder: Rect) {
        let s = standardized
        switch edge {
        case .minX:
            let d = Swift.min(Swift.max(distance, 0), s.width)
            return (Rect(x: s.minX, y: s.minY, width: d, height: s.height), Rect(x: s.minX + d, y: s.minY, width: s.width - d, height: s.height))
        case .maxX:
            let d = Swift.min(Swift.max(distance, 0), s.width)
            return (Rect(x: s.maxX - d, y: s.minY, width: d, height: s.height), Rect(x: s.minX, y: s.minY, width: s.width - d, height: s.height))
        case .minY:
            let d = Swift.min(Swift.max(distance, 0), s.height)
            return (Rect(x: s.minX, y: s.minY, width: s.width, height: d), Rect(x: s.minX, y: s.minY + d, width: s.width, height: s.height - d))
        case .maxY:
            let d = Swift.min(Swift.max(distance, 0), s.height)
            return (Rect(x: s.minX, y: s.maxY - d, width: s.width, height: d), Rect(x: s.minX, y: s.minY, width: s.width, height: s.height - d))
        }
    }
}
