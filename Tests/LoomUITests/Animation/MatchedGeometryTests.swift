import Testing
import LoomGraphics
import LoomUI

/// `matchedGeometryEffect` (#13): a view that takes another's place under an animation, with the
/// same id in the same namespace, moves and resizes from that view's frame to its own; a view
/// that is not the source is drawn in the source's frame.
@Suite struct MatchedGeometryTests {
    let ns = NamespaceID("test")

    /// A blue square on the left; after the change, an orange wide box on the right with its id.
    func swap(_ animation: Animation? = .linear(duration: 1)) -> any ViewNode {
        LayoutAnimationTests.changing(animation) { [ns] right in
            HStack(spacing: 0, content: [
                right ? Color.clear.frame(width: 0, height: 0) : Color.blue.matchedGeometryEffect(id: "box", in: ns).frame(width: 20, height: 20),
                Spacer(),
                right ? Color.orange.matchedGeometryEffect(id: "box", in: ns).frame(width: 60, height: 40) : Color.clear.frame(width: 0, height: 0),
            ]).frame(width: 200, height: 40)
        }
    }

    @Test func theNewViewMovesFromTheOldOnesFrame() throws {
        let frames = try LayoutAnimationTests.frames(swap(), "MatchedGeometry", at: [0, 0.5, 1]).map { $0[0] }
        // From (0, 10, 20, 20) to (140, 0, 60, 40), linearly.
        let expected = [Rect(x: 0, y: 10, width: 20, height: 20), Rect(x: 70, y: 5, width: 40, height: 30), Rect(x: 140, y: 0, width: 60, height: 40)]
        for (frame, want) in zip(frames, expected) {
            #expect(LayoutAnimationTests.close([frame.minX, frame.minY, frame.width, frame.height], [want.minX, want.minY, want.width, want.height]), "\(frames)")
        }
    }

    @Test func whatIsInsideFillsTheMovingFrame() throws {
        let layouts = try #require(try animationLayouts(swap(), scale: 1000, at: [0.5]))
        let matched = try #require(layouts[0].first { $0.name == "MatchedGeometry" })
        let color = try #require(layouts[0].first { $0.name == "Color" && $0.depth > matched.depth })
        #expect(color.frame == matched.frame)
    }

    @Test func aViewThatIsNotTheSourceIsDrawnInTheSourcesFrame() throws {
        // Before or after its source in the tree, the red square is drawn over the blue box.
        for sourceFirst in [true, false] {
            let source = Color.blue.matchedGeometryEffect(id: "box", in: ns).frame(width: 60, height: 40)
            let follower = Color.red.matchedGeometryEffect(id: "box", in: ns, isSource: false).frame(width: 20, height: 20)
            let row = HStack(spacing: 20, content: sourceFirst ? [source, follower] : [follower, source])
            let image = try renderImage(row, scale: 1)
            let boxes = image.frames.filter { $0.name == "Color" }.map(\.frame)
            let blue = sourceFirst ? boxes[0] : boxes[1], red = sourceFirst ? boxes[1] : boxes[0]
            #expect(red == blue, "\(image.frames)")
            // The row still lays the follower out as itself: 60 + 20 + 20 wide.
            #expect(image.layoutFrame.width == 100)
        }
    }

    @Test func sizeOrPositionAlone() throws {
        let source = Color.blue.matchedGeometryEffect(id: "box", in: ns).frame(width: 60, height: 40)
        let sized = Color.red.matchedGeometryEffect(id: "box", in: ns, properties: .size, isSource: false).frame(width: 20, height: 20)
        let placed = Color.green.matchedGeometryEffect(id: "box", in: ns, properties: .position, anchor: .topLeading, isSource: false).frame(width: 20, height: 20)
        let image = try renderImage(HStack(spacing: 20, content: [source, sized, placed]), scale: 1)
        let boxes = image.frames.filter { $0.name == "Color" }.map(\.frame)
        // Its own centre (90, 20) with the source's size; the source's top-leading corner with its own size.
        #expect(boxes[1] == Rect(x: 60, y: 0, width: 60, height: 40), "\(boxes)")
        #expect(boxes[2] == Rect(x: 0, y: 0, width: 20, height: 20), "\(boxes)")
    }
}
