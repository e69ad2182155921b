// swift-tools-version:6.0
import Foundation
import PackageDescription

/// The folder that holds the toolchain's own SwiftParser, SwiftSyntax, SwiftOperators, … modules
/// and shared libraries. Loom links them instead of fetching swift-syntax (this machine cannot
/// fetch packages), so they always match the compiler. `LOOM_SWIFT_HOST_LIBS` overrides the search.
let swiftHostLibraries: String = {
    if let explicit = ProcessInfo.processInfo.environment["LOOM_SWIFT_HOST_LIBS"], !explicit.isEmpty {
        return explicit
    }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
        guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
        let toolchainBin = candidate.resolvingSymlinksInPath().deletingLastPathComponent()
        return toolchainBin.deletingLastPathComponent().appendingPathComponent("lib/swift/host").path
    }
    return "/usr/lib/swift/host"
}()

let hostModuleFlags: [SwiftSetting] = [.unsafeFlags(["-I", swiftHostLibraries])]
let hostLinkFlags: [LinkerSetting] = [
    .unsafeFlags(["-L", swiftHostLibraries, "-Xlinker", "-rpath", "-Xlinker", swiftHostLibraries]),
    .linkedLibrary("SwiftSyntax"),
    .linkedLibrary("SwiftParser"),
    .linkedLibrary("SwiftOperators"),
    .linkedLibrary("SwiftDiagnostics"),
    .linkedLibrary("SwiftParserDiagnostics"),
    .linkedLibrary("SwiftBasicFormat"),
    .linkedLibrary("SwiftIDEUtils"),
]

let package = Package(
    name: "Loom",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "loom", targets: ["loom"]),
        // `swift package loom render Docs` in a package that depends on Loom.
        .plugin(name: "LoomPlugin", targets: ["LoomPlugin"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(
            name: "CTurboJPEG",
            pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"])]
        ),
        // fontconfig: to add the fonts an installed loom carries (`BundledFonts`).
        .target(name: "LoomGraphics", dependencies: ["CCairo", "CTurboJPEG", "CZlib"], linkerSettings: [.linkedLibrary("fontconfig")]),
        .target(name: "LoomUI", dependencies: ["LoomGraphics"]),
        .target(
            name: "LoomScript",
            dependencies: ["LoomUI", "LoomGraphics"],
            // The importable libraries (PureSwiftUI, …) are Swift sources that scripts interpret.
            resources: [.copy("Resources/Libraries")],
            // Release builds leave out the run-time exclusivity checks: the evaluator's class
            // fields (nodes, frames, the interpreter) are read on every step, and the checks
            // cost about 8 % of a loop. Debug builds, which the tests run, keep them.
            swiftSettings: hostModuleFlags + [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))],
            linkerSettings: hostLinkFlags
        ),
        .target(
            name: "LoomNotebook",
            dependencies: ["LoomScript", "LoomUI", "LoomGraphics", "CCmarkGFM"],
            swiftSettings: hostModuleFlags,
            linkerSettings: hostLinkFlags
        ),
        .executableTarget(name: "loom-bench", dependencies: ["LoomUI", "LoomGraphics"]),
        .executableTarget(
            name: "loom",
            dependencies: ["LoomNotebook"],
            swiftSettings: hostModuleFlags,
            linkerSettings: hostLinkFlags
        ),
        .plugin(
            name: "LoomPlugin",
            capability: .command(
                intent: .custom(verb: "loom", description: "Run loom (render, check, record, docc, …) on this package's notebooks and DocC catalogs, with its own targets importable"),
                permissions: [.writeToPackageDirectory(reason: "loom writes the site, check artifacts, recorded reference pictures or the DocC copy and site into the package folder")]
            ),
            dependencies: ["loom"]
        ),
        // A libFuzzer target (`Scripts/libfuzz`); built normally, it replays inputs.
        .executableTarget(
            name: "loom-fuzz",
            dependencies: ["LoomNotebook"],
            swiftSettings: hostModuleFlags,
            linkerSettings: hostLinkFlags
        ),
        // The snapshot assertion every test target compares goldens with (record modes, side-by-side
        // failures, the ledger the orphaned-golden check reads).
        .target(name: "LoomTestSupport", dependencies: ["LoomGraphics"], path: "Tests/LoomTestSupport"),
        // JPEG fixtures are read through #filePath.
        .testTarget(name: "LoomGraphicsTests", dependencies: ["LoomGraphics", "LoomTestSupport"], exclude: ["Fixtures"]),
        // Golden PNGs are read through #filePath, not bundled.
        .testTarget(name: "LoomUITests", dependencies: ["LoomUI", "LoomGraphics", "LoomTestSupport"], exclude: ["Goldens"]),
        .testTarget(
            name: "LoomScriptTests",
            dependencies: ["LoomScript", "LoomUI", "LoomTestSupport"],
            // Fixture programs are run by the interpreter (and checked with swiftc), not compiled in.
            exclude: ["Fixtures"],
            swiftSettings: hostModuleFlags,
            linkerSettings: hostLinkFlags
        ),
        .testTarget(
            name: "LoomNotebookTests",
            dependencies: ["LoomNotebook", "LoomTestSupport"],
            exclude: ["Goldens"],
            resources: [.copy("Fixtures")],
            swiftSettings: hostModuleFlags,
            linkerSettings: hostLinkFlags
        ),
    ]
)
