import Testing
import LoomGraphics
import LoomUI
@testable import LoomScript

/// Scripts build real LoomUI views: each test renders what a block shows and checks its size.
@Suite("Bridge to LoomUI")
struct BridgeTests {
    func renderedSize(_ source: String, at index: Int = 0) throws -> Size? {
        let r = run(source)
        #expect(r.errors.isEmpty, "\(r.errors)")
        guard index < r.views.count else { return nil }
        return try LoomUI.renderImage(r.views[index], scale: 1).size
    }

    @Test func framedShape() throws {
        #expect(try renderedSize("Circle().fill(Color.red).frame(width: 20, height: 30)") == Size(width: 20, height: 30))
    }

    @Test func stackWithSpacingAndForEach() throws {
        let size = try renderedSize("""
        VStack(spacing: 10) {
            ForEach(0..<3) { i in
                Rectangle().frame(width: 10 * CGFloat(i + 1), height: 10)
            }
        }
        """)
        #expect(size == Size(width: 30, height: 50))
    }

    @Test func builderIfElseChoosesABranch() throws {
        let size = try renderedSize("""
        let big = true
        HStack(spacing: 0) {
            if big {
                Color.blue.frame(width: 40, height: 10)
            } else {
                Color.blue.frame(width: 5, height: 10)
            }
            Color.red.frame(width: 10, height: 10)
        }
        """)
        #expect(size == Size(width: 50, height: 10))
    }

    @Test func paddingAndModifierChains() throws {
        let size = try renderedSize("""
        RoundedRectangle(cornerRadius: 8).stroke(.blue, lineWidth: 2).frame(width: 20, height: 20).padding()
            .background(Color.yellow)
        """)
        #expect(size == Size(width: 52, height: 52))
        #expect(try renderedSize("Color.red.frame(width: 10, height: 10).padding(.horizontal, 5)") == Size(width: 20, height: 10))
        #expect(try renderedSize("Color.red.frame(width: 10, height: 10).padding(3)") == Size(width: 16, height: 16))
    }

    @Test func scriptViewStructRendersItsBodyLazily() throws {
        let size = try renderedSize("""
        struct Badge: View {
            var side: CGFloat = 12
            var body: some View {
                ZStack {
                    Circle().fill(.green)
                    Text("")
                }
                .frame(width: side, height: side)
            }
        }
        Badge(side: 24)
        """)
        #expect(size == Size(width: 24, height: 24))
    }

    @Test func extensionOfViewAddsModifiers() throws {
        let size = try renderedSize("""
        extension View {
            func card() -> some View {
                self.padding(4).background(Color.white)
            }
        }
        Color.red.frame(width: 10, height: 10).card()
        """)
        #expect(size == Size(width: 18, height: 18))
    }

    @Test func scriptShapeProvidesItsPath() throws {
        let size = try renderedSize("""
        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path {
                var p = Path()
                p.move(to: CGPoint(x: rect.midX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                p.closeSubpath()
                return p
            }
        }
        Triangle().fill(.orange).frame(width: 30, height: 20)
        """)
        #expect(size == Size(width: 30, height: 20))
    }

    @Test func errorsInABodySurfaceWhenRendering() throws {
        let r = run("""
        struct Broken: View {
            var body: some View { Text(undefinedThing) }
        }
        """)
        #expect(r.errors.first?.message.contains("undefinedThing") == true, "\(r.errors)")
    }

    @Test func gradientsAndColors() throws {
        let size = try renderedSize("""
        LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottomTrailing)
            .frame(width: 40, height: 10)
        """)
        #expect(size == Size(width: 40, height: 10))
        let r = run("Color(red: 58 / 255, green: 0.5, blue: 1).opacity(0.5)")
        #expect(r.errors.isEmpty && r.views.count == 1, "\(r.errors)")
    }

    @Test func navigationTitleOnTheRootShowsAsTheLargeTitle() throws {
        let r = run("NavigationStack {\n    List { Text(\"Inbox\") }\n        .navigationTitle(\"Mailboxes\")\n}\n.frame(width: 390, height: 300)")
        #expect(r.errors.isEmpty)
        let view = try #require(r.views.first)
        let dump = try layoutDump(view)
        // The 44 pt bar, then the 34 pt bold title at the leading inset, then the list.
        #expect(dump.contains("Text(\"Mailboxes\")"), "\(dump)")
        let image = try renderImage(view, scale: 1)
        // A grouped list carries its grey up under the bar.
        #expect(image.bitmap.pixel(x: 200, y: 10) == (242, 242, 247, 255))
    }

