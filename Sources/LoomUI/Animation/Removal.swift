import LoomGraphics

/// Removal transitions: a view with a `transition` that an animated change takes away leaves
/// with the transition's removal half, from itself to the transition's active state, over the
/// change's animation (SwiftUI's `AnyTransition`; Docs/Animation.md §Transitions).
///
/// The frames are computed from the final state, in which the view is gone. So in every
/// snapshot a view with a transition keeps what it drew, where, and at which place in the display
/// list (`Drawing`); a frame puts the drawings of views that a change removed back in that place
/// — inside the same clips and layers, in front of and behind the same views — with the transition
/// at that change's progress. Its siblings do not wait for it: they take their new places at
/// once, as layout gives them (SwiftUI animates them there).
struct Drawing {
    var list: DisplayList
    var frame: Rect
    /// Where its items were in the display list (`RenderContext.drawingPath`).
    var path: [Int]
    /// The layout key of the node that placed it and that node's origin then (LayoutAnimation.swift).
    var parent: (key: String, origin: Point)?
    var transition: Transition
}

/// What one view with a transition drew: a drawing per layout node it resolved to.
typealias Drawings = [Int: Drawing]

extension Transition {
    /// The half that plays when the view leaves.
    public var removal: Transition {
        switch self {
        case .asymmetric(_, let removal): return removal
        case .combined(let parts): return .combined(parts.map(\.removal))
        default: return self
        }
    }
}

/// Records what its child draws, for the clock, and draws it unchanged.
final class CaptureNode: TransparentNode {
    let report: (DisplayList, Rect, [Int], (key: String, origin: Point)?) -> Void

    init(child: LayoutNode, report: @escaping (DisplayList, Rect, [Int], (key: String, origin: Point)?) -> Void) {
        self.report = report
        super.init(child: child)
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        let path = context.drawingPath
        let parent = context.layoutMotion?.currentParent
        let inner = context.collect { child.render(in: frame, proposal: proposal, into: context) }
        for item in inner.items { context.append(item) }
        report(inner, context.snap(frame.withoutNaN), path, parent)
    }
}

/// A recorded drawing, drawn again at the frame it is given (the one it was recorded in).
final class ReplayNode: LayoutNode {
    let drawing: Drawing

    init(_ drawing: Drawing) {
        self.drawing = drawing
        super.init()
    }

    override func measure(_ proposal: ProposedSize) -> Size { drawing.frame.size }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        let shift = Transform(translationX: frame.minX - drawing.frame.minX, y: frame.minY - drawing.frame.minY)
        context.append(.layer(drawing.list, transform: shift, opacity: 1, clip: nil, evenOddClip: false))
    }

    override var debugName: String { "Removed" }
}

extension MotionClock {
    /// In a snapshot, keeps what the view with a transition under `key` draws.
    func capture(_ nodes: [LayoutNode], key: String, transition: Transition) -> [LayoutNode] {
        guard case .snapshot(let k) = pass else { return nodes }
        return nodes.enumerated().map { i, node in
            CaptureNode(child: node) { [unowned self] list, frame, path, parent in
                let drawing = Drawing(list: list, frame: frame, path: path, parent: parent, transition: transition)
                self.drawings[k][key, default: [:]][i] = drawing
                // Where it is from its parent, as an animated value: a leaving view still moves
                // as the changes before its removal move it, and with its parent.
                _ = self.animate(Self.relativeOrigin(of: drawing), key: Self.drawingKey(key, i), implicit: nil)
            }
        }
    }

    static func drawingKey(_ key: String, _ part: Int) -> String { "drawing." + key + ".\(part)" }

    static func relativeOrigin(of drawing: Drawing) -> Point {
        let base = drawing.parent?.origin ?? .zero
        return Point(x: drawing.frame.minX - base.x, y: drawing.frame.minY - base.y)
    }

    /// Where a leaving view's drawing goes at `t`: from where its parent is now (or was, when the
    /// parent is gone too), at its place in the parent less what the changes before its removal
    /// still had to move it there; its size stays the drawing's.
    private func place(_ drawing: Drawing, _ key: String, at t: Double, layout: LayoutMotion?) -> Rect {
        let moved = shown(Self.relativeOrigin(of: drawing), key: key, at: t)
        let base = drawing.parent.flatMap { layout?.shownOrigins[$0.key] } ?? drawing.parent?.origin ?? .zero
        return Rect(x: base.x + moved.x, y: base.y + moved.y, width: drawing.frame.width, height: drawing.frame.height)
    }

    /// The views leaving at frame time `t` (or still there before the change that removes them),
    /// each with the frame to draw it in and where in the display list it was.
    func leaving(at t: Double, layout: LayoutMotion?) -> [(node: LayoutNode, frame: Rect, path: [Int])] {
        departures.flatMap { departure -> [(node: LayoutNode, frame: Rect, path: [Int])] in
            let change = changes[departure.change - 1]
            if t < change.time {
                // Still there as it was before the change that removes it — once it is there at
                // all: a view a later change inserted is not drawn before, and comes in with its
                // insertion until that is over.
                let inserting = insertion(ofDeparted: departure.key, before: departure.change, at: t)
                guard inserting >= 0 else { return [] }
                return departure.drawings.sorted { $0.key < $1.key }.map { i, drawing in
                    let node: LayoutNode = inserting < 1 ? drawing.transition.applied(to: ReplayNode(drawing), progress: inserting) : ReplayNode(drawing)
                    return (node, place(drawing, Self.drawingKey(departure.key, i), at: t, layout: layout), drawing.path)
                }
            }
            guard let animation = change.animation else { return [] }
            let p = animation.progress(at: t - change.time)
            guard p < 1 else { return [] }
            return departure.drawings.sorted { $0.key < $1.key }.map { i, drawing in
                (drawing.transition.removal.applied(to: ReplayNode(drawing), progress: 1 - p),
                 place(drawing, Self.drawingKey(departure.key, i), at: t, layout: layout), drawing.path)
            }
        }
    }
}
