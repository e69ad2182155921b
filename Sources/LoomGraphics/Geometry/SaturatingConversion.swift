/// Integer conversions that cannot trap. Sizes, offsets and counts reach drawing code from
/// scripts (`.offset(x: .nan)`, `.kerning(1e9)`), and Swift's `Int(_: Double)` traps on NaN,
/// infinity and anything out of range (DESIGN: script-controlled numbers never reach a
/// trapping conversion). These round toward zero, clamp to the type's range and take NaN as 0.
extension Int {
    public init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 9.2e18 {
            self = .max
        } else if value <= -9.2e18 {
            self = .min
        } else {
            self = Int(value)
        }
    }
}

extension Int32 {
    public init(saturating value: Double) {
        self = Int32(clamping: Int(saturating: value))
    }
}

extension UInt32 {
    public init(saturating value: Double) {
        self = UInt32(clamping: Int(saturating: value))
    }
}
