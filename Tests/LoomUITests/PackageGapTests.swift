import LoomGraphics
import Testing
@testable import LoomUI

/// SwiftUI rules that running real packages found missing (extlibs repros 06, 09).
@Suite struct PackageGapTests {
    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

    // MARK: 09: a stroke is a shape

    /// `Circle().stroke(lineWidth: 10)` as a shape covers the ring 5 pt either side of the outline.
    @Test func aStrokeAsAShapeIsTheRingItCovers() throws {
        let path = try Circle().stroke(lineWidth: 10).path(in: rect(0, 0, 100, 100))
        #expect(path.contains(Point(x: 50, y: 2)))      // 48 out: on the ring
        #expect(path.contains(Point(x: 50, y: 54.5 + 50)))  // 54.5 out: just inside its outer edge
        #expect(!path.contains(Point(x: 50, y: 50)))     // the centre
        #expect(!path.contains(Point(x: 50, y: 10)))     // 40 out: inside the ring's hole
    }

    /// As a view it is the stroke in the foreground style, pixel for pixel.
    @Test func aStrokeAsAViewDrawsAsBefore() throws {
        let shape = try renderImage(Circle().stroke(style: StrokeStyle(lineWidth: 3, dash: [4, 2])).frame(width: 30, height: 30).padding(2), scale: 2)
        let view = try renderImage(Circle().stroke(ForegroundStyle(), style: StrokeStyle(lineWidth: 3, dash: [4, 2])).frame(width: 30, height: 30).padding(2), scale: 2)
        #expect(shape.bitmap.rgbaBytes() == view.bitmap.rgbaBytes())
    }

    /// Clipped to a stroked circle, a square keeps only the ring inside its frame.
    @Test func clippingToAStrokeKeepsTheRing() throws {
        let image = try renderImage(Color.blue.frame(width: 100, height: 100).clipShape(Circle().stroke(lineWidth: 10)), scale: 1).bitmap
        #expect(image.pixel(x: 50, y: 2).a == 255)
        #expect(image.pixel(x: 50, y: 50).a == 0)
        #expect(image.pixel(x: 2, y: 2).a == 0)
    }

    // MARK: 06: progress view labels and styles

    @Test func aCustomStyleIsGivenTheLabelsAndTheFraction() throws {
        var seen: [ProgressViewStyleConfiguration] = []
        let style = CustomProgressViewStyle(name: "Probe") { configuration, _ in
            seen.append(configuration)
            return Color.red.frame(width: 10, height: 10)
        }
        let view = VStack(content: [
            ProgressView(value: 3, total: 4, label: Text("Label"), currentValueLabel: Text("75%")),
            ProgressView("Waiting"),
        ]).progressViewStyle(.custom(style, outer: .automatic))
        #expect(try renderImage(view, scale: 1).size == Size(width: 10, height: 28))
        #expect(seen.map(\.fractionCompleted) == [0.75, nil])
        #expect(seen[0].label is Text && seen[0].currentValueLabel is Text && seen[1].currentValueLabel == nil)
    }

    /// Inside a style, `ProgressView(configuration)` is drawn by the style in effect outside it.
    @Test func progressViewOfAConfigurationUsesTheOuterStyle() throws {
        let style = CustomProgressViewStyle(name: "Boxed") { configuration, _ in ProgressView(configuration).padding(2) }
        let styled = ProgressView(value: 0.5).progressViewStyle(.custom(style, outer: .automatic)).progressViewStyle(.circular)
        let direct = ProgressView().padding(2)
        #expect(try renderImage(styled, scale: 2).bitmap.rgbaBytes() == renderImage(direct, scale: 2).bitmap.rgbaBytes())
    }

    @Test func theCurrentValueLabelGoesBelowTheBar() throws {
        let frames = try renderImage(ProgressView(value: 0.4, label: Text("Label"), currentValueLabel: Text("40%")).frame(width: 120), scale: 1).frames
        let label = try #require(frames.first { $0.name.hasPrefix("Text(\"Label") })
        let value = try #require(frames.first { $0.name.hasPrefix("Text(\"40%") })
        #expect(label.frame.minY == 0 && value.frame.minY > label.frame.maxY + ProgressView.barHeight)
    }
}
