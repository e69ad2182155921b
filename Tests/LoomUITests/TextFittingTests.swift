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

    @Test func textInAnHStackWrapsAsMeasured() throws {
        let f = try frames(HStack(content: [Text("A fairly long title that will not fit")]).frame(width: 140))
        let (stack, text) = (f[1].frame, f[2].frame)
        #expect(text.size == stack.size, "drawn as measured: stack \(stack), text \(text)")
        #expect(text.width <= 140 && text.height > 40, "two lines inside the frame: \(text)")
    }

    @Test func textInAnHStackWrapsAsMeasuredAtEveryScale() throws {
        for scale in [1.0, 3.0] {
            let f = try frames(HStack(content: [Text("A fairly long title that will not fit")]).frame(width: 140), scale: scale)
            // Widths may differ by a pixel of snapping; the line count may not.
            #expect(f[2].frame.height == f[1].frame.height, "@\(scale)x: stack \(f[1].frame), text \(f[2].frame)")
        }
    }

    @Test func containersOfferTextTheSizeTheyMeasuredNotTheSnappedOne() throws {
        let title = Text("A fairly long title that will not fit")
        let containers: [(String, any ViewNode)] = [
            ("ZStack", ZStack(content: [title]).frame(width: 140)),
            ("flexible frame", title.frame(maxWidth: 140)),
            ("background", title.frame(width: 140).background(Color.yellow)),
        ]
        for (name, view) in containers {
            let f = try frames(view, proposal: ProposedSize(width: 300, height: nil))
            let text = try #require(f.first { $0.name.hasPrefix("Text") })
            #expect(text.frame.height > 40, "\(name): the text keeps both lines: \(text.frame)")
        }
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
