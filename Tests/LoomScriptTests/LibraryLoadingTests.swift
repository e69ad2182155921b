import Foundation
import Testing
@testable import LoomScript

/// Libraries come as their authors wrote them: a package's manifest says where its modules are,
/// `#if` picks the iOS code, and a declaration Loom cannot take fails only where it is used.
@Suite("Libraries from their own sources")
struct LibraryLoadingTests {
    /// A package folder with `files` (relative path → contents), for one test.
    func package(_ files: [String: String], test: String = #function) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("loom-lib-\(test.filter(\.isLetter))-\(UUID().uuidString)").path
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test func theManifestIsReadWithoutRunningIt() {
        let manifest = PackageManifest.parse("""
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Kit", targets: [
                .target(name: "Kit", dependencies: ["Core", .product(name: "Sliders", package: "sliders")], path: "Code/", exclude: ["Demo", "Old.swift"]),
                .target(name: "Core"),
                .testTarget(name: "KitTests", dependencies: ["Kit"]),
            ])
            """)
        #expect(manifest.targets.map(\.name) == ["Kit", "Core", "KitTests"])
        #expect(manifest.libraryTargets.map(\.sourcesPath) == ["Code/", "Sources/Core"])
        #expect(manifest.targets[0].exclude == ["Demo", "Old.swift"])
        #expect(manifest.targets[0].dependencies == ["Core", "Sliders"])
    }

    @Test func targetsTheirPathsAndExcludesDecideTheModule() throws {
        let root = try package([
            "Package.swift": #"let package = Package(name: "P", targets: [.target(name: "Kit", path: "Code", exclude: ["Demo"]), .target(name: "Core")])"#,
            "Code/Kit.swift": "import Core\npublic struct Kit { var core = Core() }\n",
            "Code/Demo/Broken.swift": "this is not Swift\n",
            "Code/Guide.docc/Resources/Step.swift": "struct Kit {}\n",
            "Sources/Core/Core.swift": "public struct Core { public var n = 7 }\n",
        ])
        let session = ScriptSession()
        session.importPaths = [root]
        let r = run("import Kit\nprint(Kit().core.n)", in: session)
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.text == "7\n")
        #expect(session.knownModules.contains("Kit") && session.knownModules.contains("Core"))
        // A page inside the package sees its modules without importing them.
        #expect(session.packageModules(containing: root + "/Docs/Guide.md") == ["Kit", "Core"])
        #expect(session.packageModules(containing: "/elsewhere/Guide.md") == [])
    }

