// PureSwiftUI — layout guides: named points over a drawing rect.
import SwiftUI

/// A polar or grid arrangement of points inside a rect. A polar guide has `rings + 1` rings
/// (ring 0 is the centre) and `segments` spokes; segment 0 points straight up and segments
/// go clockwise. `layout[ring, segment]` is the point where a ring meets a spoke; a segment
/// index equal to `yCount` wraps round to segment 0, so a loop `1...yCount` closes a polygon.
struct LayoutGuide {
    enum Kind {
        case polar
        case grid
    }

    let kind: Kind
    let rect: CGRect
    let xCount: Int
    let yCount: Int

    static func polar(_ rect: CGRect, rings: Int, segments: Int) -> LayoutGuide {
        LayoutGuide(kind: .polar, rect: rect, xCount: rings, yCount: segments)
    }

    static func grid(_ rect: CGRect, columns: Int, rows: Int) -> LayoutGuide {
        LayoutGuide(kind: .grid, rect: rect, xCount: columns, yCount: rows)
    }

    var center: CGPoint { rect.center }
    var top: CGPoint { rect.top }
    var bottom: CGPoint { rect.bottom }
    var leading: CGPoint { rect.leading }
    var trailing: CGPoint { rect.trailing }
    var topLeading: CGPoint { rect.topLeading }
    var topTrailing: CGPoint { rect.topTrailing }
    var bottomLeading: CGPoint { rect.bottomLeading }
    var bottomTrailing: CGPoint { rect.bottomTrailing }

    func point(_ x: Int, _ y: Int) -> CGPoint {
        if kind == .grid {
            let fx = CGFloat(x) / CGFloat(max(xCount, 1))
            let fy = CGFloat(y) / CGFloat(max(yCount, 1))
            return CGPoint(x: rect.minX + rect.width * fx, y: rect.minY + rect.height * fy)
        }
        let ring = CGFloat(x) / CGFloat(max(xCount, 1))
        let segment = y % max(yCount, 1)
        let angle = Double(segment) / Double(max(yCount, 1)) * 2 * Double.pi
        let rx = rect.width / 2 * ring
        let ry = rect.height / 2 * ring
        return CGPoint(x: rect.midX + rx * sin(angle), y: rect.midY - ry * cos(angle))
    }

    subscript(_ x: Int, _ y: Int) -> CGPoint {
        point(x, y)
    }
}
