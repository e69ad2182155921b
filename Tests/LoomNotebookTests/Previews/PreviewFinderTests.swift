import Foundation
import Testing
@testable import LoomNotebook

/// `PreviewFinder` lists a file's previews as Xcode's canvas does, with their traits (#14).
@Suite struct PreviewFinderTests {
    static let source = """
        import SwiftUI

        struct Dot: View {
            var body: some View { Circle().frame(width: 10, height: 10) }
        }

        #Preview {
            Dot()
        }

        @available(iOS 17, *)
        #Preview("Fits", traits: .sizeThatFitsLayout) {
            Dot()
        }

        #Preview("Fixed", traits: .fixedLayout(width: 200, height: 160), .landscapeLeft) {
            Dot().preferredColorScheme(.dark)
        }

        struct Dot_Previews: PreviewProvider {
            static var previews: some View {
                Group {
                    Dot()
                        .previewDisplayName("Small")
                        .previewLayout(.sizeThatFits)
                    Dot()
                        .environment(\\.colorScheme, .dark)
                        .previewDevice("iPhone SE")
                    Dot()
                        .previewInterfaceOrientation(.landscapeRight)
                }
            }
        }

        struct Single_Previews: PreviewProvider {
            static var previews: some View {
                Dot().previewLayout(.fixed(width: 50, height: 40))
            }
        }
        """

    @Test("every #Preview and each view of a PreviewProvider's Group is a preview, in source order (#14)")
    func findsEveryPreview() {
        let previews = PreviewFinder.previews(in: Self.source)
        #expect(previews.map(\.title) == ["line 7", "Fits", "Fixed", "Small", "Dot_Previews 2", "Dot_Previews 3", "Single_Previews"])
        // A #Preview is where its `#` is, not at the attribute above it.
        #expect(previews.map(\.line) == [7, 12, 16, 23, 26, 29, 36])
        #expect(previews[3].kind == .provider(type: "Dot_Previews", index: 0))
        #expect(previews[6].kind == .provider(type: "Single_Previews", index: nil))
    }

    @Test("traits become the canvas: the size that fits the screen, a fixed canvas, a device, landscape, dark (#14)")
    func traitsBecomeCanvasOptions() {
        let words = PreviewFinder.previews(in: Self.source).map { $0.traits.options().words }
        #expect(words[0] == ["device=\"iPhone 15\""])
        // Offered the default phone's screen, as large as the view then is.
        #expect(words[1] == ["size=393x852"])
        // A fixed layout is that size, whatever the orientation.
        #expect(words[2] == ["canvas=200x160", "colorScheme=dark"])
        #expect(words[3] == ["size=393x852"])
        #expect(words[4] == ["device=\"iPhone SE\"", "colorScheme=dark"])
        #expect(words[5] == ["canvas=852x393"])
        #expect(words[6] == ["canvas=50x40"])
    }

    @Test("a preview's block keeps the file's line numbers, so its diagnostics need no mapping (#14)")
    func blocksKeepFileLines() {
        let previews = PreviewFinder.previews(in: Self.source)
        for preview in previews {
            let lines = preview.block.split(separator: "\n", omittingEmptySubsequences: false)
            let line = lines[preview.line - 1]
            #expect(line.hasPrefix(String(repeating: " ", count: preview.column - 1)), "\(preview.title)")
            #expect(!line.trimmingCharacters(in: .whitespaces).isEmpty, "\(preview.title)")
        }
        // A group's view runs as a member of its provider, where its code was written.
        #expect(previews[3].block.contains("extension Dot_Previews { static var __loomPreview23_13: some View {"))
    }

    /// markiv/SwiftUI-Shimmer's previews: a Group whose views sit partly in an `if #available`,
    /// with modifiers written after the Group that Xcode applies to each of its views.
    @Test("a Group's views inside `if #available` are previews too, each with the Group's own modifiers")
    func groupModifiersReachEachView() {
        let previews = PreviewFinder.previews(in: """
            struct Shine_Previews: PreviewProvider {
                static var previews: some View {
                    Group {
                        Text("A")
                        if #available(iOS 14.0, macOS 11.0, *) {
                            Text("B").preferredColorScheme(.dark)
                        }
                    }
                    .padding()
                    .previewLayout(.sizeThatFits)
                }
            }
            """)
        #expect(previews.map(\.title) == ["Shine_Previews 1", "Shine_Previews 2"])
        #expect(previews.map { $0.traits.options().words } == [["size=393x852"], ["size=393x852", "colorScheme=dark"]])
        #expect(previews[0].block.contains("(Text(\"A\"))\n        .padding()"))
        #expect(previews[1].block.contains("(Text(\"B\").preferredColorScheme(.dark))\n        .padding()"))
    }

    /// CypherPoet/SwiftUICurvedRectangleShape's previews (extlibs19): two Groups side by side, each
    /// with its own modifiers, and a Group inside a Group: every view is a preview of its own.
    @Test("Groups listed side by side, or nested, are split into their views, each with its groups' modifiers")
    func groupsSideBySideAndNestedAreSplit() {
        let previews = PreviewFinder.previews(in: """
            struct Shapes_Previews: PreviewProvider {
                static var previews: some View {
                    Group {
                        Text("A")
                        Text("B")
                    }
                    .padding(4)
                    Group {
                        Text("C")
                        Group { Text("D") }.border(Color.red)
                    }
                    .previewLayout(.sizeThatFits)
                }
            }
            """)
        #expect(previews.map(\.title) == ["Shapes_Previews 1", "Shapes_Previews 2", "Shapes_Previews 3", "Shapes_Previews 4"])
        #expect(previews.map { $0.traits.options().words } == [["device=\"iPhone 15\""], ["device=\"iPhone 15\""], ["size=393x852"], ["size=393x852"]])
        #expect(previews[1].block.contains("(Text(\"B\"))\n        .padding(4)"))
        // The inner group's modifier first, then the outer's.
        #expect(previews[3].block.contains("((Text(\"D\")).border(Color.red))\n        .previewLayout(.sizeThatFits)"))
    }

    @Test("an unknown preview device is a located warning, and the preview goes on the default device (#14)")
    func unknownDeviceWarns() {
        var traits = PreviewTraits()
        traits.device = "iPhone 12 Pro Max"
        let (words, warning) = traits.options()
        #expect(words == ["device=\"iPhone 15\""])
        #expect(warning?.contains("'iPhone 12 Pro Max' is not one Loom knows") == true)
    }

    static let shapes = "../shared/libraries/nutterfi-Shapes"
    static var shapesFolder: String? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent(shapes).standardizedFileURL.path
        return FileManager.default.fileExists(atPath: folder) ? folder : nil
    }

    @Test("nutterfi's Shapes has 61 previews in its Shapes target (#14)", .enabled(if: shapesFolder != nil, "needs ../shared/libraries"))
    func countsShapesPreviews() throws {
        let package = PreviewPackage(folder: try #require(Self.shapesFolder))
        #expect(package.previewCount == 61)
        #expect(package.files.allSatisfy { $0.module == "Shapes" })
        #expect(package.files.contains { $0.packagePath == "Sources/Shapes/Spiral.swift" && $0.previews.count == 2 })
    }
}
