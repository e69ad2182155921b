import Testing
import LoomGraphics
import LoomUI
@testable import LoomScript

/// The Text, Label and control-label API as scripts write it (each line one SwiftUI signature).
@Suite("Bridge: text API and labels")
struct BridgeTextAPITests {
    func render(_ source: String, scale: Double = 2) throws -> RenderedImage {
        let r = run(source)
        #expect(r.errors.isEmpty, "\(r.errors)")
        let view = try #require(r.views.first, "the block showed no view")
        return try LoomUI.renderImage(view, scale: scale)
    }

    /// Whether some pixel is close to the colour (r, g, b).
    func contains(_ image: RenderedImage, _ r: Int, _ g: Int, _ b: Int) -> Bool {
        for y in 0..<image.bitmap.height {
            for x in 0..<image.bitmap.width {
                let p = image.bitmap.pixel(x: x, y: y)
                if p.a > 240, abs(Int(p.r) - r) < 30, abs(Int(p.g) - g) < 30, abs(Int(p.b) - b) < 30 { return true }
            }
        }
        return false
    }

    @Test func pickerWithHiddenLabelsAsTheGradientMapGuideWritesIt() throws {
        // The first block of pure-swift-ui-tools/gradient-map.md, without the library.
        let image = try render("""
        struct PickerSeverityDemo: View {
            var choices = 0..<10
            @State private var choice = 5
            var body: some View {
                VStack {
                    Picker("Severity Picker", selection: self.$choice) {
                        ForEach(choices) { choice in
                            Text("\\(choice + 1)").frame(width: 50).background(Color.green)
                        }
                    }
                    .labelsHidden()
                }
            }
        }
        PickerSeverityDemo()
        """, scale: 1)
        #expect(image.layoutFrame.width > 0)
    }

    @Test func labelsHiddenOnTogglesAndSteppers() throws {
        let image = try render("""
        VStack(alignment: .leading) {
            Toggle("Wi-Fi", isOn: true)
            Stepper("Count", value: 1)
        }
        .labelsHidden()
        """, scale: 1)
        // Without labels the column is as wide as the stepper (94 pt), not the offered width.
        #expect(image.layoutFrame.width == 94)
    }

    @Test func textModifiersFromTheGuides() throws {
        let r = run("""
        VStack {
            Text("Centred\\nlines").multilineTextAlignment(.center).lineSpacing(6)
            Text("A long line that will not fit").lineLimit(1).truncationMode(.middle).frame(width: 80)
            Text("A long line that will not fit").lineLimit(1).truncationMode(.head)
            Text("Shrink").font(.largeTitle).lineLimit(1).minimumScaleFactor(0.5)
            Text("upper").textCase(.uppercase)
            Text("lower").textCase(nil)
            Text("raised").baselineOffset(4)
            Text("serif").fontDesign(.serif)
            Text("rounded").font(.body).fontDesign(.rounded)
            Text("custom").font(.custom("DejaVu Serif", size: 20))
            Text("fixed").font(.custom("Missing Face", fixedSize: 12))
            Text("relative").font(.custom("Missing Face", size: 12, relativeTo: .body))
            Text(Image(systemName: "star.fill"))
            Image(decorative: "missing").hidden()
            Image(systemName: "star").imageScale(.large)
            Image(systemName: "star").imageScale(.small)
            Label { Text("Builder") } icon: { Image(systemName: "star") }
            Label("Icon", systemImage: "star").labelStyle(.iconOnly)
            Label("Title", systemImage: "star").labelStyle(.titleOnly)
            Label("Both", systemImage: "star").labelStyle(.titleAndIcon)
        }
        .fontDesign(.monospaced)
        """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.views.count == 1)
    }

    @Test func paragraphModifiersChangeTheFrame() throws {
        func height(_ source: String) throws -> Double { try render(source, scale: 1).layoutFrame.height }
        let plain = try height("Text(\"one\\ntwo\")")
        #expect(try height("Text(\"one\\ntwo\").lineSpacing(10)") == plain + 10)
        // Shrinking to fit one line of 120 pt makes the title shorter than its natural line.
        let title = try height("Text(\"A title too long\").font(.largeTitle).lineLimit(1)")
        #expect(try height("Text(\"A title too long\").font(.largeTitle).lineLimit(1).minimumScaleFactor(0.3).frame(width: 120)") < title * 0.8)
        // Centred lines: the short line's ink starts further right than the leading-aligned one's.
        func firstInkColumn(_ source: String) throws -> Int {
            let image = try render(source, scale: 1)
            let row = Int(image.layoutFrame.height * 0.25)
            return (0..<image.bitmap.width).first { image.bitmap.pixel(x: $0, y: row).a > 128 } ?? 0
        }
        let leading = try firstInkColumn("Text(\"ab\\nA much longer line\")")
        let centred = try firstInkColumn("Text(\"ab\\nA much longer line\").multilineTextAlignment(.center)")
        #expect(centred > leading + 20)
    }

