import LoomGraphics

extension Shape {
    /// iOS 17's shape operations: the two outlines in the same frame, combined by the path
    /// operation of the same name (`Path.union(_:eoFill:)` …, flattened to 0.01 pt).
    public func union(_ other: any Shape, eoFill: Bool = false) -> CombinedShape { CombinedShape(self, other, .union, eoFill: eoFill) }
    public func intersection(_ other: any Shape, eoFill: Bool = false) -> CombinedShape { CombinedShape(self, other, .intersection, eoFill: eoFill) }
    public func subtracting(_ other: any Shape, eoFill: Bool = false) -> CombinedShape { CombinedShape(self, other, .subtracting, eoFill: eoFill) }
    public func symmetricDifference(_ other: any Shape, eoFill: Bool = false) -> CombinedShape {
        CombinedShape(self, other, .symmetricDifference, eoFill: eoFill)
    }
    public func lineIntersection(_ other: any Shape, eoFill: Bool = false) -> CombinedShape {
        CombinedShape(self, other, .lineIntersection, eoFill: eoFill)
    }
    public func lineSubtracting(_ other: any Shape, eoFill: Bool = false) -> CombinedShape {
        CombinedShape(self, other, .lineSubtracting, eoFill: eoFill)
    }
}

/// Two shapes combined by a boolean operation on their outlines; it sizes like the first.
public struct CombinedShape: Shape {
    public enum Operation: Sendable {
        case union, intersection, subtracting, symmetricDifference, lineIntersection, lineSubtracting
    }

    public var base: any Shape
    public var other: any Shape
    public var operation: Operation
    public var eoFill: Bool

    public init(_ base: any Shape, _ other: any Shape, _ operation: Operation, eoFill: Bool = false) {
        self.base = base
        self.other = other
        self.operation = operation
        self.eoFill = eoFill
    }

    public func path(in rect: Rect) throws -> Path {
        let (a, b) = (try base.path(in: rect), try other.path(in: rect))
        switch operation {
        case .union: return a.union(b, eoFill: eoFill)
        case .intersection: return a.intersection(b, eoFill: eoFill)
        case .subtracting: return a.subtracting(b, eoFill: eoFill)
        case .symmetricDifference: return a.symmetricDifference(b, eoFill: eoFill)
        case .lineIntersection: return a.lineIntersection(b, eoFill: eoFill)
        case .lineSubtracting: return a.lineSubtracting(b, eoFill: eoFill)
        }
    }

    public func sizeThatFits(_ proposal: ProposedSize) throws -> Size { try base.sizeThatFits(proposal) }
}
