import LoomGraphics
import Testing
@testable import LoomUI

/// Text never answers wider than it was offered — it wraps or truncates inside the offer — and a
/// stack places it with the proposal it measured it with (research doc §1.3, §1.18).
@Suite struct TextFittingTests {
    func frames(_ view: any ViewNode, scale: Double = 2, proposal: ProposedSize = .unspecified) throws -> [LayoutFrame] {
        try renderImage(view, proposal: proposal, scale: scale).frames
    }

    func textNode(_ string: String) throws -> LayoutNode {
        try Text(string).resolveSingle(in: EnvironmentValues())
    }

    @Test func truncatedTextIsNoWiderThanItsOffer() throws {
        for string in ["The quick brown fox", "jumps over the dog", "A fairly long title that will not fit"] {
            let node = try textNode(string)
            for width in stride(from: 20.0, through: 200, by: 0.5) {
                let size = node.sizeThatFits(ProposedSize(width: width, height: 24))
                #expect(size.width <= width, "'\(string)' offered \(width) × 24 answers \(size.width)")
            }
        }
    }

    @Test func wrappedTextIsNoWiderThanItsOffer() throws {
        let node = try textNode("The quick brown fox jumps over the lazy dog")
        for width in stride(from: 20.0, through: 300, by: 0.5) {
            let size = node.sizeThatFits(ProposedSize(width: width, height: nil))
            #expect(size.width <= width, "offered \(width) answers \(size.width)")
        }
    }

    @Test func twoTruncatedTextsShareTheRowWithoutOverflow() throws {
        let row = HStack(content: [Text("The quick brown fox"), Text("jumps over the dog")]).frame(width: 240, height: 24)
        let f = try frames(row)
        #expect(f[1].frame.minX >= 0 && f[1].frame.width <= 240, "stack \(f[1].frame)")
        #expect(f[2].frame.width <= 116 && f[3].frame.width <= 116, "texts \(f[2].frame), \(f[3].frame)")
    }

    @Test func lowerPriorityTextTakesNoMoreThanItIsLeft() throws {
        let row = HStack(content: [Text("The quick brown fox"), Text("jumps over the dog").layoutPriority(1)]).frame(width: 240, height: 24)
        let f = try frames(row)
        let (stack, first, second) = (f[1].frame, f[2].frame, f[3].frame)
        #expect(stack.minX >= 0 && stack.width <= 240, "stack \(stack)")
        #expect(first.width + 8 + second.width <= 240, "\(first.width) + 8 + \(second.width)")
    }
}
