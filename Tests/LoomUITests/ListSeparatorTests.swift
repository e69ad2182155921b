import LoomGraphics
import Testing
@testable import LoomUI

/// Where a list's row separators start: under a Label row at its title (iOS 17), under other rows
/// at the row inset.
@Suite struct ListSeparatorTests {
    @Test func separatorsStartAtTheLabelTitleOrTheRowInset() throws {
        let list = List(rows: [
            Label(title: "Favourites", systemImage: "star.fill"),
            Label(title: "Messages", systemImage: "message").foregroundColor(.blue),
            Text("Plain"),
            Text("Last"),
        ])
        let frames = try renderImage(list, proposal: ProposedSize(width: 320, height: 300), scale: 2).frames
        let separators = frames.filter { $0.name == "Divider" }.map(\.frame.minX)
        let titles = ["Favourites", "Messages", "Plain"].map { title in frames.first { $0.name == "Text(\"\(title)\")" }?.frame.minX }
        #expect(separators.count == 3)
        #expect(separators == titles.compactMap { $0 })
    }
}
