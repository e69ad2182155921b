import LoomGraphics

/// A resolved view in the layout tree: it answers size proposals and draws itself into a frame.
///
/// Layout is SwiftUI's two-step contract (research doc §1.1): the parent proposes, the child
/// chooses its size (`sizeThatFits`), the parent places it. Answers are cached per proposal,
/// because stacks probe each child several times.
public class LayoutNode {
    private var sizeCache: [ProposedSize: Size] = [:]

    init() {}

    /// The size this node chooses for `proposal`. Cached; subclasses override `measure`.
    final func sizeThatFits(_ proposal: ProposedSize) -> Size {
        if let cached = sizeCache[proposal] { return cached }
        let size = measure(proposal)
        sizeCache[proposal] = size
        return size
    }

    func measure(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Emits this node's drawing for `frame`, the rectangle its parent placed it in after
    /// proposing `proposal`.
    final func render(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        guard !isTransparent else { return draw(in: frame, proposal: proposal, into: context) }
        // In an animated picture the frame may be part way from an earlier layout (LayoutAnimation.swift).
        let motion = context.layoutMotion
        let shown = motion?.place(self, frame: frame) ?? frame
        let snapped = context.snap(shown.withoutNaN)
        motion?.enter(self, drawnAt: snapped)
        context.record(self, frame: snapped)
        draw(in: snapped, proposal: proposal, into: context)
        context.leave()
        motion?.leave()
    }

    /// A node that only passes its child through (it marks something for the animation clock):
    /// not drawn as a frame of its own, dumped or animated.
    var isTransparent: Bool { false }

    /// How far this node moves its child's drawing from where layout puts it (an `offset`).
    var drawingShift: Point { .zero }

    /// The key an animated picture moves this node's frame under, in the picture's coordinates,
    /// instead of its place among its parent's children (a `matchedGeometryEffect` source).
    var motionKey: String? { nil }

    func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {}

    /// Offers `offer` to this node and renders it at the size it chooses, aligned inside `box`:
    /// how frames, overlays and most modifiers place their child.
    final func render(offered offer: ProposedSize, alignedIn box: Rect, alignment: Alignment, into context: RenderContext) {
        let size = sizeThatFits(offer)
        render(in: Rect(origin: alignedOrigin(of: size, in: box, alignment: alignment), size: size), proposal: offer, into: context)
    }

    /// Read by stacks to decide who is sized first (research doc §1.10). Unary layout modifiers
    /// answer 0 whatever their child says, as SwiftUI's do.
    var layoutPriority: Double { 0 }

    /// A Spacer asks its neighbours for no gap; everything else takes the default 8 pt.
    var isSpacer: Bool { false }

    /// The font size when this node's top and bottom edges are a text's (a Text, or a modifier
    /// that keeps its child's edges): stacks put texts closer together (`TextSpacing`).
    var textEdgeFontSize: Double? { nil }

    /// Text supplies real baselines; other views put them at their bottom edge.
    func firstBaseline(in size: Size) -> Double { size.height }
    func lastBaseline(in size: Size) -> Double { size.height }

    /// The value of `key` when this node is `size`: an explicit value set below it (an
    /// `alignmentGuide`, a text baseline) or else the guide's default.
    final func horizontalGuide(_ alignment: HorizontalAlignment, in size: Size) -> Double {
        if let value = explicitValue(.horizontal(alignment), in: size) { return value }
        switch alignment {
        case .leading: return 0
        case .center: return size.width / 2
        case .trailing: return size.width
        case .custom(let c): return c.value(in: ViewDimensions(node: self, size: size), fallback: size.width / 2)
        }
    }

    final func verticalGuide(_ alignment: VerticalAlignment, in size: Size) -> Double {
        if let value = explicitValue(.vertical(alignment), in: size) { return value }
        switch alignment {
        case .top: return 0
        case .center: return size.height / 2
        case .bottom: return size.height
        case .firstTextBaseline: return firstBaseline(in: size)
        case .lastTextBaseline: return lastBaseline(in: size)
        case .custom(let c): return c.value(in: ViewDimensions(node: self, size: size), fallback: size.height / 2)
        }
    }

    private struct GuideQuery: Hashable { let key: AlignmentKey; let size: Size }
    private var guideCache: [GuideQuery: Double?] = [:]

    /// `explicitGuide`, cached: containers ask their children again for every proposal.
    final func explicitValue(_ key: AlignmentKey, in size: Size) -> Double? {
        // Most subtrees set no guides: skip the (re)layout that finding their values costs.
        guard mayDefine(key) else { return nil }
        let query = GuideQuery(key: key, size: size)
        if let cached = guideCache[query] { return cached }
        let value = explicitGuide(key, in: size)
        guideCache[query] = value
        return value
    }

    private var mayDefineCache: [AlignmentKey: Bool] = [:]

    /// Whether anything in this subtree may set `key` explicitly (cached `subtreeMayDefine`).
    final func mayDefine(_ key: AlignmentKey) -> Bool {
        if let cached = mayDefineCache[key] { return cached }
        let answer = subtreeMayDefine(key)
        mayDefineCache[key] = answer
        return answer
    }

    /// Containers answer whether any child may; only Text (its baselines) and `alignmentGuide` do themselves.
    func subtreeMayDefine(_ key: AlignmentKey) -> Bool {
        guard self is TextNode else { return false }
        return key == .vertical(.firstTextBaseline) || key == .vertical(.lastTextBaseline)
    }

    /// A guide value set explicitly in this subtree (research doc §1.11), in this node's
    /// coordinates when it is `size`; nil leaves the guide at its default. Only Text has
    /// explicit values of its own (its baselines); containers combine their children's.
    func explicitGuide(_ key: AlignmentKey, in size: Size) -> Double? {
        guard self is TextNode else { return nil }
        switch key {
        case .vertical(.firstTextBaseline): return firstBaseline(in: size)
        case .vertical(.lastTextBaseline): return lastBaseline(in: size)
        default: return nil
        }
    }

    /// Where it draws relative to its siblings in a ZStack, stack, grid or overlay: higher in front.
    var zIndex: Double { 0 }

    /// The value a `layoutValue(key:value:)` modifier gave this subview for `key`, if any.
    func layoutValue(_ key: LayoutValueKeyID) -> Any? { nil }

    /// The name a layout dump shows for this node.
    var debugName: String { String(describing: type(of: self)).replacingOccurrences(of: "Node", with: "") }
}

/// A layout node that wraps exactly one child. By default it takes the child's size, draws the
/// child in its own frame and shares its baselines; subclasses override what they change.
class ModifierNode: LayoutNode {
    let child: LayoutNode

    init(child: LayoutNode) {
        self.child = child
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        child.sizeThatFits(proposal)
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        child.render(in: frame, proposal: proposal, into: context)
    }

    override func firstBaseline(in size: Size) -> Double { child.firstBaseline(in: size) }
    override func lastBaseline(in size: Size) -> Double { child.lastBaseline(in: size) }

    /// The child fills this node's frame, so its explicit guides are this node's.
    override func explicitGuide(_ key: AlignmentKey, in size: Size) -> Double? { child.explicitValue(key, in: size) }
    override func subtreeMayDefine(_ key: AlignmentKey) -> Bool { child.mayDefine(key) }

    /// Traits such as `zIndex` and layout values travel up through modifiers.
    override var zIndex: Double { child.zIndex }
    override func layoutValue(_ key: LayoutValueKeyID) -> Any? { child.layoutValue(key) }

    /// Effects and layers keep the child's spacing preferences; padding and frames replace them.
    override var textEdgeFontSize: Double? { child.textEdgeFontSize }
}
