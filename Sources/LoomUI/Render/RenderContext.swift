import Foundation
import LoomGraphics

/// Collects the display list while the layout tree places itself, plus a record of every node's
/// frame for layout dumps and layout tests.
final class RenderContext {
    let scale: Double
    private var stack: [DisplayList] = [DisplayList()]
    private(set) var frames: [LayoutFrame] = []
    private var depth = 0
    private(set) var firstError: (any Error)?
    /// The device screen being drawn and its safe area, in the root's points; nil off a device,
    /// where pictures have no safe area (`ignoresSafeArea` reads it).
    var safeArea: SafeArea?
    /// Alerts, sheets and dialogs presented while drawing, drawn over the whole screen once the
    /// screen's content is drawn (`drawPresentations`), as iOS shows them above every view.
    var presentations: [LayoutNode] = []
    /// In an animated picture, how layout frames are recorded or shown (LayoutAnimation.swift).
    var layoutMotion: LayoutMotion?
    /// Where each `matchedGeometryEffect` source was drawn, by namespace and id, and whether a
    /// view that is not a source was drawn before its source (MatchedGeometryEffect.swift).
    var matchedSources: [String: Rect] = [:]
    var missedMatchedSource = false
    /// The preference readers drawing their content, innermost last, with the values of their
    /// key the views below set so far (Modifiers/Preferences).
    var preferenceReaders: [(key: String, values: [Any])] = []
    /// In a still picture, the `onPreferenceChange` actions to run once it is drawn; each says
    /// whether it changed state, so the picture must be drawn again (OnPreferenceChange.swift).
    var runsPreferenceActions = false
    var preferenceActions: [() throws -> Bool] = []

    init(scale: Double) {
        self.scale = scale
    }

    var displayList: DisplayList { stack[0] }

    func append(_ item: DisplayItem) {
        stack[stack.count - 1].items.append(item)
    }

    /// Runs `body`, collecting what it draws into a separate list. When `body` throws, what it
    /// drew so far is dropped and drawing goes on where it was.
    func collect(_ body: () throws -> Void) rethrows -> DisplayList {
        stack.append(DisplayList())
        do { try body() } catch {
            stack.removeLast()
            throw error
        }
        return stack.removeLast()
    }

    /// SwiftUI rounds both edges of every frame to the pixel grid, ties up (research doc §1.2).
    func snap(_ rect: Rect) -> Rect {
        func round(_ v: Double) -> Double { ((v * scale) + 0.5).rounded(.down) / scale }
        let x0 = round(rect.minX), y0 = round(rect.minY)
        return Rect(x: x0, y: y0, width: round(rect.maxX) - x0, height: round(rect.maxY) - y0)
    }

    /// The size `node` measured for `proposal`, which `frame` shows snapped to pixels. Containers
    /// propose from this one: the snapped size can be a fraction short of what a child measured
    /// it needs, and text offered that would lose a line or wrap differently than it measured.
    func unsnappedSize(of node: LayoutNode, in frame: Rect, proposal: ProposedSize) -> Size {
        let measured = node.sizeThatFits(proposal)
        let pixel = 1 / scale
        let isSnappedFromIt = abs(measured.width - frame.width) <= pixel && abs(measured.height - frame.height) <= pixel
        return isSnappedFromIt ? measured : frame.size
    }

    func record(_ node: LayoutNode, frame: Rect) {
        frames.append(LayoutFrame(name: node.debugName, frame: frame, depth: depth))
        depth += 1
    }

    func leave() {
        depth -= 1
    }
}

/// One line of a layout dump: a node, where it was placed, how deep in the tree.
public struct LayoutFrame: Hashable, Sendable {
    public var name: String
    public var frame: Rect
    public var depth: Int

    /// `  VStack (0, 0, 100, 78)`, indented by depth.
    public var description: String {
        func n(_ v: Double) -> String {
            v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(format: "%.2f", v)
        }
        let indent = String(repeating: "  ", count: depth)
        return "\(indent)\(name) (\(n(frame.minX)), \(n(frame.minY)), \(n(frame.width)), \(n(frame.height)))"
    }
}

extension RenderContext {
    /// Remembers the first error raised while drawing (a script shape's `path(in:)` failing);
    /// `renderImage` throws it once the walk is over.
    func fail(_ error: any Error) {
        if firstError == nil { firstError = error }
    }
}

extension RenderContext {
    /// Draws the presentations collected so far over `frame` (the screen's safe area, or the
    /// picture), in the order they were presented, and forgets them.
    func drawPresentations(in frame: Rect) {
        let waiting = presentations
        presentations = []
        for layer in waiting {
            layer.render(in: frame, proposal: ProposedSize(frame.size), into: self)
        }
    }
}

extension RenderContext {
    /// Where the next item drawn lands: its index in each list being collected, outermost first
    /// (the enclosing items of the inner lists are appended once those lists are done).
    var drawingPath: [Int] { stack.map(\.items.count) }

    /// Puts `items` back into the finished display list at `path` (a `drawingPath` recorded in
    /// an earlier pass of the same view), inside the same layers, clips and effects; where the
    /// structure differs, as far down as it still matches. For views that left the tree.
    func insert(_ items: [DisplayItem], at path: [Int]) {
        guard stack.count == 1 else { return }
        stack[0] = stack[0].inserting(items, at: path[...])
    }
}

extension DisplayList {
    fileprivate func inserting(_ new: [DisplayItem], at path: ArraySlice<Int>) -> DisplayList {
        var copy = self
        guard let index = path.first else { return copy }
        let at = min(max(index, 0), items.count)
        if path.count > 1, at < items.count, let descended = items[at].inserting(new, at: path.dropFirst()) {
            copy.items[at] = descended
        } else {
            copy.items.insert(contentsOf: new, at: at)
        }
        return copy
    }
}

extension DisplayItem {
    /// This item with `new` inserted into the list it draws, or nil when it draws none.
    fileprivate func inserting(_ new: [DisplayItem], at path: ArraySlice<Int>) -> DisplayItem? {
        switch self {
        case .layer(let list, let transform, let opacity, let clip, let evenOdd):
            // What was drawn inside a layer is in the layer's own coordinates, as `new` is.
            return .layer(list.inserting(new, at: path), transform: transform, opacity: opacity, clip: clip, evenOddClip: evenOdd)
        case .effect(let list, let effect): return .effect(list.inserting(new, at: path), effect)
        case .mask(let list, let mask): return .mask(list.inserting(new, at: path), mask: mask)
        case .blend(let list, let mode): return .blend(list.inserting(new, at: path), mode)
        case .projection(let list, let projection): return .projection(list.inserting(new, at: path), projection)
        default: return nil
        }
    }
}
