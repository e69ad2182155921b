import Testing
@testable import LoomGraphics

@Suite struct TextLayoutTests {
    @Test func bodyLineMatchesSFProMetrics() {
        // SF Pro at 17 pt measures "This is a test string" at 144.09 × 20.29 pt (research doc §5.3).
        let layout = TextLayout("This is a test string", font: FontSpec(size: 17))
        #expect(abs(layout.size.width - 144.09) < 1.5)
        #expect(abs(layout.size.height - 20.29) < 0.01)
    }
}
