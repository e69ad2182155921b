import LoomGraphics

/// Where views line up across a vertical stack or inside a frame, horizontally.
public enum HorizontalAlignment: Hashable, Sendable {
    case leading, center, trailing
    /// A program's own guide (`HorizontalAlignment(MyCenterID.self)`).
    case custom(CustomAlignment)
}

/// Where views line up across a horizontal stack or inside a frame, vertically.
public enum VerticalAlignment: Hashable, Sendable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
    case custom(CustomAlignment)
}

/// A guide a program defines with an `AlignmentID` type: one guide per type (two made from it
/// are the same guide), lying where `defaultValue` says in a view that does not set it
/// explicitly with `alignmentGuide`.
public struct CustomAlignment: Hashable, @unchecked Sendable {
    public let name: String
    let defaultValue: (ViewDimensions) throws -> Double

    public init(name: String, defaultValue: @escaping (ViewDimensions) throws -> Double) {
        self.name = name
        self.defaultValue = defaultValue
    }

    public static func == (a: CustomAlignment, b: CustomAlignment) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The default value in a view of these dimensions; `fallback` where the program's failed.
    func value(in dimensions: ViewDimensions, fallback: Double) -> Double {
        guard let value = try? defaultValue(dimensions), value.isFinite else { return fallback }
        return value
    }
}

/// A box with no guides of its own: what a frame, a ZStack or an overlay lines its content up in.
private final class PlainBox: LayoutNode {}

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
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
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
        case .custom(let c): c.value(in: ViewDimensions(node: PlainBox(), size: Size(width: length, height: 0)), fallback: length / 2)
        }
    }

    static func standardGuide(_ alignment: VerticalAlignment, _ length: Double) -> Double {
        switch alignment {
        case .top: 0
        case .center: length / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: length
        case .custom(let c): c.value(in: ViewDimensions(node: PlainBox(), size: Size(width: 0, height: length)), fallback: length / 2)
        }
    }
}

/// One alignment guide, horizontal or vertical: what `alignmentGuide` overrides and containers combine.
public enum AlignmentKey: Hashable, Sendable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)

    var axis: Axis {
        switch self {
        case .horizontal: .horizontal
        case .vertical: .vertical
        }
    }

    /// How a container merges its children's explicit values (SwiftUI's `_combineExplicit`):
    /// the mean, except the first baseline takes the topmost and the last baseline the lowest.
    func combine(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        switch self {
        case .vertical(.firstTextBaseline): return values.min()
        case .vertical(.lastTextBaseline): return values.max()
        default: return values.reduce(0, +) / Double(values.count)
        }
    }
}

/// A view's size and guide values, as an `alignmentGuide` closure sees them.
public struct ViewDimensions {
    public let width: Double
    public let height: Double
    let node: LayoutNode
    let overriding: AlignmentKey?

    init(node: LayoutNode, size: Size, overriding: AlignmentKey? = nil) {
        self.node = node
        self.width = size.width
        self.height = size.height
        self.overriding = overriding
    }

    var size: Size { Size(width: width, height: height) }

    /// The guide's value: explicit when the view sets it, else its default.
    public subscript(guide: HorizontalAlignment) -> Double { node.horizontalGuide(guide, in: size) }
    public subscript(guide: VerticalAlignment) -> Double { node.verticalGuide(guide, in: size) }

    /// The guide's value only when the view sets it explicitly.
    public subscript(explicit guide: HorizontalAlignment) -> Double? { node.explicitValue(.horizontal(guide), in: size) }
    public subscript(explicit guide: VerticalAlignment) -> Double? { node.explicitValue(.vertical(guide), in: size) }
}

extension LayoutNode {
    /// Where this node, at `size`, goes inside `box` so its `alignment` guides meet those of
    /// `parent` (the view an overlay is laid over), which fills the box.
    /// `measured`: the size the parent was measured at, for its explicit guides, when the box is that size snapped to pixels.
    func alignedOrigin(of size: Size, in box: Rect, alignment: Alignment, matching parent: LayoutNode, measured: ProposedSize? = nil) -> Point {
        let guideSize = measured.map { Size(width: $0.width ?? box.width, height: $0.height ?? box.height) } ?? box.size
        let parentX = parent.explicitValue(.horizontal(alignment.horizontal), in: guideSize) ?? parent.horizontalGuide(alignment.horizontal, in: box.size)
        let parentY = parent.explicitValue(.vertical(alignment.vertical), in: guideSize) ?? parent.verticalGuide(alignment.vertical, in: box.size)
        return Point(x: box.minX + parentX - horizontalGuide(alignment.horizontal, in: size),
                     y: box.minY + parentY - verticalGuide(alignment.vertical, in: size))
    }

    /// The explicit values children placed at `frames` (in this node's coordinates) give `key`.
    static func combinedExplicitGuide(_ key: AlignmentKey, children: [LayoutNode], frames: [Rect]) -> Double? {
        var values: [Double] = []
        for (child, frame) in zip(children, frames) {
            guard let value = child.explicitValue(key, in: frame.size) else { continue }
            values.append(value + (key.axis == .horizontal ? frame.minX : frame.minY))
        }
        return key.combine(values)
    }
}
