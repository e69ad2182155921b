import LoomGraphics

/// SwiftUI's `VectorArithmetic`: a value that can be added, subtracted and scaled, so that a
/// change from `a` to `b` can be shown part way, `a + (b - a) × progress`.
public protocol AnimatableData {
    static func + (lhs: Self, rhs: Self) -> Self
    static func - (lhs: Self, rhs: Self) -> Self
    func scaled(by factor: Double) -> Self
    /// Whether two values are the same (a change of nothing needs no animation).
    func isClose(to other: Self) -> Bool
}

extension Double: AnimatableData {
    public func scaled(by factor: Double) -> Double { self * factor }
    public func isClose(to other: Double) -> Bool { self == other }
}

extension Point: AnimatableData {
    public func scaled(by factor: Double) -> Point { Point(x: x * factor, y: y * factor) }
    public func isClose(to other: Point) -> Bool { self == other }
}

extension Size: AnimatableData {
    public static func + (lhs: Size, rhs: Size) -> Size { Size(width: lhs.width + rhs.width, height: lhs.height + rhs.height) }
    public static func - (lhs: Size, rhs: Size) -> Size { Size(width: lhs.width - rhs.width, height: lhs.height - rhs.height) }
    public func scaled(by factor: Double) -> Size { Size(width: width * factor, height: height * factor) }
    public func isClose(to other: Size) -> Bool { self == other }
}

/// Two animatable values as one (`AnimatablePair`).
public struct AnimatablePair<First: AnimatableData, Second: AnimatableData>: AnimatableData {
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }
    public func scaled(by factor: Double) -> Self { Self(first.scaled(by: factor), second.scaled(by: factor)) }
    public func isClose(to other: Self) -> Bool { first.isClose(to: other.first) && second.isClose(to: other.second) }
}

/// Any number of values animated together (a script type's `animatableData`, a gradient's
/// stops): values of different lengths do not animate, the new one shows at once.
public struct AnimatableVector: AnimatableData, Hashable {
    public var values: [Double]

    public init(_ values: [Double]) { self.values = values }

    public static func + (lhs: Self, rhs: Self) -> Self {
        guard lhs.values.count == rhs.values.count else { return rhs }
        return Self(zip(lhs.values, rhs.values).map { $0 + $1 })
    }

    public static func - (lhs: Self, rhs: Self) -> Self {
        guard lhs.values.count == rhs.values.count else { return Self(lhs.values.map { _ in 0 }) }
        return Self(zip(lhs.values, rhs.values).map { $0 - $1 })
    }

    public func scaled(by factor: Double) -> Self { Self(values.map { $0 * factor }) }
    public func isClose(to other: Self) -> Bool { values == other.values }
}

/// Colours animate through their straight-alpha sRGB components, as SwiftUI's `Color.Resolved` does.
extension RGBA: AnimatableData {
    public static func + (lhs: RGBA, rhs: RGBA) -> RGBA {
        RGBA(red: lhs.red + rhs.red, green: lhs.green + rhs.green, blue: lhs.blue + rhs.blue, alpha: lhs.alpha + rhs.alpha)
    }
    public static func - (lhs: RGBA, rhs: RGBA) -> RGBA {
        RGBA(red: lhs.red - rhs.red, green: lhs.green - rhs.green, blue: lhs.blue - rhs.blue, alpha: lhs.alpha - rhs.alpha)
    }
    public func scaled(by factor: Double) -> RGBA { RGBA(red: red * factor, green: green * factor, blue: blue * factor, alpha: alpha * factor) }
    public func isClose(to other: RGBA) -> Bool { self == other }
}