    @Test func sectionsTakeHeaderAndFooterClosures() throws {
        let r = run("Form {\n    Section {\n        Text(\"Wi-Fi\")\n    } header: {\n        Text(\"Connections\")\n    } footer: {\n        Text(\"Off on planes.\")\n    }\n}\n.frame(width: 390, height: 200)")
        #expect(r.errors.isEmpty, "\(r.errors)")
        let dump = try layoutDump(try #require(r.views.first))
        #expect(dump.contains("Off on planes."), "\(dump)")
        #expect(dump.uppercased().contains("CONNECTIONS"), "\(dump)")
        let bad = run("Form { Section { Text(\"a\") } header: { Circle() } }")
        #expect(bad.errors.first?.message.contains("from Text views") == true, "\(bad.errors)")
    }

    @Test func primaryStyleFollowsTheSurroundingForeground() throws {
        let r = run("VStack { Text(\"pp\").font(.system(size: 40, weight: .black)).foregroundStyle(.primary) }.foregroundStyle(.blue)")
        #expect(r.errors.isEmpty, "\(r.errors)")
        let image = try renderImage(try #require(r.views.first), scale: 1)
        var bluest = (r: 255, b: 0)
        for y in 0..<image.bitmap.height { for x in 0..<image.bitmap.width {
            let p = image.bitmap.pixel(x: x, y: y)
            if p.a == 255, Int(p.b) > bluest.b { bluest = (Int(p.r), Int(p.b)) }
        } }
        // Blue ink (#007AFF), not the black label colour.
        #expect(bluest.b > 200 && bluest.r < 60, "\(bluest)")
    }

    @Test func environmentKeysFlowIntoScriptViews() throws {
        // A library-style key: an EnvironmentKey with a default, an EnvironmentValues property,
        // @Environment reads in views, .environment(_:_:) sets it for a subtree.
        let r = run("struct AccentKey: EnvironmentKey {\n    static let defaultValue: Color = .gray\n}\nextension EnvironmentValues {\n    var badgeColor: Color {\n        get { self[AccentKey.self] }\n        set { self[AccentKey.self] = newValue }\n    }\n}\nstruct Badge: View {\n    @Environment(\\.badgeColor) var color\n    var body: some View { Circle().fill(color).frame(width: 20, height: 20) }\n}\nstruct Caption: View {\n    @Environment(\\.colorScheme) var scheme\n    var body: some View { Text(scheme == .dark ? \"dark\" : \"light\") }\n}\nHStack {\n    Badge()\n    Badge().environment(\\.badgeColor, .red)\n    Caption()\n}\n.padding()\n")
        #expect(r.errors.isEmpty, "\(r.errors)")
        let view = try #require(r.views.first)
        #expect(try layoutDump(view).contains("Text(\"light\")"))
        let image = try renderImage(view, scale: 1)
        let unset = image.bitmap.pixel(x: 26, y: 26), set = image.bitmap.pixel(x: 54, y: 26)
        #expect(unset.r == unset.g && unset.r < 200, "the key's default grey: \(unset)")
        #expect(set.r > 200 && set.g < 100, "red where the view set it: \(set)")
        let dark = run("struct C: View {\n    @Environment(\\.colorScheme) var scheme\n    var body: some View { Text(scheme == .dark ? \"dark\" : \"light\") }\n}\nC().environment(\\.colorScheme, .dark)")
        #expect(dark.errors.isEmpty, "\(dark.errors)")
        #expect(try layoutDump(try #require(dark.views.first)).contains("Text(\"dark\")"))
    }

    @Test func runtimeErrorInsideBodyIsReportedByRenderImage() throws {
        let r = run("""
        struct Crash: View {
            var body: some View {
                let xs = [1]
                return Text("\\(xs[3])")
            }
        }
        Crash()
        """)
        #expect(r.errors.isEmpty)
        guard let v = r.views.first else { Issue.record("no view"); return }
        #expect(throws: (any Error).self) { _ = try LoomUI.renderImage(v) }
    }
}
