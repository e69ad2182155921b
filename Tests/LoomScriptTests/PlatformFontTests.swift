import Testing
@testable import LoomScript

/// `UIFont`'s metrics are SF Pro's as UIKit reports them (iOS 17, `UIFont.systemFont(ofSize: 17)`:
/// lineHeight 20.287, ascender 16.171, descender −4.116), and a string measured with
/// `size(withAttributes:)` is as wide as SF Pro sets it.
@Suite("UIKit fonts")
struct PlatformFontTests {
    @Test func systemFontMetricsAreUIKits() throws {
        let r = run("""
            let f = UIFont.systemFont(ofSize: 17)
            print(f.pointSize, f.lineHeight, f.ascender, f.descender, f.leading)
            print(UIFont.preferredFont(forTextStyle: .headline).pointSize, UIFont.preferredFont(forTextStyle: .largeTitle).pointSize)
            print(UIFontMetrics(forTextStyle: .body).scaledValue(for: 24))
            """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        let lines = r.text.split(separator: "\n").map { $0.split(separator: " ").compactMap { Double($0) } }
        try #require(lines.count == 3 && lines[0].count == 5)
        for (measured, uikit) in zip(lines[0], [17, 20.287, 16.171, -4.116, 0]) {
            #expect(abs(measured - uikit) < 0.01, "\(lines[0]) against UIKit's 17, 20.287, 16.171, -4.116, 0")
        }
        #expect(lines[1] == [17, 34])
        #expect(lines[2] == [24])
    }

    @Test func measuredStringsAreAsWideAsSFPro() throws {
        let r = run("""
            let s = "This is a test string".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
            let bigger = "This is a test string".size(withAttributes: [NSAttributedString.Key.font: UIFont.boldSystemFont(ofSize: 34)])
            print(s.width, s.height, bigger.height == 2 * s.height)
            """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        let parts = r.text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ")
        try #require(parts.count == 3)
        let text = try #require(Double(parts[0]))
        // SF Pro at 17 pt sets it 144.09 pt wide (research doc §5.3), as TextLayoutTests pins for Text.
        #expect(abs(text - 144.09) < 1.5, "width \(text)")
        #expect(Double(parts[1]) == 20.2878)
        #expect(parts[2] == "true")
    }
}
