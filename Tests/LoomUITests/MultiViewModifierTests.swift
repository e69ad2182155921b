import LoomGraphics
import Testing
@testable import LoomUI

/// A modifier applied to content that stands for several views (a `ForEach`, a `Group`, a body
/// of several views) modifies each of them, and they still join the enclosing container one by
/// one: SwiftUI's layout and render modifiers are multi-view modifiers. Found running
/// exyte/ActivityIndicatorView, whose indicators are `ForEach { … }.frame(…)` inside a GeometryReader.
@Suite struct MultiViewModifierTests {
    func frames(_ view: any ViewNode, proposal: ProposedSize = .unspecified) throws -> [LayoutFrame] {
        try renderImage(view, proposal: proposal, scale: 1).frames
    }

    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

    let pair = Group(content: [Color.red, Color.blue])

    @Test func frameOnAGroupFramesEachViewAndTheStackSeesTwoChildren() throws {
        let f = try frames(HStack(spacing: 0, content: [pair.frame(width: 10, height: 10)]))
        #expect(f.map(\.name) == ["HStack", "Frame", "Color", "Frame", "Color"])
        #expect(f.map(\.frame) == [rect(0, 0, 20, 10), rect(0, 0, 10, 10), rect(0, 0, 10, 10), rect(10, 0, 10, 10), rect(10, 0, 10, 10)])
    }

    @Test func paddingAndOffsetApplyToEachElementInAZStack() throws {
        let view = ZStack(content: [pair.frame(width: 10, height: 10).padding(5).offset(x: 3)])
        let f = try frames(view)
        #expect(f.filter { $0.name == "Padding" }.count == 2)
        #expect(f.filter { $0.name == "Offset" }.count == 2)
        #expect(f[0].frame == rect(0, 0, 20, 20))
        #expect(f.filter { $0.name == "Color" }.map(\.frame) == [rect(8, 5, 10, 10), rect(8, 5, 10, 10)])
    }

    /// Repro 03: each circle gets its own full-size frame inside the reader, so the three sit in
    /// the middle of the box, 20 pt apart, instead of a vertical stack spilling out of it.
    @Test func forEachInAGeometryReaderFramesEachElement() throws {
        let circles: [any ViewNode] = (0..<3).map { i in
            Circle().fill(Color.red).frame(width: 40, height: 40).offset(x: Double(i) * 20)
        }
        let view = GeometryReader { proxy in
            Group(content: circles).frame(width: proxy.size.width, height: proxy.size.height)
        }.frame(width: 100, height: 100)
        let f = try frames(view)
        #expect(!f.contains { $0.name == "VStack" })
        #expect(f.filter { $0.name == "Circle" }.map(\.frame) == [rect(30, 30, 40, 40), rect(50, 30, 40, 40), rect(70, 30, 40, 40)])
    }

    @Test func overlayAndMaskGiveEachElementALayerOfItsOwn() throws {
        let view = HStack(spacing: 0, content: [pair.frame(width: 10, height: 10).overlay(Color.green.frame(width: 4, height: 4)).mask(Circle())])
        let f = try frames(view)
        #expect(f.filter { $0.name == "Color" && $0.frame.width == 4 }.map(\.frame) == [rect(3, 3, 4, 4), rect(13, 3, 4, 4)])
        #expect(f.filter { $0.name == "Circle" }.map(\.frame) == [rect(0, 0, 10, 10), rect(10, 0, 10, 10)])
    }

    /// Nothing to modify: a frame on empty content (an `if` that is false) takes no space.
    @Test func frameOnEmptyContentTakesNoSpace() throws {
        let view = VStack(spacing: 0, content: [Color.red.frame(width: 10, height: 10), Group(content: []).frame(width: 50, height: 50),
                                                Color.blue.frame(width: 10, height: 10)])
        #expect(try renderImage(view, scale: 1).size == Size(width: 10, height: 20))
    }

    /// A single view is modified as before: one node, no implicit stack.
    @Test func aSingleViewIsModifiedOnce() throws {
        let f = try frames(Color.red.frame(width: 10, height: 10).padding(2))
        #expect(f.map(\.name) == ["Padding", "Frame", "Color"])
    }
}
