import Foundation
import LoomTestSupport
import LoomUI
import Testing
@testable import LoomScript

enum SeedLibraries {
    /// `../shared/libraries` beside the repository, when it is there.
    static let folder: String? = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.deletingLastPathComponent().appendingPathComponent("shared/libraries").path
        return FileManager.default.fileExists(atPath: folder) ? folder : nil
    }()
}

/// The seed libraries in `../shared/libraries`, exactly as their authors published them, must
/// load from their own sources and draw their own previews. Skipped (with the reason shown)
/// when that folder is not beside the checkout.
@Suite("Real libraries from their own sources", .enabled(if: SeedLibraries.folder != nil, "../shared/libraries is not beside the checkout"))
struct RealLibrariesTests {
    static var libraries: String? { SeedLibraries.folder }

    func session() throws -> ScriptSession {
        let folder = try #require(Self.libraries)
        let session = ScriptSession()
        session.importPaths = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            .map { folder + "/" + $0 }.filter { FileManager.default.fileExists(atPath: $0 + "/Package.swift") }
        return session
    }

    static let modules = ["Shapes", "AnimatableGradients", "Neumorphismic", "ColorKit", "Sliders",
                          "PureSwiftUIDesign", "PureSwiftUI", "PureSwiftUITools"]

    @Test(arguments: modules)
    func importsUnchanged(_ module: String) throws {
        let s = try session()
        #expect(s.importModule(module) == [])
    }

    /// Previews written in the libraries' own files, as `#Preview` bodies or `PreviewProvider`s.
    static let previews: [(module: String, code: String)] = [
        ("Shapes", "SimplePolygon_Previews.previews"),
        ("Shapes", "Salinon_Previews.previews"),
        ("Sliders", "LSliderExamples()"),
        ("Sliders", "DoubleRSlider(lowerValue: .constant(0.2), upperValue: .constant(0.7)).frame(width: 120, height: 120)"),
        // Its path is sampled with the `simd` module's vectors.
        ("Sliders", "PSlider(.constant(0.5), shape: Circle()).frame(width: 200, height: 200)"),
        ("Neumorphismic", "ConvexModifier_Previews.previews"),
        ("PureSwiftUI", "Text(\"Hi\").greedyFrame().frame(width: 60, height: 30)"),
    ]

    @Test(arguments: previews.indices)
    func drawsItsPreview(_ index: Int) throws {
        let (module, code) = Self.previews[index]
        let s = try session()
        let r = run("import \(module)\n\(code)", in: s)
        #expect(r.errors.isEmpty, "\(r.errors)")
        let view = try #require(r.views.first)
        let image = try LoomUI.renderImage(view, scale: 1)
        #expect(image.size.width >= 10 && image.size.height >= 10)
        let bytes = image.bitmap.rgbaBytes()
        // Something is drawn: some pixel is not fully transparent.
        #expect(stride(from: 3, to: bytes.count, by: 4).contains { bytes[$0] != 0 })
    }

    /// A library's own `ViewModifier` draws what SwiftUI draws: PureSwiftUI's `scalingFont` scales
    /// its size with `UIFontMetrics.default` (1× at the default text size) and sets a system font.
    /// (What Loom cannot run yet failing where it is used is LibraryLoadingTests' job: a real
    /// library runs more of its code every session, so it cannot hold an example of that.)
    @Test func aLibraryViewModifierDrawsWhatSwiftUIDraws() throws {
        let s = try session()
        #expect(s.importModule("PureSwiftUI") == [])
        let r = run("import PureSwiftUI\nText(\"Hi\").scalingFont(size: 20, weight: .bold)", in: s)
        #expect(r.errors.isEmpty, "\(r.errors)")
        let view = try #require(r.views.first)
        let viaLibrary = try LoomUI.renderImage(view, scale: 2)
        let direct = try LoomUI.renderImage(Text("Hi").font(.system(size: 20).weight(.bold)), scale: 2)
        expectIdenticalPictures(viaLibrary.bitmap, direct.bitmap, named: "library-scalingFont")
        let fine = run("Text(\"Hi\").rotate3D(.degrees(30), (x: 0, y: 1, z: 0))", in: s)
        #expect(fine.errors.isEmpty && fine.views.count == 1, "\(fine.errors)")
    }
}
