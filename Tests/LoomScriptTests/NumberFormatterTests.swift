import Testing
@testable import LoomScript

/// Where swift-corelibs-foundation's `NumberFormatter` parts from Apple's, Loom formats as Apple's
/// does (the fixture stdlib/number_formatter.swift covers what both agree on, from swiftc).
@Suite("NumberFormatter as Apple's")
struct NumberFormatterTests {
    /// Apple's decimal style keeps exactly two fraction digits when both bounds say two; corelibs
    /// ignores the minimum and gives "1,234.568", "3.142", "0.5".
    @Test func decimalStyleKeepsEqualFractionBounds() {
        let r = run("""
            let f = NumberFormatter()
            f.numberStyle = .decimal
            f.minimumFractionDigits = 2
            f.maximumFractionDigits = 2
            print([1234.5678, 3.14159, 0.5, -2].map { f.string(from: NSNumber(value: $0))! })
            """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.text == "[\"1,234.57\", \"3.14\", \"0.50\", \"-2.00\"]\n")
    }
}
