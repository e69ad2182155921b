import LoomGraphics

/// A parent's size proposal; `nil` on an axis asks for the child's ideal length (SwiftUI's `ProposedViewSize`).
public struct ProposedSize: Sendable {
    public var width: Double?
    public var height: Double?
    public init(width: Double?, height: Double?) { self.width = width; self.height = height }
    public static let unspecified = ProposedSize(width: nil, height: nil)
    public static let zero = ProposedSize(width: 0, height: 0)
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)
}

extension ProposedSize {
    /// SwiftUI's `replacingUnspecifiedDimensions(by:)`: nil becomes 10 pt, the default size of a
    /// view that has no opinion (research doc §1.1).
    public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(axis: Axis, major: Double?, minor: Double?) {
        self = axis == .horizontal ? ProposedSize(width: major, height: minor) : ProposedSize(width: minor, height: major)
    }
}

extension ProposedSize: Hashable {}

public enum Axis: Hashable, Sendable, CaseIterable {
    case horizontal, vertical
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension Size {
    subscript(axis: Axis) -> Double {
        axis == .horizontal ? width : height
    }

    init(axis: Axis, major: Double, minor: Double) {
        self = axis == .horizontal ? Size(width: major, height: minor) : Size(width: minor, height: major)
    }
}
