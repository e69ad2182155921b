import LoomGraphics
import Testing
@testable import LoomUI

/// A stack inside a stack: the inner one and a sibling Text tie on flexibility, and with room
/// for both neither may wrap (SwiftUI shows both "Favourites" on one line).
@Suite struct NestedStackTests {
    func favourites() -> HStack {
        HStack(spacing: 16, content: [
            HStack(content: [Color.red.frame(width: 20, height: 20), Text("Favourites")]),
            Text("Favourites"),
        ])
    }

    /// The text frames of a layout, and the height of one line of "Favourites".
    func texts(_ view: any ViewNode, _ proposal: ProposedSize) throws -> (frames: [Rect], line: Size) {
        let frames = try renderImage(view, proposal: proposal, scale: 1).frames.filter { $0.name.hasPrefix("Text") }.map(\.frame)
        let line = try renderImage(Text("Favourites"), scale: 1).frames[0].frame.size
        return (frames, line)
    }

    @Test func roomForBothKeepsEachTextOnOneLine() throws {
        let (frames, line) = try texts(favourites().frame(width: 230), .unspecified)
        #expect(frames.count == 2)
        for frame in frames { #expect(frame.height == line.height && frame.width >= line.width - 1) }
    }

    @Test func aColumnAskedForItsIdealSizeGivesTheRowItsIdealWidth() throws {
        let (frames, line) = try texts(VStack(content: [favourites()]), .unspecified)
        #expect(frames.count == 2)
        for frame in frames { #expect(frame.height == line.height && frame.width >= line.width - 1) }
    }
}
