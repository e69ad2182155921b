import LoomGraphics

/// Layout animation: when a change under an animation moves or resizes what layout places (a
/// frame's size, padding, a stack making room), each node's place and size move from the old
/// layout to the new one, as SwiftUI animates the geometry layout gives its views
/// (Docs/Animation.md §Layout).
///
/// Every node's frame is recorded on the clock as its origin relative to the node that placed it
/// (less that node's own drawing shift, an `offset`, which animates as a value) and its size,
/// under a key of its kind and its count in the pass. Snapshots record them with the animation in
/// effect where the parent placed the node: the change's, or an `.animation(_:value:)` above it
/// (an `ImplicitAnimationNode`). A frame lays the view out twice: once as the final state places
/// it (`measure`), then drawing, where each node is put at its parent's shown origin plus its own
/// relative origin and size, each the final value less what the changes' animations have still
/// to cover — so a child follows its parent and adds only its own motion.
final class LayoutMotion {
    enum Mode {
        case record
        case measure
        case draw
    }

    let clock: MotionClock
    var mode: Mode
    /// The final layout, by key (from `measure`).
    private var finals: [String: AnimatablePair<Point, Size>] = [:]
    private var counters: [String: Int] = [:]
    /// The nodes being drawn, innermost last: the origin each shows its children from.
    private var parents: [(key: String, origin: Point)] = []
    /// The key `place` gave the node it placed last (the one `enter` then enters).
    private var placedKey = ""
    /// In `draw`, the origin each node showed its children from, by key: where a leaving view's
    /// parent is now (Removal.swift).
    private(set) var shownOrigins: [String: Point] = [:]

    /// The node whose children are being placed, and the origin it places them from.
    var currentParent: (key: String, origin: Point)? { parents.last }
    /// The animation `.animation(_:value:)` modifiers impose, innermost last.
    private var implicit: [Animation??] = []

    init(clock: MotionClock, mode: Mode) {
        self.clock = clock
        self.mode = mode
    }

    /// Key prefixes: the nodes of a view with a transition are counted apart, so that a view
    /// inserted or removed does not shift the keys of the nodes after it.
    private var scopes: [String] = []

    /// The frame `node` shows, given the frame its parent placed it in. Then `enter(drawnAt:)`
    /// with the frame it is drawn in, and `leave()` once it is drawn.
    func place(_ node: LayoutNode, frame: Rect) -> Rect {
        let key: String
        let base: Point
        if let matched = node.motionKey {
            // Keyed by its id and kept in the picture's coordinates, whatever placed it.
            key = matched
            base = .zero
        } else {
            let name = (scopes.last ?? "") + "layout." + node.debugName
            let n = counters[name, default: 0]
            counters[name] = n + 1
            key = "\(name)#\(n)"
            base = parents.last?.origin ?? .zero
        }
        placedKey = key
        let placed = AnimatablePair(Point(x: frame.minX - base.x, y: frame.minY - base.y), frame.size)
        var shown = frame
        switch mode {
        case .record:
            _ = clock.animate(placed, key: key, implicit: implicit.last ?? nil)
        case .measure:
            finals[key] = placed
        case .draw:
            if let final = finals[key] {
                let value = clock.animate(final, key: key, implicit: implicit.last ?? nil)
                shown = Rect(x: base.x + value.first.x, y: base.y + value.first.y,
                             width: max(value.second.width, 0), height: max(value.second.height, 0))
            }
        }
        return shown
    }

    /// `node` is drawn in `frame` (snapped): its children are placed from there.
    func enter(_ node: LayoutNode, drawnAt frame: Rect) {
        let shift = node.drawingShift
        let origin = Point(x: frame.minX + shift.x, y: frame.minY + shift.y)
        parents.append((placedKey, origin))
        if case .draw = mode { shownOrigins[placedKey] = origin }
    }

    func leave() { parents.removeLast() }

    /// Starts drawing again from the top: keys count from zero.
    func restart(_ mode: Mode) {
        self.mode = mode
        counters = [:]
        parents = []
        implicit = []
        scopes = []
    }

    func pushScope(_ key: String) { scopes.append(key + "/") }
    func popScope() { scopes.removeLast() }

    func pushImplicit(_ animation: Animation??) { implicit.append(animation) }
    func popImplicit() { implicit.removeLast() }
}

/// A node that is not part of the layout: it answers every question for its child and is not
/// recorded, dumped or animated itself.
class TransparentNode: ModifierNode {
    override var isTransparent: Bool { true }
    override var layoutPriority: Double { child.layoutPriority }
    override var isSpacer: Bool { child.isSpacer }
    override var textEdgeFontSize: Double? { child.textEdgeFontSize }
}

/// Where an `.animation(_:value:)` decides the animation of its subtree's layout in this pass.
final class ImplicitAnimationNode: TransparentNode {
    let animation: Animation??

    init(child: LayoutNode, animation: Animation??) {
        self.animation = animation
        super.init(child: child)
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        context.layoutMotion?.pushImplicit(animation)
        child.render(in: frame, proposal: proposal, into: context)
        context.layoutMotion?.popImplicit()
    }
}

/// The nodes of a view with a transition: their layout keys are counted under the transition's.
final class LayoutScopeNode: TransparentNode {
    let key: String

    init(child: LayoutNode, key: String) {
        self.key = key
        super.init(child: child)
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        context.layoutMotion?.pushScope(key)
        child.render(in: frame, proposal: proposal, into: context)
        context.layoutMotion?.popScope()
    }
}