    /// Sliders' DoubleLSlider guide declares its own `struct DoubleLSliderConfiguration` to show
    /// the type's shape; the library's slider must still build its own (#11).
    @Test("A page's type of a library type's name shadows it for the page only: the library's code still builds its own")
    func aPageTypeDoesNotReplaceTheLibrarysOwn() throws {
        let root = try package([
            "Sources/Lib/Lib.swift": """
                public struct Config {
                    public let a: Int
                    public var twice: Int { a * 2 }
                }
                public func describeConfig() -> String {
                    let c = Config(a: 1)
                    return "library: \\(c.a) \\(c.twice)"
                }
                """,
        ])
        let session = ScriptSession()
        session.importPaths = [root]
        let r = run("""
            import Lib
            struct Config {
                let a: Int
                let twice: Int
            }
            print(describeConfig())
            print("page:", Config(a: 5, twice: 6).twice)
            """, in: session)
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.text == "library: 1 2\npage: 6\n")
    }

    /// AnimatableGradients' README shows `protocol AnimatableGradientModifier` as the library
    /// declares it; the library's modifiers must keep the `body` its own protocol's extension gives.
    @Test("A page's protocol of a library protocol's name does not take the library's extensions from its conformers")
    func aPageProtocolDoesNotReplaceTheLibrarysConformances() throws {
        let root = try package([
            "Sources/Lib/Lib.swift": """
                protocol Greeter {
                    var name: String { get }
                }
                extension Greeter {
                    func greet() -> String { "hello, \\(name)" }
                }
                struct English: Greeter {
                    var name: String
                }
                public func greeting() -> String { English(name: "lib").greet() }
                """,
        ])
        let session = ScriptSession()
        session.importPaths = [root]
        let r = run("""
            import Lib
            protocol Greeter {
                var name: String { get }
            }
            print(greeting())
            """, in: session)
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.text == "hello, lib\n")
    }

    /// aleksproger/circular-progress has one target, no `path:`, and its files straight in
    /// `Sources/`: SwiftPM takes that folder for a package's only target.
    @Test func aPackagesOnlyTargetMayKeepItsFilesInSourcesItself() throws {
        let root = try package([
            "Package.swift": #"let package = Package(name: "lib", targets: [.target(name: "Lib"), .testTarget(name: "LibTests")])"#,
            "Sources/Lib.swift": "public func hello() -> String { \"hello from Lib\" }\n",
            "Sources/Examples/Example.swift": "public let example = hello() + \"!\"\n",
        ])
        let session = ScriptSession()
        session.importPaths = [root]
        let r = run("import Lib\nprint(hello(), example)", in: session)
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.text == "hello from Lib hello from Lib!\n")
    }

    /// dkk/StarRating declares `struct StarRating: View` and, in a file read after it,
    /// `extension Color { struct StarRating }`: the library's own code still means the view by
    /// the plain name, and the nested type is found through its parent (#11).
    @Test("A library's nested type does not take a top-level type's name, in whichever order its files are read")
    func aNestedTypeKeepsItsParentsName() throws {
        let root = try package([
            "Sources/Lib/Rating.swift": """
                public struct Rating {
                    public let value: Double
                    public init(initial: Double) { value = initial }
                }
                public func sample() -> Double { Rating(initial: 2.5).value }
                """,
            "Sources/Lib/Z/Palette.swift": """
                public struct Palette {}
                public extension Palette {
                    struct Rating { public static let shadow = 0.5 }
                }
                """,
        ])
        let session = ScriptSession()
        session.importPaths = [root]
        let r = run("import Lib\nprint(sample(), Rating(initial: 1).value, Palette.Rating.shadow)", in: session)
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.text == "2.5 1.0 0.5\n")
    }

    /// kkebo/RingProgressViewStyle declares `static var ring` twice, the second
    /// `@available(iOS, obsoleted: 15)`: on an iOS 17 build only the first exists.
    @Test func declarationsUnavailableOnTheBuildsPlatformAreLeftOut() {
        let r = run("""
            struct Style { var name: String }
            extension Style {
                static var ring: Style { Style(name: "current") }
            }
            extension Style {
                @available(iOS, obsoleted: 15)
                static var ring: Style { Style(name: "obsoleted") }
                @available(iOS 18, *)
                static var future: Style { Style(name: "future") }
                @available(macOS, unavailable)
                static var phoneOnly: Style { Style(name: "phone") }
            }
            print(Style.ring.name, Style.phoneOnly.name)
            """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.text == "current phone\n")
        #expect(run("print(Style.future.name)", in: { let s = ScriptSession(); _ = run("struct Style { var name: String }\nextension Style {\n@available(iOS 18, *)\nstatic var future: Style { Style(name: \"f\") }\n}", in: s); return s }()).errors.map(\.message)
                == ["type 'Style' has no member 'future'"])
    }

    @Test func aSymlinkedModuleFolderIsFollowed() throws {
        let root = try package(["Real/Lib.swift": "public let answer = 42\n"])
        try FileManager.default.createDirectory(atPath: root + "/Sources", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/Sources/Linked", withDestinationPath: root + "/Real")
        let session = ScriptSession()
        session.importPaths = [root]
        #expect(run("import Linked\nprint(answer)", in: session).text == "42\n")
    }

    @Test func whatLoomCannotTakeFailsWhereItIsUsed() throws {
        let root = try package([
            "Sources/Lib/Good.swift": "public struct Good { public var n = 1 }\n",
            "Sources/Lib/Partial.swift": """
                public struct Partial {
                    public var n = 2
                    public func stream() async { print(#stringify(n + 1)) }
                    public func unknown() -> Int { noSuchThing + 1 }
                }
                """,
        ])
        let session = ScriptSession()
        session.importPaths = [root]
        #expect(session.importModule("Lib").isEmpty)
        #expect(run("print(Good().n, Partial().n)", in: session).text == "1 2\n")
        #expect(run("Partial().stream()", in: session).errors.map(\.message) == ["Lib/Partial.swift:3:40: macro '#stringify' is not supported by Loom yet (used by Partial.stream)"])
        #expect(run("Partial().unknown()", in: session).errors.map(\.message) == ["Lib/Partial.swift:4:36: cannot find 'noSuchThing' in scope (used by Partial.unknown)"])
        #expect(session.libraryProblems.count == 2)
    }

    @Test func compilationConditionsAreAnIOSDeviceBuildUnlessAPlatformIsChosen() throws {
        let source = """
            #if os(iOS) && canImport(UIKit) && !targetEnvironment(simulator)
            print("iOS")
            #elseif os(macOS) && canImport(AppKit)
            print("macOS")
            #endif
            #if canImport(Lib)
            print("Lib on the import path")
            #endif
            if #available(iOS 18, macOS 13, *) { print("new") } else { print("old") }
            """
        let root = try package(["Sources/Lib/A.swift": "let a = 1\n"])
        let iOS = ScriptSession()
        iOS.importPaths = [root]
        #expect(run(source, in: iOS).text == "iOS\nLib on the import path\nold\n")
        let mac = ScriptSession()
        mac.conditions = CompilationConditions(platform: .macOS)
        #expect(run(source, in: mac).text == "macOS\nnew\n")
    }

    @Test func anUnknownConditionIsALocatedError() {
        let r = run("#if os(iOS) && banana(3)\nlet x = 1\n#endif")
        #expect(r.errors.map(\.message) == ["unsupported compilation condition 'banana(3)'"])
        #expect(r.errors.first?.line == 1)
    }
}
