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
final class CaptureNode: ModifierNode {
    let report: (DisplayList, Rect, [Int]) -> Void

    init(child: LayoutNode, report: @escaping (DisplayList, Rect, [Int]) -> Void) {
        self.report = report
        super.init(child: child)
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        let path = context.drawingPath
        let inner = context.collect { child.render(in: frame, proposal: proposal, into: context) }
        for item in inner.items { context.append(item) }
        report(inner, frame, path)
    }

    // Invisible to layout: it stands for its child in every question a parent asks.
    override var layoutPriority: Double { child.layoutPriority }
    override var isSpacer: Bool { child.isSpacer }
    override var zIndex: Double { child.zIndex }
    override var textEdgeFontSize: Double? { child.textEdgeFontSize }
    override func subtreeMayDefine(_ key: AlignmentKey) -> Bool { child.mayDefine(key) }
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
            CaptureNode(child: node) { [unowned self] list, frame, path in
                self.drawings[k][key, default: [:]][i] = Drawing(list: list, frame: frame, path: path, transition: transition)
            }
        }
    }

    /// The views leaving at frame time `t` (or still there before the change that removes them),
    /// each with the frame to draw it in and where in the display list it was.
    func leaving(at t: Double) -> [(node: LayoutNode, frame: Rect, path: [Int])] {
        departures.flatMap { departure -> [(node: LayoutNode, frame: Rect, path: [Int])] in
            let change = changes[departure.change - 1]
            // Before the change it is still there as it was; removed without animation, it is gone then.
            guard let animation = change.animation ?? (t < change.time ? .linear(duration: 0) : nil) else { return [] }
            let p = t < change.time ? 0 : animation.progress(at: t - change.time)
            guard p < 1 else { return [] }
            return departure.drawings.sorted { $0.key < $1.key }.map { _, drawing in
                (drawing.transition.removal.applied(to: ReplayNode(drawing), progress: 1 - p), drawing.frame, drawing.path)
            }
        }
    }
}
