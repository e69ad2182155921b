import Foundation
import LoomGraphics
import Testing
@testable import LoomUI

/// A script's `.nan` or `.infinity` given as an offset, position, padding, gap or frame bound
/// counts as 0 (or no bound), as SwiftUI does after logging "Invalid frame dimension": no view is
/// ever placed at a non-finite frame (#21).
@Suite struct NonFiniteGeometryTests {
    static var square: FrameView { Color.red.frame(width: 10, height: 10) }
    static var cases: [(String, any ViewNode)] { [
        ("offset(x: .nan, y: .infinity)", square.offset(x: .nan, y: .infinity)),
        ("offset(x: -.infinity)", square.offset(x: -.infinity)),
        ("position(x: .nan, y: .infinity)", square.position(x: .nan, y: .infinity).frame(width: 30, height: 30)),
        ("padding(.nan)", square.padding(.nan)),
        ("padding(.infinity)", square.padding(.infinity)),
        ("HStack(spacing: .nan)", HStack(spacing: .nan, content: [square, square])),
        ("VStack(spacing: .infinity)", VStack(spacing: .infinity, content: [square, square])),
        ("frame(minWidth: .nan, idealWidth: .nan, maxWidth: .nan)", square.frame(minWidth: .nan, idealWidth: .nan, maxWidth: .nan)),
        ("frame(minWidth: .infinity, idealHeight: .infinity)", square.frame(minWidth: .infinity, idealHeight: .infinity)),
    ] }

    @Test(arguments: 0..<9)
    func noFrameIsNonFinite(_ index: Int) throws {
        let (name, view) = Self.cases[index]
        let image = try renderImage(view, scale: 1)
        for frame in image.frames {
            let values = [frame.frame.minX, frame.frame.minY, frame.frame.width, frame.frame.height]
            let finite = values.allSatisfy { $0.isFinite }
            #expect(finite, "\(name): \(frame.description)")
        }
    }

    /// Counting as 0 means the view is where it would be without the modifier.
    @Test func aNonFiniteOffsetOrGapIsZero() throws {
        func frames(_ view: any ViewNode) throws -> [Rect] { try renderImage(view, scale: 1).frames.map(\.frame) }
        let offset = try frames(Self.square.offset(x: .nan)), unmoved = try frames(Self.square.offset(x: 0))
        #expect(offset == unmoved)
        let padded = try frames(Self.square.padding(.nan)), unpadded = try frames(Self.square.padding(0))
        #expect(padded == unpadded)
        let spaced = try frames(HStack(spacing: .infinity, content: [Self.square, Self.square]))
        let tight = try frames(HStack(spacing: 0, content: [Self.square, Self.square]))
        #expect(spaced == tight)
        // `maxWidth: .infinity` still fills the offer: only NaN and misplaced infinities are dropped.
        let filled = try renderImage(Self.square.frame(maxWidth: .infinity), proposal: ProposedSize(width: 80, height: nil), scale: 1)
        #expect(filled.frames.first?.frame.width == 80)
    }
}

/// A stroke under `scaleEffect(0)` draws nothing and leaves the rest of the picture alone
/// (extlibs3 #09: SwiftfulLoadingIndicators' `.pulseOutline` starts at `scaleEffect(0)`, and
/// every view drawn after it vanished, as Cairo stops drawing once given a singular matrix).
@Suite struct DegenerateTransformTests {
    static func column(_ middle: any ViewNode) -> any ViewNode {
        VStack(content: [Text("above"), middle.frame(width: 50, height: 50), Text("below"), Color.blue.frame(width: 20, height: 20)])
    }

    @Test(arguments: [0.0, .nan])
    func aStrokeScaledToNothingHidesOnlyItself(_ factor: Double) throws {
        let expected = try renderImage(Self.column(Color.clear), scale: 2).bitmap
        for middle: any ViewNode in [
            Circle().stroke(Color.red, lineWidth: 10).scaleEffect(factor),
            Circle().stroke(Color.red, lineWidth: 10).scaleEffect(x: 1, y: factor),
            Text("gone").scaleEffect(factor),
        ] {
            let drawn = try renderImage(Self.column(middle), scale: 2).bitmap
            let same = drawn.rgbaBytes() == expected.rgbaBytes()
            #expect(same, "\(factor) \(type(of: middle))")
        }
    }
}
