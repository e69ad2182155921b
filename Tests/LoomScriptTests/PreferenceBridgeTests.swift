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

/// `onPreferenceChange` runs after a still picture is drawn, which is drawn again with the state
/// it set (SwiftUI runs it after layout, then renders again): the bar is as wide as the box it
/// measured, where it would be 0 wide if the action had not run.
@Suite("onPreferenceChange in a still picture (#11)")
struct PreferenceChangeBridgeTests {
    static let key = """
        struct WidthKey: PreferenceKey {
            static var defaultValue: CGFloat = 0
            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
        }

        """

    @Test func theStateItSetsIsInThePicture() throws {
        let r = run(Self.key + """
            struct Underlined: View {
                @State private var width: CGFloat = 0
                var body: some View {
                    VStack(spacing: 2) {
                        Color.blue.frame(width: 70, height: 10)
                            .background(GeometryReader { p in Color.clear.preference(key: WidthKey.self, value: p.size.width) })
                        Color.red.frame(width: width, height: 4)
                    }
                    .onPreferenceChange(WidthKey.self) { width = $0 }
                }
            }
            Underlined()
            """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        let viaScript = try LoomUI.renderImage(try #require(r.views.last), scale: 2)
        let direct = try LoomUI.renderImage(VStack(spacing: 2, content: [Color.blue.frame(width: 70, height: 10), Color.red.frame(width: 70, height: 4)]), scale: 2)
        #expect(viaScript.size == direct.size)
        #expect(viaScript.bitmap.rgbaBytes() == direct.bitmap.rgbaBytes())
    }

    /// A `GeometryReader`'s closure runs at layout, after the body that holds it was built: its
    /// `onPreferenceChange` still sets that view's state (paololeonardi/WaterfallGrid), and its
    /// `@Environment` reads still see what was set above it.
    @Test func aGeometryReadersContentKeepsItsViewsStateAndEnvironment() throws {
        let r = run(Self.key + """
            struct Inset: EnvironmentKey { static var defaultValue: CGFloat = 1 }
            extension EnvironmentValues { var inset: CGFloat { get { self[Inset.self] } set { self[Inset.self] = newValue } } }
            struct Underlined: View {
                @State private var width: CGFloat = 0
                @Environment(\\.inset) private var inset
                var body: some View {
                    VStack(spacing: 2) {
                        GeometryReader { _ in
                            Color.blue.frame(width: 70 - inset, height: 10)
                                .background(GeometryReader { p in Color.clear.preference(key: WidthKey.self, value: p.size.width) })
                                .onPreferenceChange(WidthKey.self) { width = $0 }
                        }
                        .frame(width: 70, height: 10)
                        Color.red.frame(width: width, height: 4)
                    }
                }
            }
            Underlined().environment(\\.inset, 20)
            """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        let viaScript = try LoomUI.renderImage(try #require(r.views.last), scale: 2)
        let direct = try LoomUI.renderImage(VStack(spacing: 2, content: [
            Color.blue.frame(width: 50, height: 10).frame(width: 70, height: 10, alignment: .topLeading),
            Color.red.frame(width: 50, height: 4),
        ]), scale: 2)
        #expect(viaScript.bitmap.rgbaBytes() == direct.bitmap.rgbaBytes())
    }

    /// The "measure a view" idiom of real libraries (`takeSize($size)`): a modifier's `@Binding`,
    /// set by its own `onPreferenceChange`, writes the state of the view that passed `$size`.
    @Test func aBindingItSetsWritesTheOwnersState() throws {
        let r = run(Self.key + """
            struct TakeWidth: ViewModifier {
                @Binding var width: CGFloat
                func body(content: Content) -> some View {
                    content
                        .background(GeometryReader { p in Color.clear.preference(key: WidthKey.self, value: p.size.width) })
                        .onPreferenceChange(WidthKey.self) { width = $0 }
                }
            }
            struct Underlined: View {
                @State private var width: CGFloat = 0
                var body: some View {
                    VStack(spacing: 2) {
                        Color.blue.frame(width: 70, height: 10).modifier(TakeWidth(width: $width))
                        Color.red.frame(width: width, height: 4)
                    }
                }
            }
            Underlined()
            """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        let viaScript = try LoomUI.renderImage(try #require(r.views.last), scale: 2)
        let direct = try LoomUI.renderImage(VStack(spacing: 2, content: [Color.blue.frame(width: 70, height: 10), Color.red.frame(width: 70, height: 4)]), scale: 2)
        #expect(viaScript.bitmap.rgbaBytes() == direct.bitmap.rgbaBytes())
    }

    /// A layout that feeds its measurement back forever (each pass one wider) stops after the
    /// last pass LoomUI allows, with a picture, not a hang.
    @Test func aLayoutThatNeverSettlesStillGivesAPicture() throws {
        let r = run(Self.key + """
            struct Growing: View {
                @State private var width: CGFloat = 1
                var body: some View {
                    Color.green.frame(width: width, height: 4)
                        .background(GeometryReader { p in Color.clear.preference(key: WidthKey.self, value: p.size.width + 1) })
                        .onPreferenceChange(WidthKey.self) { width = $0 }
                }
            }
            Growing()
            """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        let picture = try LoomUI.renderImage(try #require(r.views.last), scale: 1)
        #expect(picture.size.width == 9, "one drawing and eight more, each a point wider")
    }
}
