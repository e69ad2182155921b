import LoomGraphics

/// SwiftUI's `AnyTransition` for a view inserted by an animated change: while the change's
/// animation runs, the view goes from the transition's active state (transparent, scaled to
/// nothing, off by its own size towards an edge) to itself. A view that was there from the
/// start, or a still picture, shows as it is. A view an animated change removes leaves the other
/// way, with the removal half (Removal.swift).
public indirect enum Transition: Hashable, Sendable {
    case identity
    case opacity
    case scale(Double, anchor: UnitPoint)
    /// Off by the view's own size towards the edge.
    case move(Edge)
    case offset(x: Double, y: Double)
    case asymmetric(insertion: Transition, removal: Transition)
    case combined([Transition])

    /// `.slide`: inserted from the leading edge (removed towards the trailing one).
    public static let slide = Transition.asymmetric(insertion: .move(.leading), removal: .move(.trailing))

    /// `.push(from:)`: in from `edge`, out towards the opposite one, fading both ways.
    public static func push(from edge: Edge) -> Transition {
        let opposite: Edge = switch edge {
        case .leading: .trailing
        case .trailing: .leading
        case .top: .bottom
        case .bottom: .top
        }
        return .asymmetric(insertion: .combined([.move(edge), .opacity]), removal: .combined([.move(opposite), .opacity]))
    }

    /// `node` in the state `(1 - progress)` of the way to the transition's active state. Wraps
    /// layout nodes, not views, so that the keys of the content's own animated values stay theirs.
    func applied(to node: LayoutNode, progress p: Double) -> LayoutNode {
        let away = 1 - p
        switch self {
        case .identity: return node
        case .opacity: return OpacityNode(child: node, opacity: min(max(p, 0), 1))
        case .scale(let scale, let anchor):
            let s = scale + (1 - scale) * p
            return TransformEffectNode(child: node, anchor: anchor) { _ in Transform(scaleX: s, y: s) }
        case .move(let edge):
            let (dx, dy): (Double, Double) = switch edge {
            case .leading: (-away, 0)
            case .trailing: (away, 0)
            case .top: (0, -away)
            case .bottom: (0, away)
            }
            return TransformEffectNode(child: node, anchor: .topLeading) { size in
                Transform(translationX: dx * size.width, y: dy * size.height)
            }
        case .offset(let x, let y):
            return OffsetNode(child: node, x: x * away, y: y * away)
        case .asymmetric(let insertion, _):
            return insertion.applied(to: node, progress: p)
        case .combined(let parts):
            return parts.reduce(node) { $1.applied(to: $0, progress: p) }
        }
    }
}

extension ViewNode {
    public func transition(_ transition: Transition) -> TransitionView {
        TransitionView(content: self, transition: transition)
    }
}

public struct TransitionView: ViewNode {
    public var content: any ViewNode
    public var transition: Transition
    /// Which branch of an `if` or `switch` the view is (nil: one written with `.transition`):
    /// views of two branches are two views, even of one type.
    public var branch: String?

    public init(content: any ViewNode, transition: Transition, branch: String? = nil) {
        self.content = content
        self.transition = transition
        self.branch = branch
    }

    /// A branch's view comes and goes with SwiftUI's default transition, `.opacity`, unless a
    /// transition written inside it decides.
    public static func branch(_ content: any ViewNode, _ branch: String) -> TransitionView {
        TransitionView(content: content, transition: .opacity, branch: branch)
    }

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        guard var motion = environment.motion else { return try content.resolve(in: environment) }
        // Counted per kind of content, so that a view removed before another with a transition
        // does not hand that one its key.
        let key = motion.clock.nextKey(motion.scope + "transition." + (branch.map { "branch." + $0 } ?? identityName(content)))
        motion.scope = key + "/"
        var inner = environment
        inner.motion = motion
        let written = motion.clock.writtenTransitions
        if branch == nil { motion.clock.writtenTransitions += 1 }
        let resolved = try content.resolve(in: inner)
        // A branch whose view has a transition of its own: that one comes and goes.
        if branch != nil, motion.clock.writtenTransitions > written { return resolved.map { LayoutScopeNode(child: $0, key: key) } }
        let progress = motion.clock.insertion(key, implicit: motion.implicitAnimation)
        let nodes = motion.clock.capture(resolved, key: key, transition: transition)
        // The transition's own nodes are keyed under the view's, so that they come and go
        // without shifting the layout keys of other nodes (LayoutAnimation.swift).
        return nodes.map { node in
            guard let progress, progress < 1 else { return LayoutScopeNode(child: node, key: key) }
            // Not inserted yet: laid out as the final state has it, but not drawn.
            let shown = progress < 0 ? OpacityNode(child: node, opacity: 0) : transition.applied(to: node, progress: progress)
            return LayoutScopeNode(child: shown, key: key)
        }
    }
}

/// What a transition's content is, for its key: a script view's type name, else LoomUI's type.
private func identityName(_ view: any ViewNode) -> String {
    if let deferred = view as? DeferredView { return deferred.name }
    return String(describing: type(of: view))
}