    @Test func decorationsTakeTheirColour() throws {
        let struck = try render("""
        Text("MMMMMMMM").strikethrough(true, color: .red).padding(4).background(Color.white)
        """)
        #expect(contains(struck, 255, 59, 48))
        let underlined = try render("""
        Text("MMMMMMMM").underline(color: .blue).padding(4).background(Color.white)
        """)
        #expect(contains(underlined, 0, 122, 255))
        // No colour: the decoration is drawn in the text's colour, so nothing red appears.
        let plain = try render("""
        Text("MMMMMMMM").strikethrough().padding(4).background(Color.white)
        """)
        #expect(!contains(plain, 255, 59, 48))
    }

    @Test func symbolJoinedIntoText() throws {
        let r = run("""
        Text(Image(systemName: "star.fill"))
        """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.views.first is Text)
    }

    @Test func markdownThroughAttributedString() throws {
        let r = run("""
        Text(try! AttributedString(markdown: "**bold** and [link](https://x)"))
        """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        let text = try #require(r.views.first as? Text)
        #expect(text.string == "bold and link")
        #expect(text == Text(markdown: "**bold** and [link](https://x)"))
    }

    @Test func markdownThroughLocalizedStringKey() throws {
        let r = run("""
        let message = "**bold** and *italic*"
        Text(LocalizedStringKey(message))
        """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.views.first as? Text == Text(markdown: "**bold** and *italic*"))
        // A String variable alone stays verbatim, as in SwiftUI.
        let plain = run("""
        let message = "**bold**"
        Text(message)
        """)
        #expect((plain.views.first as? Text)?.string == "**bold**")
    }

    @Test func stringLiteralIsALocalizedStringKey() throws {
        // SwiftUI reads a string literal passed to Text as a LocalizedStringKey: Markdown.
        let r = run("""
        Text("**bold** and *italic*")
        """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect((r.views.first as? Text)?.string == "bold and italic")
        #expect(r.views.first as? Text == Text(markdown: "**bold** and *italic*"))
        // Interpolated literals too, but the interpolated values show as they are.
        let interpolated = run("""
        let stars = "**"
        Text("**n** \\(stars)")
        """)
        #expect(interpolated.errors.isEmpty, "\(interpolated.errors)")
        #expect((interpolated.views.first as? Text)?.string == "n **")
        // SwiftUI's `specifier:` interpolation formats like String(format:).
        let specified = run("""
        let x = 3.14159
        Text("v: \\(x, specifier: "%.2f")")
        """)
        #expect(specified.errors.isEmpty, "\(specified.errors)")
        #expect((specified.views.first as? Text)?.string == "v: 3.14")
        // An annotated constant and a parameter of that type take literals the same way.
        let annotated = run("""
        let s: LocalizedStringKey = "**b**"
        Text(s)
        """)
        #expect(annotated.errors.isEmpty, "\(annotated.errors)")
        #expect((annotated.views.first as? Text)?.string == "b")
        // `Text(verbatim:)` never parses, in SwiftUI or here.
        #expect((run("Text(verbatim: \"**x**\")").views.first as? Text)?.string == "**x**")
    }

    /// Tags are values: an enum case matches only itself, and a string tag is not the number
    /// it reads as (they compared as descriptions before).
    @Test func pickerTagsCompareAsValues() throws {
        let byCase = run("""
        enum Flavor { case mint, lemon }
        Picker("Flavor", selection: Flavor.lemon) { Text("Mint").tag(Flavor.mint); Text("Lemon").tag(Flavor.lemon) }
        """)
        #expect(byCase.errors.isEmpty, "\(byCase.errors)")
        #expect((byCase.views.first as? Picker)?.selection == "Lemon")
        let mixed = run("""
        Picker("N", selection: 2) { Text("Text two").tag("2"); Text("Number two").tag(2) }
        """)
        #expect((mixed.views.first as? Picker)?.selection == "Number two")
    }

    @Test func pickerFindsTheSelectedRowByTag() throws {
        // Explicit tags, and ForEach's implicit ones (an Identifiable element's id, a range's values).
        let tagged = run("""
        Picker("Size", selection: "m") { Text("Small").tag("s"); Text("Medium").tag("m") }
        """)
        #expect((tagged.views.first as? Picker)?.selection == "Medium")
        let identified = run("""
        struct Flavor: Identifiable { let id: Int; let name: String }
        Picker("Flavor", selection: 2) { ForEach([Flavor(id: 1, name: "Mint"), Flavor(id: 2, name: "Lemon")]) { f in Text(f.name) } }
        """)
        #expect(identified.errors.isEmpty, "\(identified.errors)")
        #expect((identified.views.first as? Picker)?.selection == "Lemon")
        // The gradient-map guide's rows: texts wrapped in frames and backgrounds, tagged by the range.
        let ranged = run("""
        Picker("Severity", selection: 5) { ForEach(0..<10) { choice in Text("\\(choice + 1)").frame(width: 50).background(Color.green) } }
        """)
        #expect((ranged.views.first as? Picker)?.selection == "6")
        #expect((ranged.views.first as? Picker)?.options.count == 10)
    }
}
