import Testing
import LoomUI
@testable import LoomScript

/// `Stepper(_:value:in:)` as scripts write it: the range must reach the stepper, or its ends dim the wrong half.
@Suite("Bridge: Stepper bounds")
struct BridgeStepperBoundsTests {
    func stepper(_ source: String) throws -> Stepper {
        let r = run(source)
        #expect(r.errors.isEmpty, "\(r.errors)")
        return try #require(r.views.first as? Stepper)
    }

    @Test func intAndDoubleRangesReachTheStepper() throws {
        #expect(try stepper(#"Stepper("n", value: 5, in: 1...10)"#).bounds == 1...10)
        #expect(try stepper(#"Stepper("d", value: 2.5, in: 0.5...7.5)"#).bounds == 0.5...7.5)
    }

    @Test func withoutARangeThereAreNoBounds() throws {
        #expect(try stepper(#"Stepper("n", value: 5)"#).bounds == nil)
    }
}
