import LoomGraphics
import Testing
@testable import LoomUI

/// Without a compositing group, `opacity` fades each leaf on its own, so overlapping children show
/// through each other; `compositingGroup()` flattens them first (research doc §4.3).
@Suite struct OpacityTests {
    /// Red and blue 40 pt squares overlapping by 20 pt in the middle of a 60 pt wide ZStack.
    func overlappingSquares() -> any ViewNode {
        ZStack(content: [Color.red.frame(width: 40, height: 40).offset(x: -10), Color.blue.frame(width: 40, height: 40).offset(x: 10)])
    }

    @Test func containerOpacityFadesEachLeaf() throws {
        let image = try renderImage(overlappingSquares().opacity(0.5), scale: 1).bitmap
        let overlap = image.pixel(x: 30, y: 20)
        // Blue at 50 % over red at 50 %: 75 % coverage with some red in it.
        #expect((185...197).contains(overlap.a), "alpha \(overlap.a)")
        #expect(overlap.r > 60, "red shows through the blue: \(overlap)")
    }

    @Test func compositingGroupFadesTheFlattenedGroup() throws {
        let image = try renderImage(overlappingSquares().compositingGroup().opacity(0.5), scale: 1).bitmap
        let overlap = image.pixel(x: 30, y: 20)
        #expect((126...129).contains(overlap.a), "alpha \(overlap.a)")
        #expect(overlap.r == 0 && overlap.g == 122 && overlap.b == 255, "only the blue is seen: \(overlap)")
    }

    @Test func singleLeafIsFadedAsBefore() throws {
        let image = try renderImage(Color.red.frame(width: 10, height: 10).opacity(0.5), scale: 1).bitmap
        let p = image.pixel(x: 5, y: 5)
        #expect((126...129).contains(p.a) && p.r == 255 && (58...60).contains(p.g), "\(p)")
    }

    @Test func nestedOpacitiesMultiply() throws {
        let image = try renderImage(overlappingSquares().opacity(0.5).opacity(0.5), scale: 1).bitmap
        let redOnly = image.pixel(x: 5, y: 20)
        #expect((62...66).contains(redOnly.a), "alpha \(redOnly.a)")
    }
}
