/// A cubic Bézier timing curve from (0, 0) to (1, 1): `Animation.timingCurve(_:_:_:_:duration:)`
/// and the curves of `linear`, `easeIn`, `easeOut` and `easeInOut` (Docs/Animation.md §Curves).
public struct UnitCurve: Hashable, Sendable {
    public var c0x: Double, c0y: Double, c1x: Double, c1y: Double

    public init(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double) {
        // x must stay in 0…1 so that time maps to exactly one point of the curve.
        self.c0x = min(max(c0x.finiteOrZero, 0), 1)
        self.c0y = c0y.finiteOrZero
        self.c1x = min(max(c1x.finiteOrZero, 0), 1)
        self.c1y = c1y.finiteOrZero
    }

    public static let linear = UnitCurve(0, 0, 1, 1)
    public static let easeIn = UnitCurve(0.42, 0, 1, 1)
    public static let easeOut = UnitCurve(0, 0, 0.58, 1)
    public static let easeInOut = UnitCurve(0.42, 0, 0.58, 1)

    /// The curve's height where its x is `progress` (0…1): how far the animation has got.
    public func value(at progress: Double) -> Double {
        let x = min(max(progress, 0), 1)
        if x == 0 || x == 1 { return x }
        if self == .linear { return x }
        let s = parameter(forX: x)
        return Self.bezier(s, c0y, c1y)
    }

    /// One coordinate of the curve at parameter `s`, its end points being 0 and 1.
    static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    static func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// Solves x(s) = x: Newton steps from x itself, then bisection if they stall (x(s) is monotonic).
    func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = Self.bezier(s, c0x, c1x) - x
            if abs(error) < 1e-9 { return s }
            let slope = Self.derivative(s, c0x, c1x)
            if abs(slope) < 1e-6 { break }
            s -= error / slope
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<60 {
            let value = Self.bezier(s, c0x, c1x)
            if abs(value - x) < 1e-9 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}
