import Testing
import LoomGraphics
import LoomUI
@testable import LoomScript

/// Preferences through the bridge: a script key's `defaultValue` and `reduce` combine what the
/// views below set, and the view made from the value draws what LoomUI draws for that value.
@Suite struct PreferenceBridgeTests {
    static let keys = """
        struct WidthKey: PreferenceKey {
            static var defaultValue: CGFloat = 0
            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
        }
        struct BoundsKey: PreferenceKey {
            static var defaultValue: [Int: Anchor<CGRect>] { [:] }
            static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
                value.merge(nextValue(), uniquingKeysWith: { $1 })
            }
        }

        """

    func same(_ script: String, _ view: any ViewNode) throws {
        let r = run(Self.keys + script)
        #expect(r.errors.isEmpty, "\(r.errors)")
        let viaScript = try renderImage(try #require(r.views.last), scale: 2), direct = try renderImage(view, scale: 2)
        #expect(viaScript.size == direct.size)
        #expect(viaScript.bitmap.rgbaBytes() == direct.bitmap.rgbaBytes(), "the script's picture differs from LoomUI's")
    }

    @Test func theKeysReduceCombinesTheValuesBelow() throws {
        try same("""
            VStack(spacing: 10) {
                Color.red.frame(width: 30, height: 10).preference(key: WidthKey.self, value: 30)
                Color.blue.frame(width: 50, height: 10).preference(key: WidthKey.self, value: 50)
            }
            .overlayPreferenceValue(WidthKey.self) { width in Text("\\(Int(width))") }
            """, VStack(spacing: 10, content: [Color.red.frame(width: 30, height: 10), Color.blue.frame(width: 50, height: 10)]).overlay(Text("50")))
    }

    @Test func withNoValueTheDefaultIsRead() throws {
        try same("""
            Color.red.frame(width: 40, height: 20).backgroundPreferenceValue(WidthKey.self, alignment: .leading) { width in
                Color.blue.frame(width: width + 4, height: 24)
            }
            """, Color.red.frame(width: 40, height: 20).background(Color.blue.frame(width: 4, height: 24), alignment: .leading))
    }

    @Test func anAnchorIsResolvedInTheReadersCoordinates() throws {
        try same("""
            HStack(spacing: 20) {
                Color.green.frame(width: 40, height: 40).anchorPreference(key: BoundsKey.self, value: .bounds) { [1: $0] }
                Color.orange.frame(width: 20, height: 20).anchorPreference(key: BoundsKey.self, value: .bounds) { [2: $0] }
            }
            .padding(10)
            .overlayPreferenceValue(BoundsKey.self) { bounds in
                GeometryReader { proxy in
                    if let b = bounds[2] {
                        Color.black.frame(width: proxy[b].width, height: proxy[b].height).position(x: proxy[b].midX, y: proxy[b].midY)
                    }
                }
            }
            """, HStack(spacing: 20, content: [Color.green.frame(width: 40, height: 40), Color.orange.frame(width: 20, height: 20)])
                .padding(10).overlay(Color.black.frame(width: 20, height: 20).position(x: 80, y: 30)))
    }
}
