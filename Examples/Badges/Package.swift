// swift-tools-version:6.0
import PackageDescription

// A sample package that documents its views with Loom: `Docs/` is a Loom notebook site and
// `Sources/Badges/Badges.docc` a DocC catalog whose pictures `loom docc` draws. Loom comes in as
// a local path dependency, which vends the `loom` command plugin:
//
//     swift package --allow-writing-to-package-directory loom render Docs
//     swift package --allow-writing-to-package-directory loom check Docs
//     swift package --allow-writing-to-package-directory loom docc Sources/Badges/Badges.docc
let package = Package(
    name: "Badges",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "Badges", targets: ["Badges"]),
    ],
    dependencies: [
        .package(path: "../.."),
    ],
    targets: [
        .target(name: "Badges"),
    ]
)
