import LoomGraphics
import Testing
@testable import LoomUI

/// `.primary` as a shape style is the surrounding foreground at full strength (SwiftUI's
/// `HierarchicalShapeStyle.primary`); only `Color.primary` is fixed to the label colour.
@Suite struct PrimaryStyleTests {
    /// Whether some opaque pixel is blue-dominant, and whether some is near black.
    func inks(_ view: any ViewNode) throws -> (blue: Bool, black: Bool) {
        let image = try renderImage(view, scale: 2)
        var (blue, black) = (false, false)
        for y in 0..<image.bitmap.height {
            for x in 0..<image.bitmap.width {
                let p = image.bitmap.pixel(x: x, y: y)
                guard p.a > 240 else { continue }
                if Int(p.b) > 200 && Int(p.r) < 80 { blue = true }
                if Int(p.r) < 40 && Int(p.g) < 40 && Int(p.b) < 40 { black = true }
            }
        }
        return (blue, black)
    }

    @Test func primaryTakesTheSurroundingForegroundStyle() throws {
        let view = VStack(content: [Text("primary").foregroundStyle(HierarchicalShapeStyle.primary)]).foregroundStyle(Color.blue)
        let ink = try inks(view)
        #expect(ink.blue && !ink.black)
    }

    @Test func primaryUnderTheDefaultForegroundIsTheLabelColour() throws {
        let ink = try inks(Text("primary").foregroundStyle(HierarchicalShapeStyle.primary))
        #expect(ink.black && !ink.blue)
    }

    @Test func colorPrimaryStaysTheLabelColour() throws {
        let view = VStack(content: [Text("primary").foregroundStyle(Color.primary)]).foregroundStyle(Color.blue)
        #expect(try inks(view).black)
    }
}
