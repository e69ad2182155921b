import LoomGraphics

/// Where views line up across a vertical stack or inside a frame, horizontally.
public enum HorizontalAlignment: Hashable, Sendable {
    case leading, center, trailing
}

/// Where views line up across a horizontal stack or inside a frame, vertically.
public enum VerticalAlignment: Hashable, Sendable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
}

/// A horizontal and a vertical alignment together, for frames, overlays and `ZStack`.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

extension LayoutNode {
    /// Where this node, at `size`, goes inside `box` so that its `alignment` guides meet the box's.
    func alignedOrigin(of size: Size, in box: Rect, alignment: Alignment) -> Point {
        let parentX = Self.standardGuide(alignment.horizontal, box.width)
        let parentY = Self.standardGuide(alignment.vertical, box.height)
        let childX = horizontalGuide(alignment.horizontal, in: size)
        let childY = verticalGuide(alignment.vertical, in: size)
        return Point(x: box.minX + parentX - childX, y: box.minY + parentY - childY)
    }

    static func standardGuide(_ alignment: HorizontalAlignment, _ length: Double) -> Double {
        switch alignment {
        case .leading: 0
        case .center: length / 2
        case .trailing: length
        }
    }

    static func standardGuide(_ alignment: VerticalAlignment, _ length: Double) -> Double {
        switch alignment {
        case .top: 0
        case .center: length / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: length
        }
    }
}
