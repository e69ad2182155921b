import Testing
import LoomGraphics
import LoomTestSupport
import LoomUI
@testable import LoomScript

/// The SwiftUI-surface leftovers of issues 11 and 12: each script must draw the pixels of the
/// LoomUI view that states SwiftUI's rule for it (an empty header is no header, a gradient tint is
/// a gradient where a gauge draws it and its first colour where a toggle does, …).
@Suite("Bridge differential: leftovers (#11, #12)")
struct BridgeDifferentialLeftoverTests {
    typealias Case = BridgeCase

    static let cases: [Case] = [
        // What VoiceOver reads and how it groups elements draws nothing (extlibs6).
        Case(script: """
        HStack { Image(systemName: "star.fill").accessibilityHidden(true); Text("Rated").accessibilityLabel(Text("Rating")) }
            .accessibilityElement(children: .combine).accessibilityAddTraits(.isButton).accessibilityRemoveTraits(AccessibilityTraits.isImage)
            .accessibilityLabel("Rated").accessibilityHint("Opens the ratings").accessibilityValue("4 of 5").accessibilityIdentifier("rating")
            .accessibilitySortPriority(1).accessibilityInputLabels(["Rating"]).accessibilityHeading(.h2).accessibilityShowsLargeContentViewer()
            .accessibilityAction(named: "Reset") { }.accessibilityAdjustableAction { _ in }.accessibilityElement(children: AccessibilityChildBehavior.ignore)
        """) {
            HStack(content: [Image(systemName: "star.fill"), Text("Rated")])
        },
        // Xcode's colour-picker literal is a UIColor on iOS.
        Case(script: "Circle().fill(Color(#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 0.8))).frame(width: 30, height: 30)") {
            Circle().fill(Color(red: 1, green: 0.5, blue: 0, opacity: 0.8)).frame(width: 30, height: 30)
        },
        // SwiftUI's `_VectorMath`: an angle negated in place, insets scaled and added.
        Case(script: "Rectangle().frame(width: 40, height: 20).rotationEffect({ var a = Angle.degrees(-30) / 2; a.negate(); return a + .degrees(15) }()).padding(EdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4) * 2 - EdgeInsets(top: 0, leading: 0, bottom: 4, trailing: 0))") {
            Rectangle().frame(width: 40, height: 20).rotationEffect(.degrees(30)).padding(EdgeInsets(top: 4, leading: 8, bottom: 0, trailing: 8))
        },
        // An EmptyView header or footer is none: the section starts 35 pt down, as one without a header.
        Case(script: "List { Section(header: EmptyView()) { Text(\"Apples\") } }") {
            List(rows: [Section(rows: [Text("Apples")])])
        },
        Case(script: "List { Section { Text(\"Apples\") } header: { EmptyView() } }") {
            List(rows: [Section(rows: [Text("Apples")])])
        },
        Case(script: "List { Section(header: Text(\"Fruit\"), footer: EmptyView()) { Text(\"Apples\") } }") {
            List(rows: [Section(header: "Fruit", rows: [Text("Apples")])])
        },
        Case(script: "List { Section { Text(\"Apples\") } header: { EmptyView() } footer: { Text(\"Ripe\") } }") {
            List(rows: [Section(footer: "Ripe", rows: [Text("Apples")])])
        },
        // A control that cannot draw a gradient uses its first stop (SwiftUI's `tint(_:)`).
        Case(script: "Toggle(\"Wi-Fi\", isOn: .constant(true)).tint(Gradient(colors: [.green, .red]))") {
            Toggle("Wi-Fi", isOn: true).tint(Color.green)
        },
        Case(script: "Button(\"Go\") { }.buttonStyle(.borderedProminent).tint(.linearGradient(colors: [.orange, .purple], startPoint: .leading, endPoint: .trailing))") {
            Button("Go").buttonStyle(.borderedProminent).tint(Color.orange)
        },
        // `.tint` as a shape style is the gradient itself.
        Case(script: "Rectangle().fill(.tint).frame(width: 80, height: 30).tint(LinearGradient(colors: [.yellow, .blue], startPoint: .leading, endPoint: .trailing))") {
            Rectangle().fill(LinearGradient(colors: [.yellow, .blue], startPoint: .leading, endPoint: .trailing)).frame(width: 80, height: 30)
        },
        // A bare Gradient fills top to bottom.
        Case(script: "Rectangle().fill(Gradient(colors: [.white, .black])).frame(width: 40, height: 40)") {
            Rectangle().fill(LinearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom)).frame(width: 40, height: 40)
        },
        // iOS 18's colour mixing, which libraries written for it use.
        Case(script: "Rectangle().fill(Color.black.mix(with: .white, by: 0.5)).frame(width: 10, height: 10)") {
            Rectangle().fill(Color.black.mix(with: Color.white, by: 0.5)).frame(width: 10, height: 10)
        },
        // A date in a format style, as `formatted(_:)` writes it.
        Case(script: "Text(Date(), format: .dateTime)") { Text("1/9/2007, 9:41 AM") },
        // …beside numbers' styles, whose member chains still find their base.
        Case(script: "Text(0.5, format: .percent.precision(.fractionLength(0)))") { Text("50%") },
        // A perspective turn, as PureSwiftUI's `rotate3D` and card-flip tutorials write it.
        Case(script: "Text(\"Turned\").rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0), anchor: .leading, perspective: 0.5)") {
            Text("Turned").rotation3DEffect(.degrees(45), axis: (0, 1, 0), anchor: .leading, perspective: 0.5)
        },
    ]

    @Test(arguments: cases)
    func scriptDrawsWhatLoomUIDraws(_ c: Case) throws {
        let r = run(c.script)
        #expect(r.errors.isEmpty, "\(r.errors)")
        let scripted = try #require(r.views.last)
        let proposal = ProposedSize(width: 393, height: nil)
        let viaScript = try LoomUI.renderImage(scripted, proposal: proposal, scale: 2)
        let direct = try LoomUI.renderImage(c.view(), proposal: proposal, scale: 2)
        expectIdenticalPictures(viaScript.bitmap, direct.bitmap, named: "bridge-" + c.script)
    }

    /// A gradient tint runs along a linear gauge: the filled part of the bar is the gradient laid
    /// over the whole track, so its left end is the first colour and it is redder to the right.
    @Test func aGaugeDrawsItsGradientTintAlongTheTrack() throws {
        let r = run("Gauge(value: 0.75) { Text(\"Fuel\") }.tint(Gradient(colors: [.blue, .red])).frame(width: 200)")
        #expect(r.errors.isEmpty, "\(r.errors)")
        let image = try LoomUI.renderImage(try #require(r.views.last), scale: 1)
        let blueOnly = try LoomUI.renderImage(Gauge(value: 0.75, label: Text("Fuel")).tint(Color.blue).frame(width: 200), scale: 1)
        #expect(image.bitmap.rgbaBytes() != blueOnly.bitmap.rgbaBytes(), "the gradient tint was drawn as a plain colour")
        let track = try #require(image.frames.last { $0.name == "Capsule" })
        let y = Int(track.frame.midY + image.layoutFrame.minY)
        let left = image.bitmap.pixel(x: Int(track.frame.minX) + 3, y: y), right = image.bitmap.pixel(x: Int(track.frame.maxX) - 3, y: y)
        #expect(left.b > left.r && right.r > right.b, "left \(left), right \(right)")
    }

    /// Namespaces and ids scope matching: a follower whose id lives in another namespace, or
    /// whose id is equal only in its words (`1` and `"1"`), stays where its parent put it.
    @Test func onlyTheSameIdInTheSameNamespaceMatches() throws {
        /// Where the red view (the first colour drawn) lands.
        func red(_ script: String) throws -> Rect? {
            let r = run(script)
            #expect(r.errors.isEmpty, "\(r.errors)")
            return try LoomUI.renderImage(try #require(r.views.last), scale: 1).frames.first { $0.name == "Color" }?.frame
        }
        func source(_ follower: String) -> String {
            """
            let a = Namespace().wrappedValue
            let b = Namespace().wrappedValue
            HStack(spacing: 20) {
                Color.red\(follower).frame(width: 20, height: 20)
                Color.blue.matchedGeometryEffect(id: 1, in: a).frame(width: 60, height: 40)
            }
            """
        }
        let unmatched = Rect(x: 0, y: 10, width: 20, height: 20)
        #expect(try red(source("")) == unmatched)
        #expect(try red(source(".matchedGeometryEffect(id: 1, in: a, isSource: false)")) == Rect(x: 40, y: 0, width: 60, height: 40))
        #expect(try red(source(".matchedGeometryEffect(id: 1, in: b, isSource: false)")) == unmatched)
        #expect(try red(source(".matchedGeometryEffect(id: \"1\", in: a, isSource: false)")) == unmatched)
    }

    /// `@Namespace` in two views of one type makes two namespaces: each follower, drawn before
    /// its source, finds its own view's source — not the last one drawn, as one shared namespace would.
    @Test func eachViewHasItsOwnNamespace() throws {
        let r = run("""
            struct Badge: View {
                @Namespace var ns
                let width: CGFloat
                var body: some View {
                    ZStack {
                        Color.red.matchedGeometryEffect(id: "box", in: ns, properties: .position, anchor: .topLeading, isSource: false).frame(width: 5, height: 5)
                        Color.blue.matchedGeometryEffect(id: "box", in: ns, anchor: .topLeading).frame(width: width, height: 20)
                    }
                }
            }
            VStack(spacing: 0) { Badge(width: 30); Badge(width: 50) }
            """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        let frames = try LoomUI.renderImage(try #require(r.views.last), scale: 1).frames
        let followers = frames.filter { $0.name == "Color" && $0.frame.width == 5 }.map(\.frame.origin)
        #expect(followers == [Point(x: 10, y: 0), Point(x: 0, y: 20)])
    }
}
