import LoomGraphics
import LoomTestSupport
import Testing
@testable import LoomUI

/// `Font.custom` with a PostScript name (extlibs19 repro 04): iOS draws `"HelveticaNeue-Light"` in
/// Helvetica Neue's light face; Loom, without the family, keeps the weight, slant and kind of
/// family the name spells, and draws what the same request of its system face draws.
@Suite struct CustomFontNameTests {
    struct Expected: CustomTestStringConvertible, Sendable {
        let name: String, family: String, weight: Font.Weight, italic: Bool, design: Font.Design
        init(_ name: String, _ family: String, _ weight: Font.Weight, italic: Bool = false, _ design: Font.Design = .default) {
            (self.name, self.family, self.weight, self.italic, self.design) = (name, family, weight, italic, design)
        }
        var testDescription: String { name }
    }

    static let names: [Expected] = [
        Expected("HelveticaNeue-Light", "HelveticaNeue", .light),
        Expected("HelveticaNeue-UltraLight", "HelveticaNeue", .ultraLight),
        Expected("HelveticaNeue-Thin", "HelveticaNeue", .thin),
        Expected("HelveticaNeue", "HelveticaNeue", .regular),
        Expected("HelveticaNeue-Medium", "HelveticaNeue", .medium),
        Expected("HelveticaNeue-Italic", "HelveticaNeue", .regular, italic: true),
        Expected("HelveticaNeue-CondensedBlack", "HelveticaNeue", .black),
        Expected("Helvetica-Bold", "Helvetica", .bold),
        Expected("Helvetica-LightOblique", "Helvetica", .light, italic: true),
        Expected("Avenir-Book", "Avenir", .regular),
        Expected("Avenir-Roman", "Avenir", .regular),
        Expected("Avenir-Heavy", "Avenir", .heavy),
        Expected("Avenir-Black", "Avenir", .black),
        Expected("AvenirNext-DemiBold", "AvenirNext", .semibold),
        Expected("AvenirNext-UltraLightItalic", "AvenirNext", .ultraLight, italic: true),
        Expected("Avenir Next Bold", "Avenir Next", .bold),
        Expected("Futura-CondensedExtraBold", "Futura", .heavy),
        Expected("GillSans-SemiBoldItalic", "GillSans", .semibold, italic: true),
        Expected("GillSans-UltraBold", "GillSans", .heavy),
        Expected("Georgia", "Georgia", .regular, .serif),
        Expected("Georgia-BoldItalic", "Georgia", .bold, italic: true, .serif),
        Expected("TimesNewRomanPS-BoldMT", "TimesNewRomanPS", .bold, .serif),
        Expected("Menlo-Regular", "Menlo", .regular, .monospaced),
        Expected("Courier-BoldOblique", "Courier", .bold, italic: true, .monospaced),
        Expected("SFProRounded-Heavy", "SFProRounded", .heavy, .rounded),
        Expected("SFProText-Semibold", "SFProText", .semibold),
        Expected("SFProDisplay-Bold", "SFProDisplay", .bold),
        Expected("Helvetica Neue", "Helvetica Neue", .regular),
        Expected("Inter Display", "Inter Display", .regular),
    ]

    @Test(arguments: names)
    func postScriptNameIsRead(_ e: Expected) {
        let face = PostScriptFontName(e.name)
        #expect(face.family == e.family)
        #expect(face.weight == e.weight)
        #expect(face.isItalic == e.italic)
        #expect(face.design == e.design)
    }

    @Test func aMissingFamilyKeepsTheWeightAndSlantItNames() {
        #expect(Font.custom("HelveticaNeue-Light", size: 30).spec == FontSpec(family: .sans, size: 30, weight: 300))
        #expect(Font.custom("HelveticaNeue", size: 30).spec == FontSpec(family: .sans, size: 30, weight: 400))
        #expect(Font.custom("Helvetica-Bold", size: 30).spec == FontSpec(family: .sans, size: 30, weight: 700))
        #expect(Font.custom("Georgia-BoldItalic", size: 20).spec == FontSpec(family: .serif, size: 20, weight: 700, italic: true))
        #expect(Font.custom("Menlo-Regular", size: 12).spec == FontSpec(family: .monospaced, size: 12, weight: 400))
        // A weight asked for afterwards wins, as `.weight(_:)` does on any font.
        #expect(Font.custom("HelveticaNeue-Light", size: 30).weight(.bold).spec.weight == 700)
    }

    @Test func anInstalledFamilyIsFoundFromItsPostScriptName() throws {
        try #require(FontSpec.isInstalled(family: "JetBrains Mono"))
        #expect(Font.custom("JetBrainsMono-Bold", size: 14).spec == FontSpec(family: .named("JetBrains Mono"), size: 14, weight: 700))
        #expect(Font.custom("JetBrains Mono", size: 14).spec == FontSpec(family: .named("JetBrains Mono"), size: 14, weight: 400))
    }

    // MARK: Pixels

    func picture(_ font: Font) throws -> Bitmap {
        try renderImage(Text("25$ Hamburg").font(font).background(Color.white), scale: 2).bitmap
    }

    /// The darkness of every pixel, summed: heavier faces put down more ink.
    func ink(_ bitmap: Bitmap) -> Int {
        var total = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width { total += 255 - Int(bitmap.pixel(x: x, y: y).g) }
        }
        return total
    }

    @Test func namedWeightsDrawAsTheSystemFaceOfThatWeight() throws {
        let pairs: [(Font, Font)] = [
            (.custom("HelveticaNeue-Light", size: 30), .system(size: 30, weight: .light)),
            (.custom("HelveticaNeue", size: 30), .system(size: 30)),
            (.custom("Helvetica-Bold", size: 30), .system(size: 30, weight: .bold)),
            (.custom("Georgia", size: 30), .system(size: 30, design: .serif)),
        ]
        for (custom, system) in pairs {
            expectIdenticalPictures(try picture(custom), try picture(system), named: "custom-font-\(custom.customFamily!)")
        }
    }

    @Test func lightRegularAndBoldPutDownIncreasingInk() throws {
        let light = ink(try picture(.custom("HelveticaNeue-Light", size: 30)))
        let regular = ink(try picture(.custom("HelveticaNeue", size: 30)))
        let bold = ink(try picture(.custom("HelveticaNeue-Bold", size: 30)))
        #expect(light < regular && regular < bold, "light \(light), regular \(regular), bold \(bold)")
        #expect(Double(bold) > Double(light) * 1.4)
    }
}
